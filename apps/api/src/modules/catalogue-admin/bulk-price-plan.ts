import { createHash } from "node:crypto";
import { formatMessage } from "@shop/domain/api-messages";
import { algiersLocalToIso, promoInForce, withBulkPriceChange, type BulkPriceChange, type PricedSize } from "@shop/domain/catalogue";
import {
  BULK_PRICE_LIMITS,
  BULK_PRICE_MESSAGES as M,
  BULK_PRICE_REFUSALS,
  type BulkOperation,
  type BulkPreview,
  type BulkPreviewRow,
  type BulkPricesRequest,
  type BulkSelection,
} from "@shop/domain/contract/admin-bulk-prices";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { badRequest } from "../../lib/errors.js";
import { productConditions } from "./product-list.js";

/** A size of the selection as stored: its prices and what names it. */
export type SelectedSku = PricedSize & {
  skuId: number;
  productId: number;
  title: string;
  colour: string;
  colorNo: string;
  size: string;
  /** The promo price shoppers pay now (`promo_price`). */
  inForce: number | null;
};

/** The selected sizes' products: the products list's own conditions for a category or a search, or the list. */
function selectionCondition(selection: BulkSelection): SQL {
  if (selection.productIds) return sql`p.id = any(${sql.param(selection.productIds)}::int[])`;
  return sql.join(productConditions({ q: selection.q, category: selection.categoryId }), sql` and `);
}

/** Locks the selection's products in id order, as the promo schedule does: a save of one of them waits, and so does the apply. */
export async function lockSelectedProducts(db: Queryable, selection: BulkSelection): Promise<void> {
  await db.execute(sql`select p.id from products p where ${selectionCondition(selection)} order by p.id for update of p`);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The selection's sizes, by product, colour and size, `lock`ed for update when the apply reads them. Over
 * `skusPerOperation` the operation is refused (400) with the count, before anything is planned.
 */
export async function readSelection(db: Queryable, selection: BulkSelection, lock = false): Promise<SelectedSku[]> {
  const cap = BULK_PRICE_LIMITS.skusPerOperation;
  const result = await db.execute<Omit<SelectedSku, "promoStart" | "promoEnd"> & { promoStart: Date | null; promoEnd: Date | null }>(sql`
    select s.id as "skuId", p.id as "productId", p.title_fr as title, v.color_name as colour, v.color_no as "colorNo",
           s.size, s.price, s.planned_promo_price as "promoPrice", s.promo_start as "promoStart", s.promo_end as "promoEnd",
           s.promo_price as "inForce"
      from products p join variations v on v.product_id = p.id join skus s on s.variation_id = v.id
     where ${selectionCondition(selection)}
     order by p.id, v.position, v.id, s.position, s.id
     limit ${cap + 1} ${lock ? sql`for update of s` : sql``}`);
  if (result.rows.length > cap) {
    const count = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from products p join variations v on v.product_id = p.id join skus s on s.variation_id = v.id
       where ${selectionCondition(selection)}`);
    throw badRequest(formatMessage(M.tooManySkus, { count: (count.rows[0]?.n ?? cap + 1).toLocaleString("fr-FR") }));
  }
  return result.rows.map((row) => ({ ...row, promoStart: iso(row.promoStart), promoEnd: iso(row.promoEnd) }));
}

/**
 * What the preview stands for: the request and every selected size with its prices, hashed. The apply hashes what it
 * finds under its locks the same way: a price moved, a size added or removed, another operation — another token.
 */
export function previewToken(request: BulkPricesRequest, skus: readonly SelectedSku[]): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([request.selection, request.operation]));
  for (const sku of [...skus].sort((a, b) => a.skuId - b.skuId)) {
    hash.update(`|${sku.skuId}:${sku.price}:${sku.promoPrice}:${sku.promoStart}:${sku.promoEnd}`);
  }
  return hash.digest("hex");
}

/** The operation as the domain's rule takes it: promo dates (Algiers time) as instants. */
function changeOf(operation: BulkOperation): BulkPriceChange {
  if (operation.kind !== "promo") return operation;
  const instant = (local: string | null) => (local === null ? null : algiersLocalToIso(local)!);
  return { ...operation, start: instant(operation.start), end: instant(operation.end) };
}

const sameInstant = (a: string | null, b: string | null) => a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/** Each selected size before → after (`withBulkPriceChange`), the promo in force worked out at `now`. */
export function planBulkPrices(skus: readonly SelectedSku[], operation: BulkOperation, now: Date): BulkPreviewRow[] {
  const change = changeOf(operation);
  return skus.map((sku) => {
    const before = {
      price: sku.price,
      promoPrice: sku.promoPrice,
      promoStart: sku.promoStart,
      promoEnd: sku.promoEnd,
      promoInForce: sku.inForce !== null,
    };
    const row = { skuId: sku.skuId, productId: sku.productId, title: sku.title, colour: sku.colour, size: sku.size, before };
    const planned = withBulkPriceChange(sku, change);
    if (planned.size === null) return { ...row, after: null, changed: false, refusal: BULK_PRICE_REFUSALS[planned.refusal] };
    const { price, promoPrice, promoStart, promoEnd } = planned.size;
    const inForce = promoInForce(promoPrice, { start: promoStart, end: promoEnd }, now);
    const after = { price, promoPrice, promoStart, promoEnd, promoInForce: inForce !== null };
    const changed =
      price !== sku.price ||
      promoPrice !== sku.promoPrice ||
      !sameInstant(promoStart, sku.promoStart) ||
      !sameInstant(promoEnd, sku.promoEnd) ||
      inForce !== sku.inForce;
    return { ...row, after, changed, refusal: null };
  });
}

/** The preview's counts and token beside its rows. */
export function summarise(request: BulkPricesRequest, skus: readonly SelectedSku[], rows: BulkPreviewRow[]): BulkPreview {
  const changed = rows.filter((row) => row.changed);
  const refused = rows.filter((row) => row.refusal !== null).length;
  return {
    token: previewToken(request, skus),
    counts: {
      skus: rows.length,
      changed: changed.length,
      unchanged: rows.length - changed.length - refused,
      refused,
      products: new Set(changed.map((row) => row.productId)).size,
    },
    rows,
  };
}

/** The preview of a bulk change: nothing is written. */
export async function previewBulkPrices(db: Queryable, request: BulkPricesRequest, now = new Date()): Promise<BulkPreview> {
  const skus = await readSelection(db, request.selection);
  return summarise(request, skus, planBulkPrices(skus, request.operation, now));
}
