import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { refreshProductPrices } from "./product-prices.js";

/** The promo price in force at `now` of a size with a window (`promoInForce` of @shop/domain, in SQL). */
const IN_FORCE = (now: string) => sql`
  case when (promo_start is null or promo_start <= ${now}::timestamptz) and (promo_end is null or promo_end > ${now}::timestamptz)
       then planned_promo_price end`;

/**
 * Puts promo prices in force when their start comes and takes them off when their end does: run every minute by
 * each API process (plugins/housekeeping.ts). Only sizes with a window are looked at, and only those whose promo in
 * force is not the one due are written, so a run with nothing due writes nothing (the catalogue's version does not
 * move). The products are locked first, in id order, as the editor locks a product before its sizes: a save and a
 * run wait for each other instead of deadlocking. Two processes running it at once do no harm: the second finds the
 * sizes already right (PostgreSQL checks the condition again on the row it waited for). Returns the products whose
 * promo prices moved.
 */
export async function applyPromoSchedule(db: Db, now: Date = new Date()): Promise<number[]> {
  const at = now.toISOString();
  const due = await db.execute<{ productId: number }>(sql`
    select distinct v.product_id as "productId" from skus s join variations v on v.id = s.variation_id
     where (s.promo_start is not null or s.promo_end is not null)
       and s.promo_price is distinct from ${IN_FORCE(at)}
     order by 1`);
  if (due.rows.length === 0) return [];
  const productIds = due.rows.map((row) => row.productId);
  return withTransactionRetry(db, async (tx) => {
    await tx.execute(sql`select id from products where id = any(${sql.param(productIds)}::int[]) order by id for update`);
    const changed = await tx.execute<{ productId: number }>(sql`
      update skus s set promo_price = ${IN_FORCE(at)}
        from variations v
       where v.id = s.variation_id and v.product_id = any(${sql.param(productIds)}::int[])
         and (s.promo_start is not null or s.promo_end is not null)
         and s.promo_price is distinct from ${IN_FORCE(at)}
      returning v.product_id as "productId"`);
    const moved = [...new Set(changed.rows.map((row) => row.productId))];
    await refreshProductPrices(tx, moved);
    return moved;
  });
}
