import { wordsFor, type Bits } from "./product-bits.js";
import type { ProductIndex, SortKey } from "./product-index.js";

/**
 * What a category's listings are computed on: the index restricted to the category's products, renumbered
 * 0 .. n - 1 in the catalogue's order. A listing's bitsets then have a word per 32 of the category's products
 * instead of one per 32 of the catalogue's: a facet value counted in a category of 1,000 products among 100,000 is
 * an AND of 32 words instead of 3,125. Same products, same order, same prices: a listing computed on it is the one
 * computed on the whole index (orders keep their ties, local positions following the catalogue's).
 *
 * It holds what a listing walks word by word — the value bitsets, the orders, the ids — and reads each product's
 * values and prices from the catalogue's arrays through `at` (`catalogPosition`): about 42 bytes per product
 * where a copy of everything took 270. Its `words` and `byCategory` are the catalogue's: a restricted index serves
 * listings of its category, never a search or another category.
 */
export function restrictIndex(index: ProductIndex, positions: Int32Array): ProductIndex {
  const size = positions.length;
  const width = index.keys.length;
  const { start, codes } = index;
  const valueBits: Bits[] = index.valueBits.map(
    (bits) => new Int32Array(bits.length === 0 ? 0 : wordsFor(size)),
  );
  const local = new Int32Array(index.size).fill(-1);
  for (let p = 0; p < size; p++) {
    const g = positions[p]!;
    local[g] = p;
    for (let i = start[g * width]!, end = start[(g + 1) * width]!; i < end; i++) {
      if (codes[i] !== 0) valueBits[codes[i]!]![p >>> 5]! |= 1 << (p & 31);
    }
  }
  // The catalogue's orders kept to the category's products, renumbered.
  const restrict = (order: Int32Array) => {
    const kept = new Int32Array(size);
    let n = 0;
    for (const g of order) if (local[g] !== -1) kept[n++] = local[g]!;
    return kept;
  };
  const orders = Object.fromEntries(
    (Object.keys(index.orders) as SortKey[]).map((sort) => [sort, restrict(index.orders[sort])]),
  ) as Record<SortKey, Int32Array>;
  return {
    ...index,
    size,
    ids: Int32Array.from(positions, (g) => index.ids[g]!),
    valueBits,
    orders,
    at: positions,
  };
}

/**
 * Categories of more products than this share of the catalogue are listed on the catalogue's index: their bitsets
 * would be little shorter, and restricting them holds the event loop longer.
 */
const RESTRICTED_SHARE = 1 / 4;

const restricted = new WeakMap<ProductIndex, WeakMap<Int32Array, ProductIndex>>();

/**
 * `restrictIndex` of a category's positions, computed once per index (a stock change makes a new index); null for
 * a category too large to gain from it.
 */
export function restrictedIndex(index: ProductIndex, positions: Int32Array): ProductIndex | null {
  if (positions.length > index.size * RESTRICTED_SHARE) return null;
  let byPositions = restricted.get(index);
  if (!byPositions) restricted.set(index, (byPositions = new WeakMap()));
  let found = byPositions.get(positions);
  if (!found) byPositions.set(positions, (found = restrictIndex(index, positions)));
  return found;
}

/**
 * Carries the restricted indexes of `from` over to `to`, an index made from it by applying stock changes, for the
 * categories whose products `unchanged` says kept their sizes and stock: a restricted index reads the catalogue's
 * arrays at its own products only, and its relevance order (in stock first) is theirs.
 */
export function carryRestricted(from: ProductIndex, to: ProductIndex, unchanged: (positions: Int32Array) => boolean): void {
  const byPositions = restricted.get(from);
  if (!byPositions) return;
  let carried = restricted.get(to);
  for (const positions of from.byCategory.values()) {
    const found = byPositions.get(positions);
    if (!found || !unchanged(positions)) continue;
    if (!carried) restricted.set(to, (carried = new WeakMap()));
    if (!carried.has(positions)) carried.set(positions, found);
  }
}
