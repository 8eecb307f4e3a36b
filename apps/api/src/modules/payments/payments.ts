import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { orders, paymentEvents, payments } from "../../db/schema.js";
import { conflict, notFound } from "../../lib/errors.js";
import type { PaymentUrls } from "./payment-deps.js";
import { toChargilyMethod, toPaymentOutcome, type CardMethod, type PaymentDeps } from "./payment-provider.js";
import { assertMatchesPayment, lockPaymentByCheckout, settlePayment } from "./settle-payment.js";
import { toEventOutcome, type ChargilyEvent } from "./webhook-event.js";

export type CardOrder = { id: string; number: number; total: number; paymentMethod: CardMethod };

const orderNotFound = () => notFound(M.orderNotFound);

/**
 * Opens a checkout for a card order at the configured provider, records it as the order's one pending payment
 * (older pending ones are superseded) and marks the order's payment 'pending'. Returns where to send the shopper.
 */
export async function startCardPayment(
  db: Queryable,
  deps: PaymentDeps,
  order: CardOrder,
  urls: PaymentUrls,
) {
  const checkout = await deps.provider.createCheckout({
    amount: order.total,
    paymentMethod: toChargilyMethod(order.paymentMethod),
    successUrl: urls.successUrl,
    failureUrl: urls.failureUrl,
    webhookEndpoint: urls.webhookUrl,
    locale: "fr",
    description: `Commande n° ${order.number}`,
    metadata: { order_id: order.id },
  });
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: "canceled", updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
    await tx.insert(payments).values({
      orderId: order.id,
      provider: deps.provider.name,
      method: order.paymentMethod,
      checkoutId: checkout.id,
      checkoutUrl: checkout.checkoutUrl,
      amount: order.total,
      status: "pending",
    });
    await tx
      .update(orders)
      .set({ paymentStatus: "pending", paymentMethod: order.paymentMethod, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, "paid")));
  });
  return { checkoutUrl: checkout.checkoutUrl };
}

/**
 * Applies a verified Chargily event once: the event id is recorded first, so a replay changes nothing. An event
 * whose amount, currency or order does not match the payment is refused (422) and nothing is kept.
 */
export async function applyPaymentEvent(
  db: Db,
  event: ChargilyEvent,
): Promise<{ result: "applied" | "duplicate" | "ignored" }> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, checkoutId: event.data.id, type: event.type, payload: event })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { result: "duplicate" };
    const payment = await lockPaymentByCheckout(tx, event.data.id);
    if (!payment) throw notFound(M.paymentNotFound);
    assertMatchesPayment(payment, event.data);
    const outcome = toEventOutcome(event.type);
    return { result: outcome ? await settlePayment(tx, payment, outcome) : "ignored" };
  });
}

const switchable = ["failed", "canceled", "pending"];

/** Turns an unpaid card order into a cash-on-delivery order (idempotent once switched). */
export async function switchToCashOnDelivery(db: Db, orderId: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw orderNotFound();
    let current = order;
    if (order.paymentMethod !== "on-delivery" || order.paymentStatus !== "cash-on-delivery") {
      if (order.status !== "awaiting-payment" || !switchable.includes(order.paymentStatus)) {
        throw conflict("PAYMENT_METHOD_LOCKED", M.paymentMethodLocked);
      }
      [current = order] = await tx
        .update(orders)
        .set({
          paymentMethod: "on-delivery",
          paymentStatus: "cash-on-delivery",
          status: "pending-confirmation",
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, orderId))
        .returning();
      await tx
        .update(payments)
        .set({ status: "canceled", updatedAt: sql`now()` })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
    }
    return {
      id: current.id,
      status: current.status,
      paymentMethod: current.paymentMethod,
      paymentStatus: current.paymentStatus,
    };
  });
}

/**
 * A new card checkout for an 'awaiting-payment' order whose payment failed or was canceled. While a checkout is
 * still pending, the provider is asked for its state first: still open → the shopper goes back to it (unless
 * another card is chosen); settled meanwhile → its outcome is applied, as its webhook would.
 */
export async function retryCardPayment(
  db: Db,
  deps: PaymentDeps,
  orderId: string,
  urls: PaymentUrls,
  paymentMethod?: CardMethod,
) {
  let order = await findOrder(db, orderId);
  if (order.paymentStatus === "pending") {
    const [latest] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.id))
      .limit(1);
    if (latest?.status === "pending") {
      const checkout = await deps.provider.getCheckout(latest.checkoutId);
      const outcome = toPaymentOutcome(checkout.status);
      if (outcome === "pending" && (!paymentMethod || paymentMethod === latest.method))
        return { checkoutUrl: latest.checkoutUrl };
      if (outcome !== "pending") {
        await db.transaction(async (tx) => {
          const payment = await lockPaymentByCheckout(tx, latest.checkoutId);
          if (payment) assertMatchesPayment(payment, { amount: checkout.amount }, false);
          if (payment) await settlePayment(tx, payment, outcome);
        });
        order = await findOrder(db, orderId);
      }
    }
  }
  if (order.paymentStatus === "paid") throw conflict("ORDER_ALREADY_PAID", M.orderAlreadyPaid);
  const method = paymentMethod ?? order.paymentMethod;
  if (
    order.status !== "awaiting-payment" ||
    !switchable.includes(order.paymentStatus) ||
    method === "on-delivery"
  ) {
    throw conflict("PAYMENT_NOT_RETRYABLE", M.paymentNotRetryable);
  }
  return startCardPayment(
    db,
    deps,
    { id: order.id, number: order.number, total: order.total, paymentMethod: method },
    urls,
  );
}

async function findOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  return order;
}
