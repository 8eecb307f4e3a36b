import type { SortKey } from "@shop/domain/facets";
import { FACET_LABELS } from "@shop/domain/facets";
import { orderByListedPrice } from "./listed-price.js";
import { buildValueBits, type Bits } from "./product-bits.js";
import { createSearchWordsBuilder, type SearchWords } from "./search-words.js";
import { patchSearchWords, renumberSearchWords } from "./search-words-patch.js";

/**
 * Every published product's facet values, prices and age, held in typed arrays so that a listing of tens of
 * thousands of products is filtered, counted and sorted without allocating an object per product.
 *
 * Facet values are dictionary-encoded with codes unique across facets: code `c` is the value `values[c]` of
 * facet `keys[keyOf[c]]`. The codes of product `p` for facet `k` are
 * `codes[start[p * keys.length + k] .. start[p * keys.length + k + 1])`, so all of a product's codes are
 * `codes[start[p * keys.length] .. start[(p + 1) * keys.length])`.
 */
export type ProductIndex = {
  /** The catalogue version (see `catalog_version`) read before the index was loaded. */
  version: number;
  /** The stock version it is up to date with: sizes sold out or back since are applied by `applyStockChanges`. */
  stockVersion: number;
  size: number;
  ids: Int32Array;
  /** The lowest price of each product: its cheapest colour's (decision 0011). */
  salePrices: Float64Array;
  /**
   * The colours of product `p` are `colourStart[p] .. colourStart[p + 1]`, in the merchant's order: the code of
   * each one's `searchColor` value and the price of its cheapest size, what its card shows when it is pictured.
   */
  colourStart: Int32Array;
  colourCodes: Int32Array;
  colourPrices: Float64Array;
  /** 1 when some size of the product is in stock. */
  inStock: Uint8Array;
  /** The key of the sizes facet (`printSizeFr`), whose values are only those in stock (others are `HIDDEN`). */
  sizeKey: number;
  keys: string[];
  values: string[];
  keyOf: Int32Array;
  /** The code of each value of each facet. */
  codeOf: Map<string, number>[];
  start: Int32Array;
  codes: Int32Array;
  /** `codes` with every size of the products, in stock or not: what a size coming back is restored from. */
  allCodes: Int32Array;
  /** The products holding each value code, as `codes` shows them (a size out of stock is not held). */
  valueBits: Bits[];
  /** The value codes of each facet. */
  facetCodes: Int32Array[];
  /** How many values of each facet a product holds, on average. */
  facetLoad: Float64Array;
  /** Product positions in each sort order, over the whole catalogue (relevance: in stock first, then newest). */
  orders: Record<SortKey, Int32Array>;
  /** Positions of the products listed under each category (ancestors included), ascending. */
  byCategory: Map<number, Int32Array>;
  /**
   * Positions of the products the merchant placed by hand at the head of a category's listing, in their order
   * (`product_categories.position`), for the categories that have some: first under the relevance sort.
   */
  placed: Map<number, Int32Array>;
  /** The words of the products' search text, for search. */
  words: SearchWords;
  /**
   * Null on the catalogue's index. On an index restricted to a category (restricted-index.ts), the catalogue
   * position of each of its products: its arrays by product position (`start`, `salePrices`, `colourStart`,
   * `inStock`) are the catalogue's, read at `at[p]` (`catalogPosition`); `ids`, `valueBits` and `orders` are its own.
   */
  at: Int32Array | null;
  /**
   * What the catalogue's index was built from, kept so that the next one is rebuilt with only the changed products
   * read again (`refreshProductIndex`); undefined on an index built otherwise (tests) or restricted.
   */
  source?: IndexSource;
  /**
   * On an index rebuilt with the changed products only: the version of the index it was rebuilt from and those
   * products. What was made of that index for the other products (their cards, their pages) holds on this one.
   */
  changedSince?: { version: number; productIds: number[] };
  /**
   * On an index made from another by applying stock changes (`applyStockChanges`): that index's stock version and the
   * products whose stock changed.
   */
  stockChanged?: { from: number; productIds: number[] };
};

/**
 * The rows an index was built from: its products in id order, as read at `stockVersion` (the stock changes applied
 * since are applied to the index, not to them).
 */
export type IndexSource = { rows: IndexedProduct[]; stockVersion: number };

/** Where the catalogue's arrays by product hold product `p` of `index` (see `ProductIndex.at`). */
export const catalogPosition = (index: ProductIndex, p: number) => (index.at === null ? p : index.at[p]!);

export type { SortKey };

/** The code standing for a size out of stock: no facet value, never wanted, never shown. */
export const HIDDEN = 0;

/** The facets indexed: those a listing can show (the price has its own range). */
const FACET_KEYS = Object.keys(FACET_LABELS).filter((key) => key !== "price");
export const COLUMN_FACETS: Record<string, string> = {
  gender: "gender",
  articleType: "articleType",
  ageGroup: "ageGroup",
  productDivision: "division",
  rbu: "activity",
};

/** One published product as the index is built from it (the query of `loadProductIndex`). */
export type IndexedProduct = {
  id: number;
  salePrice: number;
  createdAt: number;
  gender: string;
  articleType: string;
  ageGroup: string;
  division: string;
  activity: string;
  attributes: Record<string, string>;
  colours: string[] | null;
  colourPrices: number[] | null;
  /** The sizes in stock (and on sale: a size switched off is out of stock), then every size, by `SIZE_SEPARATOR`. */
  sizes: string | null;
  allSizes: string | null;
  searchText: string;
};

/** A category's products (comma-separated ids), and those placed by hand in their order (null: none). */
export type Membership = { categoryId: number; productIds: string; placedIds?: string | null };

/** Between the sizes of `IndexedProduct.sizes`. */
export const SIZE_SEPARATOR = "\u001f";
/** Rows mapped between two yields to the event loop, so a reload never holds up the requests being served. */
const BATCH = 5_000;
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The index of `rows` (in id order) and of the categories' members (`productIds`: comma-separated ids). Yields
 * to the event loop every few thousand products. Given the `values` and `keyOf` of a previous index, its values
 * keep their codes (new ones come after): what was computed on it with codes (a listing's colours wanted) holds on
 * this one for products that did not change.
 *
 * Given `kept` too, that index and the rows it was built from (its `source`), a row of `rows` that is one of those
 * (the same object: the product did not change) is not encoded again: its codes, colours, price and stock are copied
 * from the index, and the search words are the index's renumbered (the positions move when products come or go)
 * with only the other rows' words added. At 100,000 products, a product published or leaving is encoded in about
 * half the time; the index is the same, array by array, as without `kept` (product-index.test.ts).
 */
export async function buildProductIndex(
  version: number,
  rows: IndexedProduct[],
  memberships: Membership[],
  stockVersion = 0,
  dictionary?: { values: string[]; keyOf: Int32Array },
  kept?: { index: ProductIndex; rows: IndexedProduct[] },
): Promise<ProductIndex> {
  if (kept && kept.rows.length !== kept.index.size) kept = undefined;
  // The codes copied from `kept` are its index's: its values keep them.
  if (kept) dictionary = kept.index;
  const size = rows.length;
  const keys = FACET_KEYS;
  const codeOf = keys.map(() => new Map<string, number>());
  const values: string[] = [""];
  const keyOf: number[] = [-1];
  dictionary?.values.forEach((value, code) => {
    if (code === HIDDEN) return;
    codeOf[dictionary.keyOf[code]!]!.set(value, code);
    values.push(value);
    keyOf.push(dictionary.keyOf[code]!);
  });
  const ids = new Int32Array(size);
  const salePrices = new Float64Array(size);
  const colourKey = keys.indexOf("searchColor");
  const sizeKey = keys.indexOf("printSizeFr");
  const colourStart = new Int32Array(size + 1);
  const colourCount = rows.reduce((sum, row) => sum + (row.colours?.length ?? 0), 0);
  const colourCodes = new Int32Array(colourCount);
  const colourPrices = new Float64Array(colourCount);
  let colour = 0;
  const createdAt = new Float64Array(size);
  const inStock = new Uint8Array(size);
  const start = new Int32Array(size * keys.length + 1);
  let codes = new Int32Array(Math.max(size * 16, 1024));
  let used = 0;
  const words = createSearchWordsBuilder();
  const hidden: number[] = [];
  const push = (k: number, value: string) => {
    let code = codeOf[k]!.get(value);
    if (code === undefined) {
      codeOf[k]!.set(value, (code = values.length));
      values.push(value);
      keyOf.push(k);
    }
    if (used === codes.length) {
      const grown = new Int32Array(codes.length * 2);
      grown.set(codes);
      codes = grown;
    }
    codes[used++] = code;
  };

  // Where each product of `kept` is now (-1: changed or gone), and the positions of the rows encoded afresh.
  const movedTo = kept ? new Int32Array(kept.index.size).fill(-1) : undefined;
  const encoded: number[] = [];
  let q = 0;
  for (let p = 0; p < size; p++) {
    if (p > 0 && p % BATCH === 0) await yieldToEventLoop();
    const row = rows[p]!;
    ids[p] = row.id;
    createdAt[p] = row.createdAt;
    if (kept) {
      while (q < kept.rows.length && kept.rows[q]!.id < row.id) q++;
      if (kept.rows[q] === row) {
        const from = kept.index;
        const first = from.start[q * keys.length]!;
        const last = from.start[(q + 1) * keys.length]!;
        for (let k = 0; k < keys.length; k++) start[p * keys.length + k] = used + from.start[q * keys.length + k]! - first;
        while (used + last - first > codes.length) {
          const grown = new Int32Array(codes.length * 2);
          grown.set(codes);
          codes = grown;
        }
        codes.set(from.allCodes.subarray(first, last), used);
        for (let i = first; i < last; i++) if (from.codes[i] === HIDDEN) hidden.push(used + i - first);
        used += last - first;
        colourStart[p] = colour;
        for (let c = from.colourStart[q]!; c < from.colourStart[q + 1]!; c++) {
          colourCodes[colour] = from.colourCodes[c]!;
          colourPrices[colour++] = from.colourPrices[c]!;
        }
        salePrices[p] = from.salePrices[q]!;
        inStock[p] = from.inStock[q]!;
        movedTo![q] = p;
        continue;
      }
      encoded.push(p);
    }
    inStock[p] = row.sizes ? 1 : 0;
    if (!kept) words.add(p, row.searchText);
    for (let k = 0; k < keys.length; k++) {
      start[p * keys.length + k] = used;
      const key = keys[k]!;
      if (k === colourKey) new Set(row.colours).forEach((value) => push(k, value));
      else if (k === sizeKey) {
        // Every size is indexed; those out of stock are hidden until they come back (applyStockChanges).
        const available = row.sizes?.split(SIZE_SEPARATOR) ?? [];
        for (const value of new Set((row.allSizes ?? row.sizes)?.split(SIZE_SEPARATOR))) {
          if (!available.includes(value)) hidden.push(used);
          push(k, value);
        }
      }
      else {
        const column = COLUMN_FACETS[key];
        const value = column === undefined ? row.attributes[key] : (row[column as keyof IndexedProduct] as string);
        if (value !== undefined && value !== null) push(k, value);
      }
    }
    colourStart[p] = colour;
    let lowest = Number.POSITIVE_INFINITY;
    row.colours?.forEach((family, index) => {
      const price = row.colourPrices![index]!;
      colourCodes[colour] = codeOf[colourKey]!.get(family)!;
      colourPrices[colour++] = price;
      if (price < lowest) lowest = price;
    });
    salePrices[p] = Number.isFinite(lowest) ? lowest : row.salePrice;
  }
  start[size * keys.length] = used;
  colourStart[size] = colour;

  const positionOf = new Map<number, number>();
  ids.forEach((id, position) => positionOf.set(id, position));
  const byCategory = new Map<number, Int32Array>();
  const placed = new Map<number, Int32Array>();
  const positionsOf = (list: string) =>
    list
      .split(",")
      .map((id) => positionOf.get(Number(id)))
      .filter((position): position is number => position !== undefined);
  for (const { categoryId, productIds, placedIds } of memberships) {
    byCategory.set(categoryId, Int32Array.from(positionsOf(productIds)).sort());
    if (placedIds) placed.set(categoryId, Int32Array.from(positionsOf(placedIds)));
    await yieldToEventLoop();
  }

  // Each order is computed between two yields: at 100,000 products a sort holds the event loop ~100 ms.
  const all = Int32Array.from(ids.keys());
  const newest = all.sort((a, b) => createdAt[b]! - createdAt[a]! || ids[b]! - ids[a]!);
  await yieldToEventLoop();
  // Prices are whole dinars: sorted natively, packed with the position (ties: highest id first).
  const everyProduct = (take: (p: number, price: number) => void) => salePrices.forEach((price, p) => take(p, price));
  const priceAsc = orderByListedPrice(size, size, everyProduct, false);
  await yieldToEventLoop();
  const orders: Record<SortKey, Int32Array> = {
    relevance: relevanceOrder(newest, inStock),
    newest,
    "price-asc": priceAsc,
    "price-desc": orderByListedPrice(size, size, everyProduct, true),
  };
  await yieldToEventLoop();

  const allCodes = codes.slice(0, used);
  const visible = allCodes.slice();
  for (const i of hidden) visible[i] = HIDDEN;
  const valueBits = buildValueBits(size, keys.length, start, visible, values.length);
  await yieldToEventLoop();
  const facetCodes = keys.map((_, k) => Int32Array.from(keyOf.flatMap((key, code) => (key === k ? [code] : []))));
  const facetLoad = new Float64Array(keys.length);
  for (let i = 0; i < size * keys.length; i++) facetLoad[i % keys.length]! += start[i + 1]! - start[i]!;
  facetLoad.forEach((total, k) => (facetLoad[k] = total / Math.max(size, 1)));
  await yieldToEventLoop();
  // From `kept`, renumbered then patched, between two yields (each some 50–100 ms at 100,000 products).
  let searchWords: SearchWords;
  if (kept) {
    const renumbered = renumberSearchWords(kept.index.words, movedTo!);
    await yieldToEventLoop();
    searchWords = patchSearchWords(renumbered, encoded, () => "", (p) => rows[p]!.searchText);
  } else searchWords = words.build();
  return {
    version,
    stockVersion,
    sizeKey,
    size,
    ids,
    salePrices,
    colourStart,
    colourCodes,
    colourPrices,
    inStock,
    keys,
    values,
    keyOf: Int32Array.from(keyOf),
    codeOf,
    start,
    codes: visible,
    allCodes,
    valueBits,
    facetCodes,
    facetLoad,
    orders,
    byCategory,
    placed,
    words: searchWords,
    at: null,
  };
}

/** In stock first, then the newest: the newest order split in two, each half keeping its order. */
export function relevanceOrder(newest: Int32Array, inStock: Uint8Array): Int32Array {
  const order = new Int32Array(newest.length);
  let n = 0;
  for (const p of newest) if (inStock[p] === 1) order[n++] = p;
  for (const p of newest) if (inStock[p] !== 1) order[n++] = p;
  return order;
}
