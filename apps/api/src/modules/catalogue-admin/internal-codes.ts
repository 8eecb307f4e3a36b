import { CATALOGUE_LIMITS, internalEan } from "@shop/domain/catalogue";
import { sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import { styleCodeFor } from "../../seed/codes.js";

/**
 * The serials of internal EANs (`internalEan`: prefix 2, eleven digits, check digit) the editor draws start at 20
 * billion, above the demo's (prefix 200) and so apart from them.
 */
const FIRST_SERIAL = 20_000_000_000;
const LAST_SERIAL = 99_999_999_999;

/**
 * `count` internal EANs no size has, for sizes the merchant has no barcode for yet: the serials after the highest
 * one in use. Drawing holds a transaction-wide advisory lock, so two API processes creating colours at once draw
 * one after the other and never the same number; the highest one in use is one index lookup.
 */
export async function drawInternalEans(tx: Tx, count: number): Promise<string[]> {
  if (count === 0) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-internal-ean'))`);
  const highest = await tx.execute<{ ean: string }>(sql`
    select ean from skus where ean >= ${internalEan(FIRST_SERIAL).slice(0, 2)} and ean < '3' order by ean desc limit 1`);
  const last = highest.rows[0] ? Number(highest.rows[0].ean.slice(1, 12)) : FIRST_SERIAL;
  const start = Math.max(last, FIRST_SERIAL) + 1;
  if (start + count > LAST_SERIAL) throw new RangeError("internal EAN serials exhausted");
  return Array.from({ length: count }, (_, index) => internalEan(start + index));
}

/** The style code of a product's new colour: the one its colours share, else one made from its id as the seed does. */
export async function styleCodeOf(db: Queryable, productId: number): Promise<string> {
  const existing = await db.execute<{ style: string }>(sql`
    select style from variations where product_id = ${productId} order by position, id limit 1`);
  return existing.rows[0]?.style ?? styleCodeFor(productId % 900_000, 0);
}

/**
 * `count` colour numbers no colour has, for a duplicate's colours: the numbers after the highest one in use. Colour
 * numbers are digits (the storefront's cart and addresses name a colour by one), so a copy cannot be « 1234567-C2 »;
 * the merchant types the maker's number over it. Drawn under an advisory lock, as internal EANs are.
 */
export async function drawColourNumbers(tx: Tx, count: number): Promise<string[]> {
  if (count === 0) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-colour-number'))`);
  const drawn = await tx.execute<{ colorNo: string }>(sql`
    select (highest + n)::text as "colorNo"
      from (select coalesce(max(color_no::numeric), 999999) as highest from variations
             where color_no ~ '^[0-9]+$' and length(color_no) < ${CATALOGUE_LIMITS.colorNoMax}) h,
           generate_series(1, ${count}) as n
     order by n`);
  return drawn.rows.map((row) => row.colorNo);
}
