"use client";

import type { FreeDeliveryRule } from "@shop/domain/free-delivery";
import { useRouter } from "next/navigation";
import { useLocaleHref } from "@/lib/locale/context";
import { useEffect, useRef, useState } from "react";
import type { Cart } from "@shop/domain/contract/cart";
import type { Order } from "@shop/domain/contract/orders";
import type { PaymentOptions } from "@shop/domain/contract/payments";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useQueryClient } from "@/lib/query";
import { cartKey, useCart } from "@/lib/queries/cart";
import { CheckoutForm } from "./checkout-form";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { EmptyCartState } from "./empty-cart-state";
import { useShownCart } from "./use-shown-cart";
import { useRemovedLinesNotice } from "@/components/cart/use-removed-lines-notice";
import type { ShopperCart } from "@/lib/api/shopper-cart";

/**
 * The checkout page's body: the form for a cart with lines, a friendly empty state otherwise. Once the order is
 * placed the form stays on screen, inert, its button saying where the shopper is going (the confirmation, or
 * the card payment page) until that page is ready: never a blank page that looks like a crash and invites a
 * second order. An empty cart comes drawn in the page's HTML from the server's read of it (`initial`). The cart is
 * refreshed by the confirmation page, not here, so it never flashes empty; a shopper who leaves for another page
 * before the confirmation arrives gets it refreshed as the checkout goes.
 */
export function CheckoutView({
  payments,
  initial,
  freeDelivery = null,
}: {
  payments: PaymentOptions;
  initial?: ShopperCart;
  freeDelivery?: FreeDeliveryRule | null;
}) {
  const router = useRouter();
  const toLocale = useLocaleHref();
  const cart = useCart();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState<"order" | "payment" | null>(null);
  // The cart as it was ordered: the cart's background refetch (every 10 s) may come back empty before the next
  // page is ready, and the form must not turn into the empty state meanwhile.
  const [ordered, setOrdered] = useState<Cart | null>(null);
  const hydrated = useHydrated();
  const t = useJourneyMessages().checkout;
  // Whether this view switched the cart's reads off (below): they are switched back on when it goes, whichever
  // page replaces it.
  const readsOff = useRef(false);
  useEffect(
    () => () => {
      if (!readsOff.current) return;
      readsOff.current = false;
      queryClient.setQueryDefaults(cartKey, { enabled: true });
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
    [queryClient],
  );

  const placed = (order: Order) => {
    const isCard = order.paymentMethod !== "on-delivery";
    setOrdered(cart.data ?? null);
    // The header's badge and drawer keep the ordered cart too: no background refetch until the next page
    // (the confirmation turns the cart's reads back on and reads it again).
    queryClient.setQueryDefaults(cartKey, { enabled: false });
    readsOff.current = true;
    setLeaving(isCard && order.checkoutUrl ? "payment" : "order");
    if (isCard && order.checkoutUrl) window.location.assign(order.checkoutUrl);
    else router.push(toLocale(`/order-confirmed?id=${order.id}${isCard ? "&payment=failure" : ""}`));
  };

  const known = useShownCart(initial);
  // Lines the server's read removed (no longer on sale): the browser's reads after it no longer say so.
  useRemovedLinesNotice(initial?.cart);
  const shown = ordered ?? known.cart;
  if (!ordered && !known.known) return <CheckoutSkeleton label={t.loading} />;
  if (!shown || shown.cartItems.length === 0) {
    return <EmptyCartState title={t.emptyTitle} text={t.emptyText} action={t.shop} />;
  }
  // The form is drawn once the page runs: nothing typed into it could be lost to hydration.
  if (!hydrated) return <CheckoutSkeleton label={t.loading} />;
  return <CheckoutForm cart={shown} payments={payments} freeDelivery={freeDelivery} leaving={leaving} onPlaced={placed} />;
}
