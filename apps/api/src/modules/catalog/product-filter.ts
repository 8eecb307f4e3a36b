import { FACET_LABELS } from "@shop/domain/facets";
import type { CatalogIndex, SortKey } from "./category-index.js";

export type { SortKey } from "./category-index.js";

export type FilterCriteria = {
  facets: Record<string, string[]>;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort: SortKey;
};

export type FacetCount = { key: string; label: string; values: { value: string; count: number; selected: boolean }[] };

export type FilterResult = {
  ids: number[];
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
 * Filters the products of a category (`positions` in the index; every product when null). Facet counts are
 * disjunctive: a facet's counts apply every selected filter but its own, so choosing « Noir » still shows how
 * many products are « Bleu ». Runs over typed arrays only: no allocation per product.
 */
export function filterProducts(index: CatalogIndex, positions: Int32Array | null, criteria: FilterCriteria): FilterResult {
  const { keys, values, start, codes, salePrices } = index;
  const width = keys.length;
  // For each selected facet, which of its value codes are wanted (a value the index has never seen matches nothing).
  const selected: { k: number; wanted: Uint8Array }[] = [];
  for (const [key, wantedValues] of Object.entries(criteria.facets)) {
    if (wantedValues.length === 0) continue;
    const k = keys.indexOf(key);
    const wanted = new Uint8Array(k === -1 ? 0 : values[k]!.length);
    for (const value of k === -1 ? [] : wantedValues) {
      const code = values[k]!.indexOf(value);
      if (code !== -1) wanted[code] = 1;
    }
    selected.push({ k, wanted });
  }
  const matches = (p: number, k: number, wanted: Uint8Array) => {
    if (k === -1) return false;
    for (let i = start[p * width + k]!, end = start[p * width + k + 1]!; i < end; i++) if (wanted[codes[i]!]) return true;
    return false;
  };
  const { minPrice, maxPrice } = criteria;

  const counts = values.map((list) => new Int32Array(list.length));
  const matching = new Uint8Array(index.size);
  let total = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const count = positions === null ? index.size : positions.length;
  for (let n = 0; n < count; n++) {
    const p = positions === null ? n : positions[n]!;
    let failures = 0;
    let failing = -1;
    for (const { k, wanted } of selected) {
      if (!matches(p, k, wanted) && ++failures === 1) failing = k;
      if (failures > 1) break;
    }
    const price = salePrices[p]!;
    if (failures === 0) {
      if (price < min) min = price;
      if (price > max) max = price;
    }
    if ((minPrice !== undefined && price < minPrice) || (maxPrice !== undefined && price > maxPrice)) continue;
    if (failures === 0) {
      matching[p] = 1;
      total++;
    }
    if (failures > 1) continue;
    for (let k = 0; k < width; k++) {
      if (failures === 1 && k !== failing) continue;
      const tally = counts[k]!;
      for (let i = start[p * width + k]!, end = start[p * width + k + 1]!; i < end; i++) tally[codes[i]!]!++;
    }
  }

  const ids: number[] = [];
  if (total > 0) for (const p of index.orders[criteria.sort]) if (matching[p]) ids.push(index.ids[p]!);

  const facets: FacetCount[] = [];
  keys.forEach((key, k) => {
    const wanted = criteria.facets[key] ?? [];
    const found = values[k]!.flatMap((value, code) =>
      counts[k]![code]! > 0 ? [{ value, count: counts[k]![code]!, selected: wanted.includes(value) }] : [],
    );
    if (found.length === 0) return;
    found.sort((a, b) => compareValues(key, a.value, b.value));
    facets.push({ key, label: FACET_LABELS[key as keyof typeof FACET_LABELS], values: found });
  });
  facets.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
  return { ids, facets, priceRange: Number.isFinite(min) ? { min, max } : null };
}

function rank(key: string): number {
  const index = FACET_ORDER.indexOf(key);
  return index === -1 ? FACET_ORDER.length : index;
}
