import type { LowStockQuery, StockChange, StockList, StockMovements, StockQuery, StockSku } from "@shop/domain/contract/admin-stock";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import { withTransactionRetry } from "../../lib/transaction-retry.js";
import { moveStock, type StaffActor } from "./stock-moves.js";

const SKU_COLUMNS = sql`
  s.id as "skuId", s.ean, s.size, s.stock, v.product_id as "productId", p.title_fr as title, v.color_no as "colorNo",
  v.color_name as "colorName", v.images[1] as image, s.price, s.promo_price as "promoPrice"`;
const SKU_FROM = sql`skus s join variations v on v.id = s.variation_id join products p on p.id = v.product_id`;

async function pageOf(db: Queryable, where: SQL, order: SQL, page: number, pageSize: number): Promise<StockList> {
  const result = await db.execute<StockSku & { matching: number }>(sql`
    select ${SKU_COLUMNS}, count(*) over ()::int as matching from ${SKU_FROM}
     where ${where} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`);
  return {
    skus: result.rows.map(({ matching: _matching, ...sku }) => sku),
    total: result.rows[0]?.matching ?? 0,
    page,
    pageSize,
  };
}

/** SKUs found by EAN (all 13 digits), colour number or words of the product's title. */
export function searchStock(db: Queryable, query: StockQuery): Promise<StockList> {
  const q = query.q?.trim();
  let where: SQL = sql`true`;
  if (q && /^\d{13}$/.test(q)) where = sql`s.ean = ${q}`;
  else if (q && /^\d+$/.test(q)) where = sql`(v.color_no = ${q} or s.ean like ${`${q}%`})`;
  else if (q) where = sql`p.title_fr ilike ${`%${q.replace(/[\\%_]/g, "\\$&")}%`}`;
  return pageOf(db, where, sql`p.title_fr, v.color_no, s.position, s.id`, query.page, query.pageSize);
}

/** SKUs with `threshold` units or fewer, the emptiest first. */
export function listLowStock(db: Queryable, query: LowStockQuery): Promise<StockList> {
  return pageOf(db, sql`s.stock <= ${query.threshold}`, sql`s.stock, p.title_fr, s.id`, query.page, query.pageSize);
}

export async function getStockSku(db: Queryable, skuId: number): Promise<StockSku | null> {
  const result = await db.execute<StockSku>(sql`select ${SKU_COLUMNS} from ${SKU_FROM} where s.id = ${skuId}`);
  return result.rows[0] ?? null;
}

/**
 * Sets a SKU's stock to a count, or adds to it (removes, when negative), with a reason, in one transaction and a
 * line of audit trail. The storefront's stock call reads the table itself, so it shows the change at once; the
 * catalogue's cached lists follow when the size goes out of stock or comes back (the catalog_version trigger).
 */
export async function changeStock(db: Db, skuId: number, change: StockChange, actor: StaffActor): Promise<StockSku> {
  await withTransactionRetry(db, async (tx) => {
    const locked = await tx.execute<{ stock: number }>(sql`select stock from skus where id = ${skuId} for update`);
    const current = locked.rows[0]?.stock;
    if (current === undefined) throw notFound("Cet article n’existe pas");
    const delta = change.mode === "set" ? change.quantity - current : change.quantity;
    if (delta === 0) throw new AppError(409, "NO_CHANGE", `Le stock est déjà de ${current}.`);
    await moveStock(tx, [{ skuId, delta, label: "cet article" }], { reason: change.reason, actor, note: change.note ?? null });
  });
  return (await getStockSku(db, skuId))!;
}

/** A SKU and its audit trail, newest first. */
export async function listStockMovements(db: Queryable, skuId: number): Promise<StockMovements> {
  const sku = await getStockSku(db, skuId);
  if (!sku) throw notFound("Cet article n’existe pas");
  const result = await db.execute<Omit<StockMovements["movements"][number], "at" | "actor"> & {
    at: string | Date;
    actorId: string | null;
    actorName: string | null;
  }>(sql`
    select id, sku_id as "skuId", delta, stock_after as "stockAfter", reason, note, actor_id as "actorId",
           actor_name as "actorName", order_id as "orderId", order_number as "orderNumber", created_at as at
      from stock_movements where sku_id = ${skuId} order by id desc limit 200`);
  return {
    sku,
    movements: result.rows.map(({ actorId, actorName, at, ...movement }) => ({
      ...movement,
      actor: actorId && actorName ? { id: actorId, name: actorName } : null,
      at: new Date(at).toISOString(),
    })),
  };
}
