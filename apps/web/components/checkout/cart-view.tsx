"use client";

import type { FreeDeliveryRule } from "@shop/domain/free-delivery";
import { formatMoney } from "@shop/domain/money";
import { LocaleLink } from "@/components/ui/locale-link";
import { CartLine } from "@/components/cart/cart-line";
import { useRemovedLinesNotice } from "@/components/cart/use-removed-lines-notice";
import { SummaryRow } from "@/components/order/summary-row";
import { ButtonLink } from "@/components/ui/button-link";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { EmptyCartState } from "./empty-cart-state";
import { GiftLineCard } from "./gift-line-card";
import { FreeDeliveryProgress } from "./free-delivery-progress";
import { OfferProgress } from "./offer-progress";
import { useLocale } from "@/lib/locale/context";
import type { ShopperCart } from "@/lib/api/shopper-cart";
import { useShownCart } from "./use-shown-cart";

/**
 * The full cart page: the lines (the drawer's line cards), the gift, the offer nudge and the totals. Drawn first
 * from the server's read of the cart (`initial`), then from the browser's own reads of it.
 */
export function CartView({ initial, freeDelivery = null }: { initial?: ShopperCart; freeDelivery?: FreeDeliveryRule | null }) {
  const locale = useLocale();
  const t = useJourneyMessages().cartPage;
  const { known, cart: data, signedIn } = useShownCart(initial);
  // Lines the server's read removed (no longer on sale): the browser's reads after it no longer say so.
  useRemovedLinesNotice(initial?.cart);

  if (!known) {
    return (
      <div role="status" aria-label={t.loading} className="container-shop animate-pulse py-10 md:py-14">
        <div className="h-9 w-64 bg-grey-200" />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-6">
            {[0, 1].map((index) => (
              <div key={index} className="flex gap-6">
                <div className="size-36 bg-grey-100" />
                <div className="flex-1 space-y-3 pt-2">
                  <div className="h-4 w-2/3 bg-grey-100" />
                  <div className="h-4 w-1/3 bg-grey-100" />
                </div>
              </div>
            ))}
          </div>
          <div className="h-72 bg-grey-100" />
        </div>
      </div>
    );
  }

  if (!data || data.cartItems.length === 0) {
    return (
      <div className="container-shop">
        <EmptyCartState
          headingLevel="h1"
          title={t.emptyTitle}
          text={t.emptyText}
          action={t.shop}
          loginPrompt={signedIn ? undefined : { text: t.emptyLogin, link: t.loginLink }}
        />
      </div>
    );
  }

  const lines = [...data.cartItems].sort((a, b) => a.id - b.id);
  const gift = data.currentOffer?.giftLine;
  const offers = Boolean(data.nextOffer ?? data.currentOffer);

  return (
    <div className="container-shop py-8 md:py-12">
      <h1 className="text-3xl font-black uppercase tracking-tight md:text-4xl">
        {t.title} <span className="text-grey-500">{t.itemCount(data.quantity ?? 0)}</span>
      </h1>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-x-10 xl:grid-cols-[minmax(0,1fr)_27rem] xl:gap-x-16">
        <div className="lg:col-start-2 lg:row-start-1">
          <OfferProgress cart={data} />
          <FreeDeliveryProgress rule={freeDelivery} linesTotal={data.linesTotal} />
        </div>
        <section aria-label={t.linesLabel} className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ul className="divide-y divide-grey-200 border-y border-grey-200">
            {lines.map((item) => (
              <li key={item.id} data-testid="cart-page-line">
                <CartLine item={item} offers={offers} lines={lines} />
              </li>
            ))}
            {gift && (
              <li>
                <GiftLineCard gift={gift} />
              </li>
            )}
          </ul>
        </section>
        <aside aria-labelledby="cart-summary-title" className="space-y-5 lg:col-start-2 lg:row-start-2">
          <section className="bg-grey-50 p-5 md:p-6">
            <h2 id="cart-summary-title" className="text-lg font-black uppercase tracking-tight">
              {t.summaryTitle}
            </h2>
            <dl className="mt-5 space-y-2.5">
              <SummaryRow label={t.subtotal} value={formatMoney(data.totalPrice, locale)} testId="cart-subtotal" />
              <SummaryRow label={t.deliveryFee} value={t.deliveryFeeLater} />
              <SummaryRow label={t.total} value={formatMoney(data.totalPrice, locale)} emphasis testId="cart-total" />
            </dl>
            <ButtonLink href="/checkout" variant="primary-black" className="mt-6 w-full">
              {t.checkout}
            </ButtonLink>
            <LocaleLink href="/" className="mt-4 block text-center text-sm font-semibold underline underline-offset-4">
              {t.continueShopping}
            </LocaleLink>
          </section>
          <ul className="space-y-2 text-xs text-grey-700">
            {t.reassurance.map((text) => (
              <li key={text} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-gold" />
                {text}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
