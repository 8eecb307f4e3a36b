import { sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import type { CategoryRows } from "./category-rows.js";

/** A category a product was put in by the merchant (not one it is listed under as an ancestor). */
export type Membership = { productId: number; categoryId: number };

/**
 * The categories chosen for each of `productIds`. `product_categories` lists a product under the categories chosen
 * for it and under their ancestors, so that a category's page is one index lookup; the chosen ones are those of its
 * rows none of whose sub-categories holds the product too, and its primary one always (as the product editor reads
 * them). Read before the tree changes: once a category has moved, its old parent would look chosen.
 */
export async function chosenCategories(db: Queryable, productIds: readonly number[]): Promise<Membership[]> {
  if (productIds.length === 0) return [];
  const result = await db.execute<Membership>(sql`
    select pc.product_id as "productId", pc.category_id as "categoryId"
      from product_categories pc
     where pc.product_id = any(${sql.param(productIds)}::int[])
       and (pc.is_primary or not exists (
         select 1 from product_categories x join categories c on c.id = x.category_id
          where x.product_id = pc.product_id and c.parent_id = pc.category_id))`);
  return result.rows;
}

/**
 * Writes the rows of `productIds` again from their chosen categories (`chosen`) and the tree as it is now (`rows`):
 * each chosen category and its ancestors. Rows that stay keep their primary flag and hand position; rows added
 * (a new ancestor) have neither; rows no longer justified (an old ancestor) go.
 */
export async function rewriteMemberships(
  tx: Tx,
  rows: CategoryRows,
  productIds: readonly number[],
  chosen: readonly Membership[],
): Promise<void> {
  if (productIds.length === 0) return;
  const wanted = new Map<string, Membership>();
  for (const { productId, categoryId } of chosen) {
    for (let row = rows.byId.get(categoryId); row; row = row.parentId === null ? undefined : rows.byId.get(row.parentId)) {
      wanted.set(`${productId}:${row.id}`, { productId, categoryId: row.id });
    }
  }
  const products = sql.param([...wanted.values()].map((m) => m.productId));
  const categories = sql.param([...wanted.values()].map((m) => m.categoryId));
  await tx.execute(sql`
    delete from product_categories pc
     where pc.product_id = any(${sql.param(productIds)}::int[])
       and not exists (
         select 1 from unnest(${products}::int[], ${categories}::int[]) as w(product_id, category_id)
          where w.product_id = pc.product_id and w.category_id = pc.category_id)`);
  await tx.execute(sql`
    insert into product_categories (product_id, category_id)
    select product_id, category_id from unnest(${products}::int[], ${categories}::int[]) as w(product_id, category_id)
    on conflict do nothing`);
}
