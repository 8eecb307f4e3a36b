"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { Suspense } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { useCart } from "@/lib/queries/cart";
import { useCartDrawer } from "./cart-drawer-state";
import { preload } from "@/lib/preload";
import { useChromeMessages } from "@/lib/locale/context";

const TITLE_ID = "cart-drawer-title";

/** The drawer's lines, images and totals are not needed for the first paint: fetched on the first opening. */
const loadContents = () => import("./cart-drawer-contents");
const CartDrawerContents = lazyPart(() => loadContents().then((module) => module.CartDrawerContents), { visible: true });

/** Starts fetching the drawer's contents when an opening is likely (pointer on the cart button, add to cart). */
export function preloadCartDrawer(): void {
  preload(loadContents);
}

function DrawerLoading() {
  return (
    <div className="flex-1 px-5 sm:px-6">
      <p role="status" className="py-16 text-center text-sm text-grey-600">
        {useChromeMessages().cartDrawer.loading}
      </p>
    </div>
  );
}

function DrawerBody({ onClose }: { onClose: () => void }) {
  const t = useChromeMessages().cartDrawer;
  const { data: cart } = useCart();
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
      <Suspense fallback={<DrawerLoading />}>
        <CartDrawerContents onClose={onClose} />
      </Suspense>
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
