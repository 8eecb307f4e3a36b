import { listingBytes, LISTINGS_BYTES } from "./listing-cache.js";
import { filterProducts, type FacetCount, type FilterCriteria } from "./product-filter.js";
import type { ProductIndex } from "./product-index.js";

/**
 * What the listings computed ahead may fill of the listings' budget: the rest is left to the combinations of
 * filters shoppers choose, which push out the least recently used of those computed ahead when it is full.
 */
const AHEAD_SHARE = 3 / 4;

/** Gives the event loop back to the requests waiting: a listing takes 0.1 to 2 ms at 100,000 products. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The listings a category's page links to: the category unfiltered and under each facet value one of its products
 * holds, one value at a time, as the filter column offers them and as crawlers walk them.
 */
export function categoryListings(index: ProductIndex, positions: Int32Array): FilterCriteria[] {
  const width = index.keys.length;
  const held = new Set<number>();
  for (const p of positions) {
    for (let i = index.start[p * width]!; i < index.start[(p + 1) * width]!; i++) held.add(index.codes[i]!);
  }
  held.delete(0); // HIDDEN: a size out of stock
  const criteria: FilterCriteria[] = [{ facets: {}, sort: "relevance" }];
  for (const code of [...held].sort((a, b) => a - b)) {
    criteria.push({
      facets: { [index.keys[index.keyOf[code]!]!]: [index.values[code]!] },
      sort: "relevance",
    });
  }
  return criteria;
}

/**
 * Computes ahead, in the background, the listings of every category under each of its facet values on a new index
 * (after a start, a catalogue change or a size selling out), largest categories first, a listing at a time between
 * requests, as a search engine warms its caches when it opens a new searcher. Listings are what a category's pages
 * share whatever their sort and page; without this, each first visit to one (a crawler walking the filters, a
 * shopper choosing one) computed its facet counts over the category while the request waited: 1 to 2 ms at
 * 100,000 products, most of a drawn listing's cost. Stops when `current()` is no longer `index` (a newer one
 * replaced it) or when the listings kept fill `AHEAD_SHARE` of their budget. `prepare` is given each listing's
 * facets, for what answers make of them (their JSON, compressed). Returns how many it computed.
 */
export async function computeListingsAhead(
  index: ProductIndex,
  current: () => ProductIndex | undefined,
  budget = LISTINGS_BYTES,
  prepare: (facets: FacetCount[]) => void = () => {},
): Promise<number> {
  const categories = [...index.byCategory.values()].sort((a, b) => b.length - a.length);
  let computed = 0;
  for (const positions of categories) {
    for (const criteria of categoryListings(index, positions)) {
      await yieldToRequests();
      if (current() !== index || listingBytes(index) >= budget * AHEAD_SHARE) return computed;
      prepare(filterProducts(index, positions, criteria, undefined, { start: 0, size: 0 }).facets);
      computed++;
    }
  }
  return computed;
}
