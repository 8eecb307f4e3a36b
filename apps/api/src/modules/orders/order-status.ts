/**
 * Order lifecycle (see README.md beside this file). The statuses are shared with the storefront
 * (`ORDER_STATUSES`, `PAYMENT_STATUSES` in @shop/domain/constants):
 * status:         awaiting-payment → pending-confirmation → confirmed → shipped → delivered, or cancelled
 * paymentStatus:  cash-on-delivery | pending | paid | failed | canceled
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from "@shop/domain/constants";

/** Where a new order starts: cash orders wait for the merchant's call, card orders for the payment. */
export function initialState(paymentMethod: PaymentMethod): { status: OrderStatus; paymentStatus: PaymentStatus } {
  return paymentMethod === "on-delivery"
    ? { status: "pending-confirmation", paymentStatus: "cash-on-delivery" }
    : { status: "awaiting-payment", paymentStatus: "pending" };
}
