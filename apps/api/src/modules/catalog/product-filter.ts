import type { Facet } from "@shop/domain/contract/catalog";
import { FACET_LABELS } from "@shop/domain/facets";
import { HIDDEN, type ProductIndex, type SortKey } from "./product-index.js";
import { familyPrice, listedPrice, orderByListedPrice } from "./listed-price.js";

export type { SortKey } from "./product-index.js";

export type FilterCriteria = {
  facets: Record<string, string[]>;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort: SortKey;
};

/** A facet with its values counted under the other selected filters. */
export type FacetCount = Facet;

export type FilterResult = {
  /** The ids listed, in order: those of the page asked for, else all. */
  ids: number[];
  /** How many products are listed over all pages. */
  total: number;
  facets: FacetCount[];
  priceRange: { min: number; max: number } | null;
};

/** The facets a listing shows, in this order; others present in the data follow. */
const FACET_ORDER = ["productDivision", "articleType", "gender", "ageGroup", "rbu", "printSizeFr", "searchColor"];

const SIZE_ORDER = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "3XL", "Taille unique"];

function compareValues(key: string, a: string, b: string): number {
  if (key === "printSizeFr") {
    const na = Number.parseFloat(a);
    const nb = Number.parseFloat(b);
    if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
    const ia = SIZE_ORDER.indexOf(a);
    const ib = SIZE_ORDER.indexOf(b);
    if (ia !== -1 && ib !== -1) return ia - ib;
  }
  return a.localeCompare(b, "fr");
}

/**
 * Filters the products of a category or a search (`positions` in the index; every product when null). Facet
 * counts are disjunctive: a facet's counts apply every selected filter but its own, so choosing « Noir » still
 * shows how many products are « Bleu ». `ranked`, the positions best first, replaces the catalogue's relevance
 * order (a search's). Prices are those the cards show (`listedPrice`): with a colour chosen, a product is
 * sorted, bounded and priced at its cheapest colour of that family, and a colour's count includes a product only
 * when that colour's price is in the range. Runs over typed arrays only: no allocation per product. With a
 * `page`, only its ids are looked up in the order: a listing's first page stops early in it.
 */
export function filterProducts(
  index: ProductIndex,
  positions: Int32Array | null,
  criteria: FilterCriteria,
  ranked?: Int32Array,
  page?: { start: number; size: number },
): FilterResult {
  // The layout of the index (see `ProductIndex`): the codes of product p's values for facet k are
  // codes[start[p * width + k] .. start[p * width + k + 1]), so a product's codes are one run per facet, in order.
  const { keys, values, keyOf, start, codes } = index;
  const width = keys.length;
  // The selected facets, and the codes of the values wanted (a facet or value the index lacks matches nothing).
  const selectedKeys: number[] = [];
  const wanted = new Uint8Array(values.length);
  for (const [key, wantedValues] of Object.entries(criteria.facets)) {
    if (wantedValues.length === 0) continue;
    const k = keys.indexOf(key);
    selectedKeys.push(k);
    for (const value of wantedValues) {
      const code = k === -1 ? undefined : index.codeOf[k]!.get(value);
      if (code !== undefined) wanted[code] = 1;
    }
  }
  const selectedCount = selectedKeys.length;
  const { minPrice, maxPrice } = criteria;
  const bounded = minPrice !== undefined || maxPrice !== undefined;
  const inRange = (price: number) =>
    (minPrice === undefined || price >= minPrice) && (maxPrice === undefined || price <= maxPrice);
  const colourKey = keys.indexOf("searchColor");
  const colourChosen = selectedKeys.includes(colourKey);
  // With a colour chosen, the price each listed product is shown at, for sorting.
  const listed = colourChosen ? new Float64Array(index.size) : null;

  // One tally per value code, and the products listed (by position), filled in a single pass over the products.
  const counts = new Int32Array(values.length);
  const matching = new Uint8Array(index.size);
  let total = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const count = positions === null ? index.size : positions.length;
  for (let n = 0; n < count; n++) {
    const p = positions === null ? n : positions[n]!;
    const base = p * width;
    // How many selected facets the product fails, and which one when it fails exactly one. Counting stops at two:
    // a product failing two facets is neither listed nor counted anywhere, since every facet's counts apply all
    // the other selected facets.
    let failures = 0;
    let failing = -1;
    for (let s = 0; s < selectedCount && failures < 2; s++) {
      const k = selectedKeys[s]!;
      let found = false;
      if (k !== -1) {
        for (let i = start[base + k]!, end = start[base + k + 1]!; i < end && !found; i++) found = wanted[codes[i]!] === 1;
      }
      if (!found && ++failures === 1) failing = k;
    }
    const price = listedPrice(index, p, colourChosen ? wanted : null);
    // The price range offered is that of the products the facets list, before the shopper's own bounds apply.
    if (failures === 0) {
      if (price < min) min = price;
      if (price > max) max = price;
    }
    // Within a price range, a colour counts the product when choosing it alone would list it: at that colour's price.
    const colours = base + colourKey;
    if (bounded && (failures === 0 || (failures === 1 && failing === colourKey))) {
      for (let i = start[colours]!, end = start[colours + 1]!; i < end; i++) {
        if (inRange(familyPrice(index, p, codes[i]!))) counts[codes[i]!]!++;
      }
    }
    if (!inRange(price)) continue;
    if (failures === 0) {
      // Listed: it counts for every value it holds (its colours already counted above when a range is set).
      matching[p] = 1;
      if (listed) listed[p] = price;
      total++;
      if (bounded) {
        for (let i = start[base]!, end = start[colours]!; i < end; i++) counts[codes[i]!]!++;
        for (let i = start[colours + 1]!, end = start[base + width]!; i < end; i++) counts[codes[i]!]!++;
      } else {
        for (let i = start[base]!, end = start[base + width]!; i < end; i++) counts[codes[i]!]!++;
      }
    } else if (failures === 1 && failing !== -1 && !(bounded && failing === colourKey)) {
      // Failing one facet only: choosing another value of that facet would list it, so those values count it.
      // (A facet the index lacks, failing = -1, has no values to count; the colours within a range were above.)
      for (let i = start[base + failing]!, end = start[base + failing + 1]!; i < end; i++) counts[codes[i]!]!++;
    }
  }

  const ids: number[] = [];
  let order = criteria.sort === "relevance" && ranked ? ranked : index.orders[criteria.sort];
  if (listed && (criteria.sort === "price-asc" || criteria.sort === "price-desc")) {
    // The catalogue's price orders follow each product's lowest price; here cards show the chosen colour's.
    order = orderByListedPrice(matching, total, listed, criteria.sort === "price-desc");
  }
  const first = page?.start ?? 0;
  const end = page ? Math.min(total, first + page.size) : total;
  for (let i = 0, n = 0; n < end && i < order.length; i++) {
    const p = order[i]!;
    if (matching[p] === 1 && n++ >= first) ids.push(index.ids[p]!);
  }

  const byKey = new Map<number, { value: string; count: number; selected: boolean }[]>();
  counts.forEach((tally, code) => {
    if (tally === 0 || code === HIDDEN) return;
    const k = keyOf[code]!;
    const list = byKey.get(k) ?? [];
    list.push({ value: values[code]!, count: tally, selected: wanted[code] === 1 });
    byKey.set(k, list);
  });
  const facets: FacetCount[] = [...byKey].map(([k, found]) => {
    const key = keys[k]!;
    found.sort((a, b) => compareValues(key, a.value, b.value));
    return { key, label: FACET_LABELS[key as keyof typeof FACET_LABELS], values: found };
  });
  facets.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
  return { ids, total, facets, priceRange: Number.isFinite(min) ? { min, max } : null };
}

function rank(key: string): number {
  const index = FACET_ORDER.indexOf(key);
  return index === -1 ? FACET_ORDER.length : index;
}
