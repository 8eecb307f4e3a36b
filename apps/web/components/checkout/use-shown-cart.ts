"use client";

import type { Cart } from "@shop/domain/contract/cart";
import type { ShopperCart } from "@/lib/api/shopper-cart";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useCart } from "@/lib/queries/cart";
import { useUser } from "@/lib/queries/user";

/**
 * The cart a page shows, and whether its shopper is signed in. Until hydrated, and after that until the browser's
 * own reads answer, the server's read (`initial`) is shown: the page's HTML holds the cart (or the empty cart) from
 * its first frame, and hydration meets exactly what the server drew, whatever the header fetched meanwhile. Without
 * a server read, `known` stays false until the browser's read answers (the page shows its skeleton).
 */
export function useShownCart(initial: ShopperCart | undefined): {
  known: boolean;
  cart: Cart | null | undefined;
  signedIn: boolean;
} {
  const hydrated = useHydrated();
  const cart = useCart();
  const user = useUser();
  const fromBrowser = hydrated && !cart.isPending;
  if (!fromBrowser && initial === undefined) return { known: false, cart: undefined, signedIn: false };
  return {
    known: true,
    cart: fromBrowser ? cart.data : initial?.cart,
    signedIn: hydrated && !user.isPending ? user.isSignedIn : (initial?.signedIn ?? false),
  };
}
