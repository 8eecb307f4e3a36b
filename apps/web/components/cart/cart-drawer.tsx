"use client";

import { formatMoney } from "@shop/domain/money";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-link";
import { BagIcon } from "@/components/ui/icons";
import { CloseIcon } from "@/components/layout/chrome-icons";
import { useModalDialog } from "@/components/layout/use-modal-dialog";
import type { Cart } from "@/lib/api/commerce-types";
import { getMessages } from "@/lib/i18n";
import { useCart } from "@/lib/queries/cart";
import { useUser } from "@/lib/queries/user";
import { CartLine } from "./cart-line";
import { useCartDrawer } from "./cart-drawer-state";
import { GiftLine } from "./gift-line";

const TITLE_ID = "cart-drawer-title";

function EmptyCart({ onNavigate }: { onNavigate: () => void }) {
  const t = getMessages().chrome.cartDrawer;
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
          <Link href="/account/login" onClick={onNavigate} className="font-semibold text-ink underline underline-offset-4">
            {t.login}
          </Link>
        </p>
      )}
      <button type="button" onClick={onNavigate} className={`${buttonClasses("primary-outline")} mt-8`}>
        {t.continueShopping}
      </button>
    </div>
  );
}

function CartSummary({ cart, onNavigate }: { cart: Cart; onNavigate: () => void }) {
  const t = getMessages().chrome.cartDrawer;
  return (
    <div className="border-t border-grey-200 bg-white px-5 py-4 sm:px-6">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-grey-700">{t.deliveryFees}</dt>
          <dd className="text-grey-700">{t.deliveryFeesValue}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-bold">
          <dt>{t.total}</dt>
          <dd data-testid="cart-total">{formatMoney(cart.totalPrice)}</dd>
        </div>
      </dl>
      <Link href="/checkout" onClick={onNavigate} className={`${buttonClasses("primary-black")} mt-4 w-full`}>
        {t.checkout}
      </Link>
      <Link href="/cart" onClick={onNavigate} className="mt-3 block text-center text-sm font-semibold underline underline-offset-4">
        {t.viewCart}
      </Link>
    </div>
  );
}

function DrawerBody({ onClose }: { onClose: () => void }) {
  const t = getMessages().chrome.cartDrawer;
  const { data: cart, isPending } = useCart();
  const lines = [...(cart?.cartItems ?? [])].sort((a, b) => a.id - b.id);
  const count = cart?.quantity ?? 0;
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between gap-4 border-b border-grey-200 px-5 py-4 sm:px-6">
        <h2 id={TITLE_ID} className="text-lg font-black uppercase tracking-tight">
          {t.titleWithCount(count)}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.close}
          className="-me-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-grey-100"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 sm:px-6">
        {isPending ? (
          <p role="status" className="py-16 text-center text-sm text-grey-600">{t.loading}</p>
        ) : lines.length === 0 ? (
          <EmptyCart onNavigate={onClose} />
        ) : (
          <div className="divide-y divide-grey-200">
            {lines.map((item) => (
              <CartLine key={item.id} item={item} onNavigate={onClose} />
            ))}
            {cart?.currentOffer?.giftLine && <GiftLine gift={cart.currentOffer.giftLine} onNavigate={onClose} />}
          </div>
        )}
      </div>
      {cart && lines.length > 0 && <CartSummary cart={cart} onNavigate={onClose} />}
    </div>
  );
}

/**
 * The cart slide-over (spec §2): from the end side over a dark backdrop, full width on phones, 25rem from md,
 * 33.125rem from lg. Escape, the backdrop, the close icon and every link close it; focus stays inside while it
 * is open and returns to the cart button afterwards.
 */
export function CartDrawer() {
  const { isOpen, closeCart } = useCartDrawer();
  const dialog = useModalDialog(isOpen, closeCart);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={TITLE_ID}
      className="m-0 ms-auto h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60 md:w-[25rem] lg:w-[33.125rem]"
    >
      {isOpen && <DrawerBody onClose={closeCart} />}
    </dialog>
  );
}
