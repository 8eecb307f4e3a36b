import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { cancelOrder } from "./cancel-order.js";

/**
 * Cancels the card orders left unpaid for more than `minutes` and gives their units back to stock, one order per
 * transaction. `for update skip locked` hands each order to one API process only: several processes running the
 * job at once cancel each order exactly once, and none waits behind another. Returns the ids it cancelled.
 */
export async function cancelExpiredUnpaidOrders(db: Db, minutes: number, batch = 200): Promise<string[]> {
  const cancelled: string[] = [];
  for (;;) {
    const id = await db.transaction(async (tx) => {
      const next = await tx.execute<{ id: string }>(sql`
        select id from orders
         where status = 'awaiting-payment' and payment_status <> 'paid'
           and created_at < now() - make_interval(mins => ${minutes})
         order by created_at limit 1 for update skip locked`);
      const found = next.rows[0]?.id;
      if (found && (await cancelOrder(tx, found, "payment-timeout"))) return found;
      return null;
    });
    if (!id) return cancelled;
    cancelled.push(id);
    if (cancelled.length >= batch) return cancelled;
  }
}

/** The card orders the job above would cancel now: the expiry queue's depth in the metrics. */
export async function expiredUnpaidOrderCount(db: Db, minutes: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from orders
     where status = 'awaiting-payment' and payment_status <> 'paid'
       and created_at < now() - make_interval(mins => ${minutes})`);
  return result.rows[0]?.count ?? 0;
}
