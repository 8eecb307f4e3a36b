"use client";

import { formatMoney } from "@shop/domain/money";
import { LineThumb } from "@/components/order/line-thumb";
import { SummaryRow } from "@/components/order/summary-row";
import type { Cart } from "@shop/domain/contract/cart";
import type { DeliveryPrice } from "@shop/domain/contract/geography";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useLocale } from "@/lib/locale/context";

type CheckoutSummaryProps = {
  cart: Cart;
  /** The fee of the chosen wilaya and method; undefined while no wilaya is chosen. */
  fee: DeliveryPrice | undefined;
  feeLoading: boolean;
  /** Errors of the last attempt for given cart lines, keyed by line id (out of stock, quantity limit). */
  lineErrors: Record<string, string>;
};

/**
 * The order as it will be placed: lines, the offer's gift, subtotal, delivery fee and total. It follows the
 * form's choices live; the server computes the real amounts again when the order is placed.
 */
export function CheckoutSummary({ cart, fee, feeLoading, lineErrors }: CheckoutSummaryProps) {
  const locale = useLocale();
  const messages = useJourneyMessages();
  const t = messages.checkout;
  const lines = [...cart.cartItems].sort((a, b) => a.id - b.id);
  const gift = cart.currentOffer?.giftLine;
  const feeValue = fee?.isAvailable ? fee.price : undefined;
  const feeText = feeLoading ? "…" : feeValue === undefined ? t.feeToCome : feeValue === 0 ? t.free : formatMoney(feeValue, locale);

  return (
    <section aria-labelledby="checkout-summary-title" className="bg-grey-50 p-5 md:p-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="checkout-summary-title" className="text-lg font-black uppercase tracking-tight">
          {t.summaryTitle}
        </h2>
        <p className="text-sm text-grey-600">{t.summaryItems(cart.quantity ?? 0)}</p>
      </div>
      <ul className="mt-5 divide-y divide-grey-200 border-y border-grey-200" data-testid="checkout-lines">
        {lines.map((line) => {
          const error = lineErrors[String(line.id)];
          return (
            <li key={line.id} className="py-4" data-testid="checkout-line">
              <div className="flex gap-3">
                <LineThumb src={line.image} size={64} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-semibold">{line.title}</p>
                  <p className="mt-0.5 text-xs text-grey-600">{t.lineDetails(line.colorName, line.sizeName, line.quantity)}</p>
                </div>
                <p className={`shrink-0 text-sm font-bold ${line.promoPrice !== null ? "text-promo" : ""}`}>
                  {formatMoney(line.itemTotalPrice, locale)}
                </p>
              </div>
              {error && (
                <p role="alert" className="mt-2 text-xs text-promo" data-testid="checkout-line-error">
                  {error}
                </p>
              )}
            </li>
          );
        })}
        {gift && (
          <li className="flex gap-3 py-4" data-testid="checkout-gift-line">
            <LineThumb src={gift.image} size={64} />
            <div className="min-w-0 flex-1">
              <p className="text-xxs font-bold uppercase tracking-wider text-gold-deep">{messages.cartPage.giftBadge}</p>
              <p className="line-clamp-2 text-sm font-semibold">{gift.title}</p>
              <p className="mt-0.5 text-xs text-grey-600">{t.lineDetails(gift.colorName, gift.sizeName, 1)}</p>
            </div>
            <p className="shrink-0 text-end text-sm font-bold">
              {gift.discountedPrice === 0 ? messages.cartPage.giftFree : formatMoney(gift.discountedPrice, locale)}
              {gift.discountedPrice < gift.price && (
                <del className="block text-xs font-normal text-grey-600">{formatMoney(gift.price, locale)}</del>
              )}
            </p>
          </li>
        )}
      </ul>
      <dl className="mt-4 space-y-2.5">
        <SummaryRow label={t.subtotal} value={formatMoney(cart.totalPrice, locale)} testId="checkout-subtotal" />
        <SummaryRow label={t.deliveryFee} value={feeText} testId="checkout-fee" />
        <SummaryRow
          label={t.total}
          value={formatMoney(cart.totalPrice + (feeValue ?? 0), locale)}
          emphasis
          testId="checkout-total"
        />
      </dl>
      <p className="mt-3 text-xs text-grey-600">{t.totalNote}</p>
    </section>
  );
}
