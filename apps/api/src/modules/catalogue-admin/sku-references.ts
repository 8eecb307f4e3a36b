import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";

/**
 * The sizes among `skuIds` that must not be deleted: one an order line names (deleting would leave the line
 * without its size, and a cancellation could no longer give its units back), one in a shopper's cart (the line
 * would vanish unexplained) or one an offer gives away (the offer points at it). The merchant makes such a size
 * inactive instead: it stays, shoppers see it as out of stock.
 */
export async function sizesInUse(tx: Tx, skuIds: readonly number[]): Promise<{ id: number; size: string }[]> {
  if (skuIds.length === 0) return [];
  const result = await tx.execute<{ id: number; size: string }>(sql`
    select s.id, s.size from skus s
     where s.id = any(${sql.param([...skuIds])}::int[])
       and (exists (select 1 from order_lines l where l.sku_id = s.id)
            or exists (select 1 from cart_items c where c.sku_id = s.id)
            or exists (select 1 from offers o where o.gift_sku_id = s.id))
     order by s.position, s.id`);
  return result.rows;
}
