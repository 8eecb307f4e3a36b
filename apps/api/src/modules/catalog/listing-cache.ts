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

/** Listings kept per index; the oldest used is forgotten first. About 12 KB each at 100,000 products. */
const KEPT = 512;
const byIndex = new WeakMap<ProductIndex, Map<string, Listing>>();
const arrayIds = new WeakMap<Int32Array, number>();
let nextArrayId = 0;

/**
 * The listing of a category's products (`positions`, an array the index keeps) under `criteria`, computed by
 * `list` once per index: the shopper who pages or sorts the same listing, and the next one who chooses the same
 * filters, read it again. A new index (a stock change, a new catalogue version) starts afresh.
 */
export function cachedListing(
  index: ProductIndex,
  positions: Int32Array | null,
  criteria: FilterCriteria,
  list: () => Listing,
): Listing {
  let kept = byIndex.get(index);
  if (!kept) byIndex.set(index, (kept = new Map()));
  let positionsId = positions === null ? -1 : arrayIds.get(positions);
  if (positionsId === undefined) arrayIds.set(positions!, (positionsId = nextArrayId++));
  const facets = Object.entries(criteria.facets)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => [key, [...values].sort()])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  const key = JSON.stringify([positionsId, criteria.minPrice ?? null, criteria.maxPrice ?? null, facets]);
  let listing = kept.get(key);
  if (listing) kept.delete(key);
  else listing = list();
  kept.set(key, listing);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return listing;
}
