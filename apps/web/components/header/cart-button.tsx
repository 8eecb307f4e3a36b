"use client";

import { preloadCartDrawer } from "@/components/cart/cart-drawer";
import { useCartDrawer } from "@/components/cart/cart-drawer-state";
import { useRemovedLinesNotice } from "@/components/cart/use-removed-lines-notice";
import { BagIcon } from "@/components/ui/icons";
import { usePathname } from "next/navigation";
import { splitLocale } from "@/lib/locale/href";
import { useCart } from "@/lib/queries/cart";
import { CountBadge } from "./count-badge";
import { useChromeMessages, useLocaleHref } from "@/lib/locale/context";

/**
 * The bag with the cart quantity (`cart.quantity`, null when 0); it opens the cart drawer. On every page, it tells
 * of lines the cart's read removed (no longer on sale).
 *
 * It sits in a plain form that opens the cart page: a tap before the page's code has started goes there, and is
 * not lost. Once the code runs, the tap opens the drawer instead. On the cart page itself the form would only load
 * the same page again: there the button waits for the code.
 */
export function CartButton() {
  const t = useChromeMessages().header;
  const { data: cart } = useCart();
  useRemovedLinesNotice(cart);
  const { isOpen, openCart } = useCartDrawer();
  const href = useLocaleHref();
  const onCartPage = splitLocale(usePathname()).path === "/cart";
  const count = cart?.quantity ?? 0;
  return (
    <form method="get" action={onCartPage ? undefined : href("/cart")} className="contents">
      <button
        type={onCartPage ? "button" : "submit"}
        data-cart-button
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={count > 0 ? t.cartCount(count) : t.cart}
        onClick={(event) => {
          event.preventDefault();
          openCart();
        }}
        onPointerEnter={preloadCartDrawer}
        onFocus={preloadCartDrawer}
        className="relative inline-flex h-11 w-10 items-center justify-center rounded-full hover:bg-grey-100 sm:w-11"
      >
        <BagIcon />
        <CountBadge count={count} />
      </button>
    </form>
  );
}
