import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES as M,
  type CategoryProduct,
  type CategoryProducts,
} from "@shop/domain/contract/admin-categories";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { badRequest, notFound } from "../../lib/errors.js";
import { pathOf, readCategoryRows } from "./category-rows.js";

/** A product of the category as the hand-order list shows it: its card's picture, price and stock. */
const PRODUCT_COLUMNS = sql`
  p.id, p.title_fr as "titleFr", p.title_ar as "titleAr", p.status, v.picture, p.sale_price as price,
  exists (select 1 from variations sv join skus s on s.variation_id = sv.id
           where sv.product_id = p.id and s.stock > 0 and s.is_active) as "inStock",
  pc.position`;
const PRODUCT_FROM = sql`
  product_categories pc join products p on p.id = pc.product_id
  left join lateral (
    select images[1] as picture from variations where product_id = p.id order by position, id limit 1) v on true`;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * A category's products in the order its listing shows them by default: those placed by hand, then the others as the
 * shop lists them (in stock first, then the newest), at most `othersListed` of them or those matching `q` (French or
 * Arabic title, handle).
 */
export async function getCategoryProducts(db: Queryable, id: number, q?: string): Promise<CategoryProducts> {
  const rows = await readCategoryRows(db);
  const category = rows.byId.get(id);
  if (!category) throw notFound(M.categoryNotFound);
  const matching: SQL = q
    ? sql`and (p.title_fr ilike ${likeOf(q)} or p.title_ar ilike ${likeOf(q)} or p.handle ilike ${likeOf(q)})`
    : sql``;
  const [placed, others, total] = await Promise.all([
    db.execute<CategoryProduct>(sql`
      select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
       where pc.category_id = ${id} and pc.position is not null order by pc.position, p.id`),
    db.execute<CategoryProduct>(sql`
      select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM}
       where pc.category_id = ${id} and pc.position is null ${matching}
       order by "inStock" desc, p.created_at desc, p.id desc limit ${CATEGORY_LIMITS.othersListed}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from product_categories where category_id = ${id}`),
  ]);
  return {
    category: { id, titleFr: category.titleFr, path: pathOf(rows, id) },
    placed: placed.rows,
    others: others.rows,
    total: total.rows[0]?.total ?? 0,
  };
}

/**
 * The products placed by hand at the head of the category's listing, first to last (`product_categories.position`,
 * 1, 2, 3…); every other product of the category loses its place and follows in the shop's order.
 */
export async function setCategoryProductsOrder(db: Db, id: number, productIds: readonly number[]): Promise<CategoryProducts> {
  await db.transaction(async (tx) => {
    const category = await tx.execute(sql`select id from categories where id = ${id} for share`);
    if (category.rows.length === 0) throw notFound(M.categoryNotFound);
    const held = await tx.execute<{ productId: number }>(sql`
      select product_id as "productId" from product_categories
       where category_id = ${id} and product_id = any(${sql.param(productIds)}::int[])`);
    const inCategory = new Set(held.rows.map((row) => row.productId));
    const missing = productIds.findIndex((productId) => !inCategory.has(productId));
    if (missing !== -1) throw badRequest(M.productNotInCategory, { [`productIds.${missing}`]: M.productNotInCategory });
    await tx.execute(sql`
      update product_categories set position = null
       where category_id = ${id} and position is not null and product_id <> all(${sql.param(productIds)}::int[])`);
    await tx.execute(sql`
      update product_categories pc set position = o.position
        from unnest(${sql.param(productIds)}::int[]) with ordinality as o(product_id, position)
       where pc.category_id = ${id} and pc.product_id = o.product_id and pc.position is distinct from o.position`);
  });
  return getCategoryProducts(db, id);
}
