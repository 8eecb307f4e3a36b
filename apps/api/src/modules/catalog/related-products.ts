import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import type { ProductIndex } from "./product-index.js";
import { preparedStatement } from "../../db/prepared.js";

export const RELATED_LIMIT = 8;
/** Fewer than this in the product's own category, and its parent categories are looked in too. */
const RELATED_MIN = 4;

/** The product's primary category (null when it has none); undefined when no published product has this id. */
export async function getPrimaryCategoryId(db: Queryable, id: number): Promise<number | null | undefined> {
  const rows = await primaryCategory(db, { id });
  return rows[0]?.categoryId;
}

const primaryCategory = preparedStatement<{ categoryId: number | null }>("primary-category", (value) => sql`
    select (select pc.category_id from product_categories pc
             where pc.product_id = p.id and pc.is_primary limit 1) as "categoryId"
      from products p where p.id = ${value("id")} and p.is_published`);

/** A product's position in the index (ids are ascending), or -1. */
export function positionOf(index: ProductIndex, id: number): number {
  let low = 0;
  let high = index.size - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = index.ids[middle]!;
    if (found === id) return middle;
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * Products to show beside the one at `position`: in stock, for the same gender (« Pour »), from its category,
 * then from the parent categories in `categories` (nearest first) while fewer than four were found. The
 * nearest in price come first, then the newest: each product gets its own row, of things it could be
 * swapped for.
 */
export function pickRelatedIds(
  index: ProductIndex,
  position: number,
  categories: Int32Array[],
  limit = RELATED_LIMIT,
): number[] {
  const { keys, start, codes, salePrices, inStock, ids } = index;
  const width = keys.length;
  const gender = keys.indexOf("gender");
  const genderOf = (p: number) =>
    gender === -1 || start[p * width + gender] === start[p * width + gender + 1]
      ? -1
      : codes[start[p * width + gender]!]!;
  const wantedGender = genderOf(position);
  const price = salePrices[position]!;
  const taken = new Set<number>([position]);
  const picked: number[] = [];

  for (const positions of categories) {
    if (picked.length >= RELATED_MIN) break;
    // The `limit - picked` best of this category, kept sorted: a short insertion list, no sort of the category.
    const room = limit - picked.length;
    const best: number[] = [];
    const better = (a: number, b: number) => {
      const gap = Math.abs(salePrices[a]! - price) - Math.abs(salePrices[b]! - price);
      return gap < 0 || (gap === 0 && ids[a]! > ids[b]!);
    };
    for (const p of positions) {
      if (!inStock[p] || taken.has(p) || genderOf(p) !== wantedGender) continue;
      if (best.length === room && !better(p, best[room - 1]!)) continue;
      let at = best.length === room ? room - 1 : best.length;
      while (at > 0 && better(p, best[at - 1]!)) {
        best[at] = best[at - 1]!;
        at--;
      }
      best[at] = p;
    }
    for (const p of best) {
      taken.add(p);
      picked.push(p);
    }
  }
  return picked.map((p) => ids[p]!);
}
