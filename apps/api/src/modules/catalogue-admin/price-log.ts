import type { PriceChanges } from "@shop/domain/contract/admin-catalogue-reads";
import { sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import { priceChanges } from "../../db/schema.js";
import type { Actor } from "./product-revision.js";

/** A size's price and planned promo price before (null: a new size) and after a save. */
export type PriceChange = {
  skuId: number;
  productId: number;
  /** « Veste Sprint · Noir · M »: what named the size then, kept should it be deleted. */
  label: string;
  before: { price: number; promo: number | null } | null;
  after: { price: number; promo: number | null };
};

export const sizeLabel = (title: string, colourName: string, size: string) => `${title} · ${colourName} · ${size}`;

/** Writes one line of the shop-wide price log per size whose price or promo price changed (or that is new). */
export async function logPriceChanges(tx: Tx, changes: readonly PriceChange[], actor: Actor, source: "editor" | "bulk" | "import" = "editor"): Promise<void> {
  const rows = changes
    .filter(({ before, after }) => before === null || before.price !== after.price || before.promo !== after.promo)
    .map(({ skuId, productId, label, before, after }) => ({
      skuId,
      productId,
      label,
      priceBefore: before?.price ?? null,
      priceAfter: after.price,
      promoBefore: before?.promo ?? null,
      promoAfter: after.promo,
      source,
      actorId: actor.id,
      actorName: actor.name,
    }));
  if (rows.length > 0) await tx.insert(priceChanges).values(rows);
}

/** The price log, newest first, a page at a time. */
export async function listPriceChanges(db: Queryable, query: { page: number; pageSize: number }): Promise<PriceChanges> {
  const result = await db.execute<Omit<PriceChanges["changes"][number], "createdAt"> & { createdAt: Date | string; matching: number }>(sql`
    select id, product_id as "productId", label, price_before as "priceBefore", price_after as "priceAfter",
           promo_before as "promoBefore", promo_after as "promoAfter", source, actor_name as actor, created_at as "createdAt",
           count(*) over ()::int as matching
      from price_changes order by created_at desc, id desc
     limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  return {
    changes: result.rows.map(({ matching: _matching, createdAt, ...change }) => ({
      ...change,
      createdAt: new Date(createdAt).toISOString(),
    })),
    total: result.rows[0]?.matching ?? (await countPriceChanges(db)),
    page: query.page,
    pageSize: query.pageSize,
  };
}

// A page past the last one has no row to carry the total.
async function countPriceChanges(db: Queryable): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from price_changes`);
  return result.rows[0]?.n ?? 0;
}
