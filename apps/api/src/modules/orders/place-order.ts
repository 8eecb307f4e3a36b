import type { Locale } from "@shop/domain/constants";
import type { CheckoutBody, Order } from "@shop/domain/contract/orders";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import type { Session } from "../accounts/sessions.js";
import { ownerOf } from "../cart/cart-lines.js";
import { requirePaymentDeps } from "../payments/payment-deps.js";
import { createOrder } from "./create-order.js";
import type { GuardLimits } from "./order-guard.js";
import { startPaymentForOrder } from "./order-payment.js";
import { getOrderView } from "./order-view.js";

export type PlaceOrderInput = {
  session: Session | null;
  checkout: CheckoutBody;
  /** The caller's key for this payment attempt; without one, every call is a new attempt. */
  idempotencyKey: string | undefined;
  limits: GuardLimits;
  /** The language of the shopper's page (its e-mails are written in it). */
  language: Locale;
  /** Told when a card checkout could not be opened (the order stands; its page offers to retry). */
  onPaymentError: (error: unknown) => void;
};

export type PlacedOrder = { order: Order; created: boolean };

/**
 * Places the session's cart as an order and, for a new card order, opens its checkout. A card order is refused
 * at once when card payments are off; the same key again answers with the order it placed (`created` false).
 */
export async function placeOrder(db: Db, config: Config, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { session, checkout } = input;
  if ((checkout.paymentMethodOptions.type ?? "on-delivery") !== "on-delivery") requirePaymentDeps(config);
  if (!session) throw new AppError(400, "EMPTY_CART", "Votre panier est vide");
  const key = input.idempotencyKey ?? crypto.randomUUID();
  const result = await createOrder(db, {
    owner: ownerOf(session),
    userId: session.userId,
    sessionId: session.id,
    // Keys are per session: another shopper's key never finds this shopper's order.
    idempotencyKey: `${session.id.slice(0, 16)}:${key}`,
    checkout,
    limits: input.limits,
    language: input.language,
  });
  const order = await getOrderView(db, result.id);
  if (!order) throw new Error(`order ${result.id} vanished after it was placed`);
  if (result.created && order.paymentMethod !== "on-delivery") {
    order.checkoutUrl = (await startPaymentForOrder(db, config, order, input.onPaymentError)).checkoutUrl;
  }
  return { order: { ...order, duplicate: result.duplicate }, created: result.created };
}
