import { eq, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import { skus } from "../../db/schema.js";
import { drawInternalEans } from "./internal-codes.js";
import type { SkuValues, StoredSku } from "./sku-grid.js";

export type StoredColour = { id: number; productId: number; colorNo: string; nameFr: string; nameAr: string; hex: string; searchColor: string };

export async function readColour(db: Queryable, colourId: number): Promise<StoredColour> {
  const result = await db.execute<StoredColour>(sql`
    select id, product_id as "productId", color_no as "colorNo", color_name as "nameFr", color_name_ar as "nameAr",
           color_hex as hex, search_color as "searchColor"
      from variations where id = ${colourId}`);
  return result.rows[0]!;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The colour's sizes, locked in id order (the order checkout and `moveStock` lock sizes in: no lock cycle). */
export async function lockColourSizes(tx: Tx, colourId: number): Promise<StoredSku[]> {
  const result = await tx.execute<Omit<StoredSku, "promoStart" | "promoEnd"> & { promoStart: Date | null; promoEnd: Date | null }>(sql`
    select id, size, ean, sku, price, promo_price as "promoPrice", planned_promo_price as "plannedPromoPrice",
           promo_start as "promoStart", promo_end as "promoEnd", stock, is_active as "isActive", position
      from skus where variation_id = ${colourId} order by id for update`);
  return result.rows.map((row) => ({ ...row, promoStart: iso(row.promoStart), promoEnd: iso(row.promoEnd) }));
}

/** A size's values as the table's columns. */
export function toColumns(values: SkuValues) {
  return {
    ...values,
    promoStart: values.promoStart === null ? null : new Date(values.promoStart),
    promoEnd: values.promoEnd === null ? null : new Date(values.promoEnd),
  };
}

/**
 * Writes the edited sizes of a colour. Sizes may trade their names, references or EANs in one save (« M » ↔ « L »):
 * each is unique, so the ones changing are first moved aside — a name no one types (control characters are refused),
 * no reference, an internal EAN drawn for a code another size of the colour still holds — then all are written.
 */
export async function writeSkuValues(
  tx: Tx,
  edits: { id: number; before: StoredSku; values: SkuValues }[],
  stored: StoredSku[],
): Promise<void> {
  if (edits.length === 0) return;
  const renamed = edits.filter(({ before, values }) => before.size !== values.size).map(({ id }) => id);
  const rereferenced = edits.filter(({ before, values }) => before.sku !== values.sku).map(({ id }) => id);
  if (renamed.length > 0 || rereferenced.length > 0) {
    await tx.execute(sql`
      update skus set size = case when id = any(${sql.param(renamed)}::int[]) then chr(1) || id::text else size end,
                      sku = case when id = any(${sql.param(rereferenced)}::int[]) then null else sku end
       where id = any(${sql.param([...renamed, ...rereferenced])}::int[])`);
  }
  const swapped = edits.filter(
    ({ id, before, values }) => before.ean !== values.ean && stored.some((other) => other.id !== id && other.ean === values.ean),
  );
  const aside = await drawInternalEans(tx, swapped.length);
  for (const [index, { id }] of swapped.entries()) {
    await tx.update(skus).set({ ean: aside[index]! }).where(eq(skus.id, id));
  }
  for (const { id, values } of edits) await tx.update(skus).set(toColumns(values)).where(eq(skus.id, id));
}

/** Inserts new sizes (no stock yet: it comes through `moveStock`); their ids by position. */
export async function insertSizes(tx: Tx, colourId: number, values: SkuValues[]): Promise<Record<number, number>> {
  if (values.length === 0) return {};
  const created = await tx
    .insert(skus)
    .values(values.map((value) => ({ ...toColumns(value), variationId: colourId, stock: 0 })))
    .returning({ id: skus.id, position: skus.position });
  return Object.fromEntries(created.map((row) => [row.position, row.id]));
}
