import type { Order } from "@shop/domain/contract/orders";

export type PaymentReturn = "success" | "failure" | null;

/** Where an order's card payment stands for the shopper: settled, being confirmed, or needing a decision. */
export function paymentState(order: Order, returned: PaymentReturn): "settled" | "checking" | "needs-action" {
  if (order.paymentMethod === "on-delivery" || order.paymentStatus === "paid") return "settled";
  if (order.status !== "awaiting-payment") return "settled";
  if (order.paymentStatus === "failed" || order.paymentStatus === "canceled") return "needs-action";
  // Pending: just back from a successful payment (the webhook may lag) or never paid at all.
  return returned === "success" ? "checking" : "needs-action";
}

export function toPaymentReturn(value: unknown): PaymentReturn {
  return value === "success" || value === "failure" ? value : null;
}
