import type { OrderStatus } from "@shop/domain/constants";
import { CANCEL_REASONS, nextStatus, type CancelReason } from "@shop/domain/order-workflow";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { recordOrderEvent } from "../timeline/order-timeline.js";
import { queueOrderMail } from "./order-mail.js";
import { restockOrder, type StaffActor } from "../stock/stock-moves.js";

export type { CancelReason };

/**
 * Cancels an order and gives its units back to stock, in the caller's transaction: the order row is locked first,
 * so two processes (a job, a member of staff) cancelling the same order at once give the stock back once. A card
 * payment still open is closed, and the timeline says who and why. Returns false when the order is gone, already
 * cancelled or past cancelling (the state machine of @shop/domain/order-workflow decides).
 */
export async function cancelOrder(
  tx: Tx,
  orderId: string,
  reason: CancelReason,
  by: { actor?: StaffActor; note?: string | null } = {},
): Promise<boolean> {
  const locked = await tx.execute<{ status: OrderStatus; number: number }>(
    sql`select status, number from orders where id = ${orderId} for update`,
  );
  const order = locked.rows[0];
  if (!order || nextStatus(order.status, "cancel") === null) return false;
  await tx.execute(sql`
    update orders
       set status = 'cancelled', cancel_reason = ${reason}, cancelled_at = now(), updated_at = now(),
           payment_status = case when payment_status = 'pending' then 'canceled' else payment_status end
     where id = ${orderId}`);
  await restockOrder(tx, { id: orderId, number: order.number }, "order-cancelled", by.actor ?? null);
  await tx.execute(sql`
    update payments set status = 'canceled', updated_at = now() where order_id = ${orderId} and status = 'pending'`);
  await recordOrderEvent(tx, {
    orderId,
    type: "cancelled",
    actor: by.actor ?? null,
    fromStatus: order.status,
    toStatus: "cancelled",
    summary: `Motif : ${CANCEL_REASONS[reason]}`,
    note: by.note ?? null,
  });
  await queueOrderMail(tx, orderId, "order-cancelled");
  return true;
}
