import { and, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orders, payments } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import { readOrderId } from "./webhook-event.js";
import type { OrderStatus } from "@shop/domain/constants";
import { nextStatus } from "@shop/domain/order-workflow";
import { recordOrderEvent } from "../timeline/order-timeline.js";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentOutcome = "paid" | "failed" | "canceled";

/** The payment of a checkout, locked until the end of the transaction (payment first, then its order). */
export async function lockPaymentByCheckout(tx: Tx, checkoutId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.checkoutId, checkoutId)).for("update");
  return payment;
}

/** Refuses news about a checkout that does not match what the shop asked for (amount, currency, order). */
export function assertMatchesPayment(
  payment: PaymentRow,
  checkout: { amount?: number; currency?: string; metadata?: unknown },
  checkOrder = true,
): void {
  const wrongOrder = checkOrder && readOrderId(checkout.metadata) !== payment.orderId;
  const wrongAmount = checkout.amount !== undefined && checkout.amount !== payment.amount;
  const wrongCurrency = checkout.currency !== undefined && checkout.currency.toLowerCase() !== "dzd";
  if (wrongOrder || wrongAmount || wrongCurrency) {
    throw new AppError(
      422,
      "PAYMENT_MISMATCH",
      "Ce paiement ne correspond pas à la commande (montant ou commande).",
    );
  }
}

/**
 * Applies a final checkout outcome to its payment and order (caller holds the payment lock).
 * - The payment row leaves 'pending' once; 'paid' always wins, since the money was taken.
 * - An order already paid is left alone. 'paid' marks the order paid (with the card used) and moves an
 *   'awaiting-payment' order to 'pending-confirmation'. 'failed'/'canceled' reach the order only while it
 *   still waits for this very checkout (its latest one, payment status 'pending').
 */
export async function settlePayment(
  tx: Tx,
  payment: PaymentRow,
  outcome: PaymentOutcome,
): Promise<"applied" | "ignored"> {
  const [order] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for("update");
  const paymentChanges =
    payment.status !== outcome && (outcome === "paid" ? true : payment.status === "pending");
  if (paymentChanges) {
    await tx
      .update(payments)
      .set({ status: outcome, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
  }
  if (!order || order.paymentStatus === "paid") return "ignored";

  if (outcome === "paid") {
    await tx
      .update(orders)
      .set({
        paymentStatus: "paid",
        paymentMethod: payment.method,
        status: order.status === "awaiting-payment" ? "pending-confirmation" : order.status,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, payment.orderId));
    const to = nextStatus(order.status as OrderStatus, "pay");
    await recordOrderEvent(tx, {
      orderId: payment.orderId,
      type: "paid",
      actor: null,
      fromStatus: order.status as OrderStatus,
      toStatus: to ?? (order.status as OrderStatus),
      summary: `Paiement par carte reçu (${payment.amount} DA)`,
    });
    return "applied";
  }
  const [latest] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, payment.orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  const waitsForThisCheckout =
    latest?.id === payment.id && order.paymentStatus === "pending" && order.status === "awaiting-payment";
  if (!paymentChanges || !waitsForThisCheckout) return paymentChanges ? "applied" : "ignored";
  await tx
    .update(orders)
    .set({ paymentStatus: outcome, updatedAt: sql`now()` })
    .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, "pending")));
  return "applied";
}
