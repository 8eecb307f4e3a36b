import { FACET_LABELS } from "@shop/domain/facets";
import type { IndexedProduct } from "./category-index.js";

export type SortKey = "relevance" | "newest" | "price-asc" | "price-desc";

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

const matches = (product: IndexedProduct, key: string, wanted: string[]) =>
  (product.values[key] ?? []).some((value) => wanted.includes(value));

const compareBy: Record<SortKey, (a: IndexedProduct, b: IndexedProduct) => number> = {
  relevance: (a, b) => Number(b.inStock) - Number(a.inStock) || b.createdAt - a.createdAt || b.id - a.id,
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  "price-asc": (a, b) => a.salePrice - b.salePrice || b.id - a.id,
  "price-desc": (a, b) => b.salePrice - a.salePrice || b.id - a.id,
};

/**
 * Filters a category's products in memory. Facet counts are disjunctive: a facet's counts apply every
 * selected filter but its own, so choosing « Noir » still shows how many products are « Bleu ».
 */
export function filterProducts(products: IndexedProduct[], criteria: FilterCriteria): FilterResult {
  const selected = Object.entries(criteria.facets).filter(([, values]) => values.length > 0);
  const inPriceRange = (p: IndexedProduct) =>
    (criteria.minPrice === undefined || p.salePrice >= criteria.minPrice) &&
    (criteria.maxPrice === undefined || p.salePrice <= criteria.maxPrice);
  const passesAllBut = (p: IndexedProduct, skip: string | null) =>
    selected.every(([key, values]) => key === skip || matches(p, key, values));

  const counts = new Map<string, Map<string, number>>();
  const matching: IndexedProduct[] = [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const product of products) {
    if (passesAllBut(product, null)) {
      min = Math.min(min, product.salePrice);
      max = Math.max(max, product.salePrice);
    }
    if (!inPriceRange(product)) continue;
    const failing = selected.filter(([key, values]) => !matches(product, key, values));
    if (failing.length === 0) matching.push(product);
    if (failing.length > 1) continue;
    for (const [key, values] of Object.entries(product.values)) {
      if (failing.length === 1 && failing[0]![0] !== key) continue;
      let byValue = counts.get(key);
      if (!byValue) counts.set(key, (byValue = new Map()));
      for (const value of new Set(values)) byValue.set(value, (byValue.get(value) ?? 0) + 1);
    }
  }
  matching.sort(compareBy[criteria.sort]);

  const keys = [...counts.keys()].filter((key) => key in FACET_LABELS);
  keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const facets = keys.map((key) => {
    const wanted = criteria.facets[key] ?? [];
    const values = [...counts.get(key)!.entries()]
      .map(([value, count]) => ({ value, count, selected: wanted.includes(value) }))
      .sort((a, b) => compareValues(key, a.value, b.value));
    return { key, label: FACET_LABELS[key as keyof typeof FACET_LABELS], values };
  });
  return { ids: matching.map((p) => p.id), facets, priceRange: Number.isFinite(min) ? { min, max } : null };
}

function rank(key: string): number {
  const index = FACET_ORDER.indexOf(key);
  return index === -1 ? FACET_ORDER.length : index;
}
