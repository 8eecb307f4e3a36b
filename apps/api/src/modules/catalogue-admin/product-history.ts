import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { ProductHistory } from "@shop/domain/contract/admin-catalogue-reads";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";

/** How many lines of history the editor shows: the latest 500 (a product edited daily for a year). */
const HISTORY_LINES = 500;

/** A product's history, newest first: who changed which field, when, before → after. */
export async function listProductHistory(db: Queryable, productId: number): Promise<ProductHistory> {
  const product = await db.execute(sql`select 1 from products where id = ${productId}`);
  if (product.rows.length === 0) throw notFound(M.productNotFound);
  const result = await db.execute<Omit<ProductHistory["events"][number], "createdAt"> & { createdAt: Date }>(sql`
    select id, revision, field, before, after, actor_name as actor, created_at as "createdAt"
      from product_events where product_id = ${productId} order by id desc limit ${HISTORY_LINES}`);
  return { events: result.rows.map((event) => ({ ...event, createdAt: new Date(event.createdAt).toISOString() })) };
}
