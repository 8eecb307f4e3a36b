"use client";

import { formatMoney } from "@shop/domain/money";
import { LocaleLink } from "@/components/ui/locale-link";
import { buttonClasses } from "@/components/ui/button-link";
import { BagIcon } from "@/components/ui/icons";
import type { Cart } from "@shop/domain/contract/cart";
import { useCart } from "@/lib/queries/cart";
import { useUser } from "@/lib/queries/user";
import { CartLine } from "./cart-line";
import { GiftLine } from "./gift-line";
import { useLocale, useChromeMessages } from "@/lib/locale/context";

function EmptyCart({ onNavigate }: { onNavigate: () => void }) {
  const t = useChromeMessages().cartDrawer;
  const { isSignedIn, isPending } = useUser();
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-grey-100">
        <BagIcon className="size-9" />
      </span>
      <h3 className="mt-6 text-base font-black tracking-wide">{t.empty}</h3>
      {!isSignedIn && !isPending && (
        <p className="mt-3 max-w-xs text-sm text-grey-700">
          {t.loginPrompt}{" "}
          <LocaleLink href="/account/login" onClick={onNavigate} className="font-semibold text-ink underline underline-offset-4">
            {t.login}
          </LocaleLink>
        </p>
      )}
      <button type="button" onClick={onNavigate} className={`${buttonClasses("primary-outline")} mt-8`}>
        {t.continueShopping}
      </button>
    </div>
  );
}

function CartSummary({ cart, onNavigate }: { cart: Cart; onNavigate: () => void }) {
  const locale = useLocale();
  const t = useChromeMessages().cartDrawer;
  return (
    <div className="border-t border-grey-200 bg-white px-5 py-4 sm:px-6">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-grey-700">{t.deliveryFees}</dt>
          <dd className="text-grey-700">{t.deliveryFeesValue}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-bold">
          <dt>{t.total}</dt>
          <dd data-testid="cart-total">{formatMoney(cart.totalPrice, locale)}</dd>
        </div>
      </dl>
      <LocaleLink href="/checkout" onClick={onNavigate} className={`${buttonClasses("primary-black")} mt-4 w-full`}>
        {t.checkout}
      </LocaleLink>
      <LocaleLink href="/cart" onClick={onNavigate} className="mt-3 block text-center text-sm font-semibold underline underline-offset-4">
        {t.viewCart}
      </LocaleLink>
    </div>
  );
}

/** What the open drawer lists (loaded with the first opening): the lines and the gift, or the empty cart, then the totals. */
export function CartDrawerContents({ onClose }: { onClose: () => void }) {
  const { data: cart, isPending } = useCart();
  const lines = [...(cart?.cartItems ?? [])].sort((a, b) => a.id - b.id);
  return (
    <>
      <div className="flex-1 overflow-y-auto px-5 sm:px-6">
        {isPending ? (
          <PendingCart />
        ) : lines.length === 0 ? (
          <EmptyCart onNavigate={onClose} />
        ) : (
          <div className="divide-y divide-grey-200">
            {lines.map((item) => (
              <CartLine key={item.id} item={item} onNavigate={onClose} offers={Boolean(cart?.nextOffer ?? cart?.currentOffer)} lines={lines} />
            ))}
            {cart?.currentOffer?.giftLine && <GiftLine gift={cart.currentOffer.giftLine} onNavigate={onClose} />}
          </div>
        )}
      </div>
      {cart && lines.length > 0 && <CartSummary cart={cart} onNavigate={onClose} />}
    </>
  );
}

function PendingCart() {
  return (
    <p role="status" className="py-16 text-center text-sm text-grey-600">
      {useChromeMessages().cartDrawer.loading}
    </p>
  );
}
