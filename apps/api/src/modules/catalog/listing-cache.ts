import { EvictionQueue } from "../../lib/eviction-queue.js";
import type { Bits } from "./product-bits.js";
import type { ProductIndex, SortKey } from "./product-index.js";
import type { FacetCount, FilterCriteria } from "./product-filter.js";

/** What a listing's filter yields whatever its sort and page: the products listed, their count, facets and prices. */
export type Listing = {
  matching: Bits;
  total: number;
  facets: FacetCount[];
  priceRange: { min: number; max: number } | null;
  /** With a colour chosen, the value codes wanted (listed prices are that colour's), else null. */
  colourWanted: Uint8Array | null;
  /** Orders by the listed price when a colour is chosen, computed on first use. */
  priceOrders: Partial<Record<SortKey, Int32Array>>;
};

/**
 * What the listings kept per index may take, about: their bitsets (12.5 KB each at 100,000 products) and their
 * facet values. Shoppers and crawlers walk every category under each of its filter values: at 100,000 products and
 * 104 categories that is thousands of listings, which a count of 512 forgot before they came back.
 */
export const LISTINGS_BYTES = 64 * 1024 * 1024;
/** The bytes a facet value listed takes, about (its object, its strings shared with the index). */
const VALUE_BYTES = 96;

/** `used`: read since it was kept or last passed over by the eviction. */
type Entry = { key: string; listing: Listing; bytes: number; positions: Int32Array | null; used: boolean };
/** `order`: the entries in the order the eviction passes over them (see EvictionQueue). */
type Kept = { entries: Map<string, Entry>; order: EvictionQueue<Entry>; bytes: number };
const newKept = (): Kept => ({ entries: new Map(), order: new EvictionQueue(), bytes: 0 });
const byIndex = new WeakMap<ProductIndex, Kept>();
const arrayIds = new WeakMap<Int32Array, number>();
let nextArrayId = 0;

/**
 * The listing of a category's products (`positions`, an array the index keeps) under `criteria`, computed by
 * `list` once per index: the shopper who pages or sorts the same listing, and the next one who chooses the same
 * filters, read it again, within `budget` bytes per index. A new index (a stock change, a new catalogue version)
 * starts afresh.
 */
export function cachedListing(
  index: ProductIndex,
  positions: Int32Array | null,
  criteria: FilterCriteria,
  list: () => Listing,
  budget = LISTINGS_BYTES,
): Listing {
  let kept = byIndex.get(index);
  if (!kept) byIndex.set(index, (kept = newKept()));
  let positionsId = positions === null ? -1 : arrayIds.get(positions);
  if (positionsId === undefined) arrayIds.set(positions!, (positionsId = nextArrayId++));
  const facets = Object.entries(criteria.facets)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => [key, [...values].sort()])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  const key = JSON.stringify([positionsId, criteria.minPrice ?? null, criteria.maxPrice ?? null, facets]);
  const { entries, order } = kept;
  const found = entries.get(key);
  if (found) {
    found.used = true;
    return found.listing;
  }
  const listing = list();
  const values = listing.facets.reduce((sum, facet) => sum + facet.values.length, 0);
  // Its key too: 30 values of a facet, 100 characters each, make a key of kilobytes.
  const entry = { key, listing, bytes: listing.matching.byteLength + values * VALUE_BYTES + key.length, positions, used: false };
  kept.bytes += entry.bytes;
  entries.set(key, entry);
  order.push(entry);
  // The oldest not used since they were kept or last passed over are forgotten first (a clock, as TtlCache's); the
  // one just computed stays, whatever its size.
  order.evict(
    () => kept.bytes > budget,
    (old) => {
      const spared = old === entry || old.used;
      old.used = false;
      return spared;
    },
    (old) => {
      entries.delete(old.key);
      kept.bytes -= old.bytes;
    },
  );
  return listing;
}

/** The bytes the listings kept for `index` take, about. */
export const listingBytes = (index: ProductIndex): number => byIndex.get(index)?.bytes ?? 0;

/**
 * Carries the listings kept for `from` over to `to`, an index made from it by applying stock changes, for the
 * categories whose products `unchanged` says kept their sizes and stock: a listing reads only its category's products,
 * so it is the same on both. The others, and the listings over the whole catalogue, are computed again on `to`.
 */
export function carryListings(from: ProductIndex, to: ProductIndex, unchanged: (positions: Int32Array) => boolean): void {
  const kept = byIndex.get(from);
  if (!kept) return;
  const carried: Kept = byIndex.get(to) ?? newKept();
  for (const [key, entry] of kept.entries) {
    if (entry.positions === null || carried.entries.has(key) || !unchanged(entry.positions)) continue;
    // An entry object of its own: the eviction of each index marks and forgets its own.
    const copy = { ...entry, used: false };
    carried.entries.set(key, copy);
    carried.order.push(copy);
    carried.bytes += entry.bytes;
  }
  byIndex.set(to, carried);
}
