import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/**
 * Writes `products.price`, `promo_price` and `sale_price` again from the products' sizes: the lowest price, the
 * lowest promo price in force, the lowest price a shopper pays (promo or not) — what the seed writes, what listings
 * sort and filter on. A product without sizes gets 0 (the columns take no null) and no promo. Every write that
 * touches a size's price, promo or existence calls this, the promo schedule too. Only rows whose prices move are
 * written. Returns the ids of those.
 */
export async function refreshProductPrices(db: Queryable, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    update products p
       set price = s.price, promo_price = s.promo_price, sale_price = s.sale_price
      from (
        select t.id, coalesce(min(k.price), 0) as price, min(k.promo_price) as promo_price,
               coalesce(min(coalesce(k.promo_price, k.price)), 0) as sale_price
          from unnest(${sql.param([...productIds])}::int[]) as t(id)
          left join variations v on v.product_id = t.id
          left join skus k on k.variation_id = v.id
         group by t.id
      ) s
     where p.id = s.id
       and (p.price, p.promo_price, p.sale_price) is distinct from (s.price, s.promo_price, s.sale_price)
    returning p.id`);
  return result.rows.map((row) => row.id);
}
