import type { Facet } from "@shop/domain/contract/catalog";
import { FACET_LABELS } from "@shop/domain/facets";
import { catalogPosition, HIDDEN, type ProductIndex, type SortKey } from "./product-index.js";
import { andInto, bitsOf, count, countBoth, everyPosition, forEachPosition, has, orInto, wordsFor, type Bits } from "./product-bits.js";
import { cachedListing, type Listing } from "./listing-cache.js";
import { familyPrice, familyPriceOrder, listedPrice, orderByListedPrice } from "./listed-price.js";
import { restrictedIndex } from "./restricted-index.js";
import { placedFirst } from "./placed-first.js";

export type { SortKey } from "./product-index.js";

export type FilterCriteria = {
  facets: Record<string, string[]>;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort: SortKey;
  /** A category's products placed by hand (`ProductIndex.placed`): listed first, in their order, under relevance. */
  placed?: Int32Array | undefined;
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

/** The bitsets of the categories' positions, kept as long as the arrays they were made from. */
const categoryBits = new WeakMap<Int32Array, Bits>();

function positionBits(index: ProductIndex, positions: Int32Array | null): Bits {
  if (positions === null) return everyPosition(index.size);
  let bits = categoryBits.get(positions);
  if (!bits) categoryBits.set(positions, (bits = bitsOf(positions, index.size)));
  return bits;
}

/**
 * Filters the products of a category or a search (`positions` in the index; every product when null). Facet
 * counts are disjunctive: a facet's counts apply every selected filter but its own, so choosing « Noir » still
 * shows how many products are « Bleu ». `ranked`, the positions best first, replaces the catalogue's relevance
 * order (a search's). Prices are those the cards show (`listedPrice`): with a colour chosen, a product is
 * sorted, bounded and priced at its cheapest colour of that family, and a colour's count includes a product only
 * when that colour's price is in the range. With a `page`, only its ids are looked up in the order.
 *
 * Sets of products are bitsets (`product-bits.ts`): the products listed are the category's AND each selected
 * facet's values ORed; a value's count is the population of (the products listed under every other selected
 * facet) AND (its products), or a tally over those products when they are few. Only the price needs a product
 * at a time: the range offered, and within the shopper's bounds which products are in them.
 */
export function filterProducts(
  catalogue: ProductIndex,
  positions: Int32Array | null,
  criteria: FilterCriteria,
  ranked?: Int32Array,
  page?: { start: number; size: number },
  kept = { listings: true, restricted: true },
): FilterResult {
  // A search's positions are its own each time; a category's are kept by the index, and so can its listings be,
  // computed on the index restricted to the category (restricted-index.ts).
  const restricted = ranked || positions === null || !kept.restricted ? null : restrictedIndex(catalogue, positions);
  const index = restricted ?? catalogue;
  const listing = ranked || !kept.listings
    ? listProducts(index, restricted ? null : positions, criteria)
    : cachedListing(catalogue, positions, criteria, () => listProducts(index, restricted ? null : positions, criteria));
  const { matching, total, colourWanted } = listing;
  let order = index.orders[criteria.sort];
  if (criteria.sort === "relevance" && ranked) order = ranked;
  else if (criteria.sort === "relevance" && criteria.placed) order = placedFirst(index, criteria.placed);
  if (colourWanted && (criteria.sort === "price-asc" || criteria.sort === "price-desc")) {
    // The catalogue's price orders follow each product's lowest price; here cards show the chosen colour's.
    order = listing.priceOrders[criteria.sort] ??= orderByColourPrice(index, listing, criteria.sort === "price-desc");
  }
  const ids: number[] = [];
  const first = page?.start ?? 0;
  const end = page ? Math.min(total, first + page.size) : total;
  for (let i = 0, n = 0; n < end && i < order.length; i++) {
    const p = order[i]!;
    if (has(matching, p) === 1 && n++ >= first) ids.push(index.ids[p]!);
  }
  return { ids, total, facets: listing.facets, priceRange: listing.priceRange };
}

/**
 * The listing's products by the price of the colour chosen: with one colour family chosen (as a shopper does), that
 * family's order over the whole index, which `filterProducts` picks the listing's products from; with several, the
 * listing's own products sorted.
 */
function orderByColourPrice(index: ProductIndex, { matching, total, colourWanted }: Listing, descending: boolean) {
  const colours = index.codeOf[index.keys.indexOf("searchColor")];
  const chosen = colours ? [...colours.values()].filter((code) => colourWanted![code] === 1) : [];
  if (chosen.length === 1) return familyPriceOrder(index, chosen[0]!, descending);
  const each = (take: (p: number, price: number) => void) =>
    forEachPosition(matching, (p) => take(p, listedPrice(index, p, colourWanted)));
  return orderByListedPrice(index.size, total, each, descending);
}

/** The products listed under `criteria`, counted by facet value, whatever the sort and the page. */
function listProducts(index: ProductIndex, positions: Int32Array | null, criteria: FilterCriteria): Listing {
  const { keys, values, start, codes, valueBits } = index;
  const width = keys.length;
  const words = wordsFor(index.size);
  // The selected facets, each with the products holding one of its wanted values (a facet or value the index
  // lacks matches nothing).
  const selected: { k: number; bits: Bits }[] = [];
  const wanted = new Uint8Array(values.length);
  for (const [key, wantedValues] of Object.entries(criteria.facets)) {
    if (wantedValues.length === 0) continue;
    const k = keys.indexOf(key);
    const bits = new Int32Array(words);
    for (const value of wantedValues) {
      const code = k === -1 ? undefined : index.codeOf[k]!.get(value);
      if (code !== undefined) {
        wanted[code] = 1;
        orInto(bits, valueBits[code]!);
      }
    }
    selected.push({ k, bits });
  }
  const { minPrice, maxPrice } = criteria;
  const bounded = minPrice !== undefined || maxPrice !== undefined;
  const inRange = (price: number) =>
    (minPrice === undefined || price >= minPrice) && (maxPrice === undefined || price <= maxPrice);
  const colourKey = keys.indexOf("searchColor");
  const colourChosen = selected.some((s) => s.k === colourKey);
  const priceWanted = colourChosen ? wanted : null;
  const base = positionBits(index, positions);
  /** The products of `from` holding a wanted value of every selected facet but `except`'s. */
  const passingAllBut = (from: Bits, except: number) => {
    const bits = from.slice();
    for (let s = 0; s < selected.length; s++) if (s !== except) andInto(bits, selected[s]!.bits);
    return bits;
  };

  // Products the facets list; the price range offered is theirs, before the shopper's own bounds apply.
  const passing = passingAllBut(base, -1);
  const priceRange = priceRangeOf(index, passing, priceWanted);
  // Within the shopper's bounds, the products listed at a price in them, among those failing at most one facet
  // (the others are neither listed nor counted).
  let listable = base;
  if (bounded) {
    const near = selected.length === 0 ? base : passingAllBut(base, 0);
    for (let s = 1; s < selected.length; s++) orInto(near, passingAllBut(base, s));
    listable = new Int32Array(words);
    for (let w = 0; w < words; w++) {
      let inside = 0;
      for (let x = near[w]!; x !== 0; x &= x - 1) {
        const bit = 31 - Math.clz32(x & -x);
        if (inRange(listedPrice(index, (w << 5) | bit, priceWanted))) inside |= 1 << bit;
      }
      listable[w] = inside;
    }
  }
  const matching = bounded ? passingAllBut(listable, -1) : passing;
  const total = count(matching);

  // Each facet's values counted over the products listed under every other selected facet: by population of
  // ANDs, or by a tally over those products when they are fewer than the words to AND.
  const counts = new Int32Array(values.length);
  const selectedAt = Int32Array.from(keys, (_, k) => selected.findIndex((found) => found.k === k));
  const ownCount = (k: number) => selectedAt[k] !== -1 || (bounded && k === colourKey);
  // The facets nobody chose, over the products listed: tallied together in one pass if that is cheaper.
  let tallyCost = total;
  let andCost = 0;
  for (let k = 0; k < width; k++) {
    if (ownCount(k)) continue;
    tallyCost += total * index.facetLoad[k]!;
    andCost += index.facetCodes[k]!.length * words;
  }
  if (total > 0 && tallyCost < andCost) {
    tallyAll(index, matching, counts);
    for (let k = 0; k < width; k++) if (ownCount(k)) index.facetCodes[k]!.forEach((code) => (counts[code] = 0));
  } else if (total > 0) {
    for (let k = 0; k < width; k++) if (!ownCount(k)) countFacet(index, k, matching, counts);
  }
  for (let k = 0; k < width; k++) {
    if (!ownCount(k) || index.facetCodes[k]!.length === 0) continue;
    const s = selectedAt[k]!;
    if (bounded && k === colourKey) {
      // Within a price range, a colour counts the product when choosing it alone would list it: at its own price.
      forEachPosition(passingAllBut(base, s), (p) => {
        const g = catalogPosition(index, p);
        for (let i = start[g * width + k]!, end = start[g * width + k + 1]!; i < end; i++) {
          if (inRange(familyPrice(index, p, codes[i]!))) counts[codes[i]!]!++;
        }
      });
    } else countFacet(index, k, passingAllBut(listable, s), counts);
  }

  const { keyOf } = index;
  const byKey = new Map<number, Facet["values"]>();
  counts.forEach((tally, code) => {
    if (tally === 0 || code === HIDDEN) return;
    const k = keyOf[code]!;
    const list = byKey.get(k) ?? [];
    // The Arabic name is the catalogue's to add (`nameFacetValues`): the index knows the French values only.
    list.push({ value: values[code]!, name: values[code]!, nameAr: "", count: tally, selected: wanted[code] === 1 });
    byKey.set(k, list);
  });
  const facets: FacetCount[] = [...byKey].map(([k, found]) => {
    const key = keys[k]!;
    found.sort((a, b) => compareValues(key, a.value, b.value));
    return { key, label: FACET_LABELS[key as keyof typeof FACET_LABELS], values: found };
  });
  facets.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
  return { matching, total, facets, priceRange, colourWanted: priceWanted, priceOrders: {} };
}

/**
 * The lowest and highest price `passing` lists. Without a colour chosen, the first of them in the catalogue's
 * price orders when they are many; else each one's price.
 */
function priceRangeOf(index: ProductIndex, passing: Bits, wanted: Uint8Array | null): FilterResult["priceRange"] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  if (!wanted && count(passing) * 64 > index.size) {
    const lowest = index.orders["price-asc"].find((p) => has(passing, p) === 1)!;
    const highest = index.orders["price-desc"].find((p) => has(passing, p) === 1)!;
    return {
      min: index.salePrices[catalogPosition(index, lowest)]!,
      max: index.salePrices[catalogPosition(index, highest)]!,
    };
  }
  for (let w = 0; w < passing.length; w++) {
    for (let x = passing[w]!; x !== 0; x &= x - 1) {
      const price = listedPrice(index, (w << 5) | (31 - Math.clz32(x & -x)), wanted);
      if (price < min) min = price;
      if (price > max) max = price;
    }
  }
  return Number.isFinite(min) ? { min, max } : null;
}

/** Counts the values of facet `k` held by the products of `among`. */
function countFacet(index: ProductIndex, k: number, among: Bits, counts: Int32Array): void {
  const facetCodes = index.facetCodes[k]!;
  if (count(among) * (1 + index.facetLoad[k]!) >= facetCodes.length * among.length) {
    for (const code of facetCodes) counts[code] = countBoth(among, index.valueBits[code]!);
    return;
  }
  const { start, codes } = index;
  const width = index.keys.length;
  for (let w = 0; w < among.length; w++) {
    for (let x = among[w]!; x !== 0; x &= x - 1) {
      const at = catalogPosition(index, (w << 5) | (31 - Math.clz32(x & -x))) * width + k;
      for (let i = start[at]!, end = start[at + 1]!; i < end; i++) counts[codes[i]!]!++;
    }
  }
}

/** Adds to `counts` every value held by each product of `among`. */
function tallyAll(index: ProductIndex, among: Bits, counts: Int32Array): void {
  const { start, codes } = index;
  const width = index.keys.length;
  for (let w = 0; w < among.length; w++) {
    for (let x = among[w]!; x !== 0; x &= x - 1) {
      const g = catalogPosition(index, (w << 5) | (31 - Math.clz32(x & -x)));
      for (let i = start[g * width]!, end = start[(g + 1) * width]!; i < end; i++) counts[codes[i]!]!++;
    }
  }
}

function rank(key: string): number {
  const index = FACET_ORDER.indexOf(key);
  return index === -1 ? FACET_ORDER.length : index;
}
