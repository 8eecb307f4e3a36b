import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";

/** Why an order was cancelled; the back office adds its own reasons. */
export type CancelReason = "payment-timeout";

/** Statuses an order can still be cancelled from: once it left the shop, it is returned, not cancelled. */
const CANCELLABLE = ["awaiting-payment", "pending-confirmation", "confirmed"];

/**
 * Cancels an order and gives its units back to stock, in the caller's transaction: the order row is locked first,
 * so two processes (a job, a member of staff) cancelling the same order at once give the stock back once. A card
 * payment still open is closed. Returns false when the order is gone, already cancelled or past cancelling.
 */
export async function cancelOrder(tx: Tx, orderId: string, reason: CancelReason): Promise<boolean> {
  const locked = await tx.execute<{ status: string }>(sql`select status from orders where id = ${orderId} for update`);
  const status = locked.rows[0]?.status;
  if (!status || !CANCELLABLE.includes(status)) return false;
  await tx.execute(sql`
    update orders
       set status = 'cancelled', cancel_reason = ${reason}, cancelled_at = now(), updated_at = now(),
           payment_status = case when payment_status = 'pending' then 'canceled' else payment_status end
     where id = ${orderId}`);
  // A gift can be the very SKU of a bought line: sum per SKU, or UPDATE … FROM would add one of the two only.
  await tx.execute(sql`
    update skus set stock = skus.stock + returned.quantity
      from (select sku_id, sum(quantity)::int as quantity from order_lines
             where order_id = ${orderId} and sku_id is not null group by sku_id) as returned
     where skus.id = returned.sku_id`);
  await tx.execute(sql`
    update payments set status = 'canceled', updated_at = now() where order_id = ${orderId} and status = 'pending'`);
  return true;
}
