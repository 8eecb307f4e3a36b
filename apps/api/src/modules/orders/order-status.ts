/**
 * Order lifecycle (see README.md beside this file).
 * status:         awaiting-payment → pending-confirmation → confirmed → shipped → delivered, or cancelled
 * paymentStatus:  cash-on-delivery | pending | paid | failed | canceled
 */
export const ORDER_STATUSES = [
  "awaiting-payment",
  "pending-confirmation",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["cash-on-delivery", "pending", "paid", "failed", "canceled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type PaymentMethod = "on-delivery" | "cib" | "eddahabia";

/** Where a new order starts: cash orders wait for the merchant's call, card orders for the payment. */
export function initialState(paymentMethod: PaymentMethod): { status: OrderStatus; paymentStatus: PaymentStatus } {
  return paymentMethod === "on-delivery"
    ? { status: "pending-confirmation", paymentStatus: "cash-on-delivery" }
    : { status: "awaiting-payment", paymentStatus: "pending" };
}
