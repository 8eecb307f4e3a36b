import type { OrderStatus } from "@shop/domain/constants";
import type { StaffCancelReason, StaffOrderAction } from "@shop/domain/order-workflow";
import { illegalMoveMessage, nextStatus } from "@shop/domain/order-workflow";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { cancelOrder } from "../orders/cancel-order.js";
import { queueOrderMail } from "../orders/order-mail.js";
import { restockOrder, type StaffActor } from "../stock/stock-moves.js";
import { recordOrderEvent } from "../timeline/order-timeline.js";

export type OrderMove =
  | { action: "confirm" | "deliver" | "return"; note?: string }
  | { action: "no-answer"; note: string; maxAttempts: number }
  | { action: "cancel"; reason: StaffCancelReason; note?: string }
  | { action: "ship"; courier: string; trackingNumber: string; note?: string };

type LockedOrder = {
  id: string;
  number: number;
  status: OrderStatus;
  noAnswerAttempts: number;
  paymentMethod: string;
};

/** Locks the order row: every move and edit of one order happens one after the other. */
export async function lockOrder(tx: Tx, orderId: string): Promise<LockedOrder> {
  const result = await tx.execute<LockedOrder>(sql`
    select id, number, status, no_answer_attempts as "noAnswerAttempts", payment_method as "paymentMethod"
      from orders where id = ${orderId} for update`);
  const order = result.rows[0];
  if (!order) throw notFound("Cette commande n’existe pas");
  return order;
}

export const illegalMove = (status: OrderStatus, action: StaffOrderAction) =>
  new AppError(409, "ILLEGAL_TRANSITION", illegalMoveMessage(status, action));

/**
 * Applies a staff move to an order in one transaction, as the state machine allows it (409 otherwise), with a
 * line of timeline. A cancellation or a return gives the units back to stock in the same transaction. The last
 * unanswered call allowed (NO_ANSWER_MAX_ATTEMPTS) cancels the order.
 */
export async function moveOrder(db: Db, orderId: string, move: OrderMove, actor: StaffActor): Promise<void> {
  await withTransactionRetry(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const to = nextStatus(order.status, move.action);
    if (to === null) throw illegalMove(order.status, move.action);
    const event = { orderId, actor, fromStatus: order.status, toStatus: to, note: move.note ?? null };
    switch (move.action) {
      case "confirm":
        await setStatus(tx, orderId, sql`status = 'confirmed'`);
        await recordOrderEvent(tx, { ...event, type: "confirmed" });
        await queueOrderMail(tx, orderId, "order-confirmed");
        return;
      case "no-answer": {
        const attempts = order.noAnswerAttempts + 1;
        await setStatus(tx, orderId, sql`status = 'no-answer', no_answer_attempts = ${attempts}`);
        await recordOrderEvent(tx, {
          ...event,
          type: "no-answer",
          summary: `Appel sans réponse n° ${attempts} sur ${move.maxAttempts}`,
        });
        if (attempts >= move.maxAttempts) await cancelOrder(tx, orderId, "no-answer-limit", { actor: null });
        return;
      }
      case "cancel":
        await cancelOrder(tx, orderId, move.reason, { actor, note: move.note ?? null });
        return;
      case "ship":
        await setStatus(
          tx,
          orderId,
          sql`status = 'shipped', courier = ${move.courier}, tracking_number = ${move.trackingNumber}, shipped_at = now()`,
        );
        await recordOrderEvent(tx, {
          ...event,
          type: "shipped",
          summary: `${move.courier}, suivi ${move.trackingNumber}`,
        });
        await queueOrderMail(tx, orderId, "order-shipped");
        return;
      case "deliver":
        // A cash order's payment status stays `cash-on-delivery`: delivered means the courier collected it.
        await setStatus(tx, orderId, sql`status = 'delivered', closed_at = now()`);
        await recordOrderEvent(tx, { ...event, type: "delivered" });
        await queueOrderMail(tx, orderId, "order-delivered");
        return;
      case "return":
        await setStatus(tx, orderId, sql`status = 'returned', closed_at = now()`);
        await restockOrder(tx, order, "order-returned", actor);
        await recordOrderEvent(tx, { ...event, type: "returned", summary: "Articles remis en stock" });
        return;
    }
  });
}

async function setStatus(tx: Tx, orderId: string, assignments: ReturnType<typeof sql>): Promise<void> {
  await tx.execute(sql`update orders set ${assignments}, updated_at = now() where id = ${orderId}`);
}
