"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Order, PaymentOptions } from "@shop/domain/api-types";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { getJourneyMessages } from "@/messages/journey";
import { cartKey, useCart } from "@/lib/queries/cart";
import { CheckoutForm } from "./checkout-form";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { EmptyCartState } from "./empty-cart-state";

/**
 * The checkout page's body: the form for a cart with lines, a friendly empty state otherwise. Once the order
 * is placed the page says where it is going (the confirmation, or the card payment page) instead of
 * flashing the now-empty cart.
 */
export function CheckoutView({ payments }: { payments: PaymentOptions }) {
  const t = getJourneyMessages().checkout;
  const router = useRouter();
  const queryClient = useQueryClient();
  const cart = useCart();
  const [leaving, setLeaving] = useState<"order" | "payment" | null>(null);
  const hydrated = useHydrated();

  const placed = (order: Order) => {
    const isCard = order.paymentMethod !== "on-delivery";
    setLeaving(isCard && order.checkoutUrl ? "payment" : "order");
    void queryClient.invalidateQueries({ queryKey: cartKey });
    if (isCard && order.checkoutUrl) window.location.assign(order.checkoutUrl);
    else router.push(`/order-confirmed?id=${order.id}${isCard ? "&payment=failure" : ""}`);
  };

  if (leaving) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-24 text-base font-semibold">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-ink border-e-transparent" />
        {leaving === "payment" ? t.redirectingPayment : t.redirecting}
      </p>
    );
  }
  if (!hydrated || cart.isPending) return <CheckoutSkeleton label={t.loading} />;
  if (!cart.data || cart.data.cartItems.length === 0) {
    return <EmptyCartState title={t.emptyTitle} text={t.emptyText} action={t.shop} />;
  }
  return <CheckoutForm cart={cart.data} payments={payments} onPlaced={placed} />;
}
