import { PRODUCT_PAGE_SIZE } from "@shop/domain/constants";
import { FILTER_FACET_KEYS, FILTER_LIMITS, SORT_KEYS, type SortKey } from "@shop/domain/facet-keys";

/**
 * The filters of a listing as they live in the page URL (`?printSizeFr=42,43&searchColor=Noir&sort=newest`) and as
 * the API reads them: the same names, comma-separated values. Shared by the server page (first page) and the
 * client listing (next pages), so both ask the API exactly the same question.
 */
export type Filters = {
  sort: SortKey;
  minPrice: number | null;
  maxPrice: number | null;
  /** Facet key → selected values, keys and values sorted (a stable cache key). */
  facets: Record<string, string[]>;
};

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** What a listing lists: a category's products, or what a search finds. */
export type ListingScope = { category: string } | { query: string };

/** Facet keys the API filters on (`price` is the price range, not a facet parameter). */
const FACET_KEYS = new Set<string>(FILTER_FACET_KEYS);

export const EMPTY_FILTERS: Filters = { sort: "relevance", minPrice: null, maxPrice: null, facets: {} };

function readAll(input: SearchParamsInput, key: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(key);
  const value = input[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function keysOf(input: SearchParamsInput): string[] {
  return input instanceof URLSearchParams ? [...new Set(input.keys())] : Object.keys(input);
}

function readPrice(input: SearchParamsInput, key: string): number | null {
  const raw = readAll(input, key)[0];
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= FILTER_LIMITS.price ? value : null;
}

const isSortKey = (value: string | undefined): value is SortKey => SORT_KEYS.some((key) => key === value);

/** Reads the filters from search params, dropping anything the API would refuse (unknown keys, bad prices). */
export function parseFilters(input: SearchParamsInput): Filters {
  const sortValue = readAll(input, "sort")[0];
  const facets: Record<string, string[]> = {};
  for (const key of keysOf(input).filter((k) => FACET_KEYS.has(k)).sort()) {
    const values = readAll(input, key)
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter((value) => value.length > 0 && value.length <= FILTER_LIMITS.valueLength);
    const unique = [...new Set(values)].sort().slice(0, FILTER_LIMITS.valuesPerFacet);
    if (unique.length > 0) facets[key] = unique;
  }
  let minPrice = readPrice(input, "minPrice");
  let maxPrice = readPrice(input, "maxPrice");
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return { sort: isSortKey(sortValue) ? sortValue : "relevance", minPrice, maxPrice, facets };
}

/** The page URL's query for these filters ('' when none): the default sort is left out. */
export function filtersToSearch(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(filters.facets).sort()) {
    const values = [...(filters.facets[key] ?? [])].sort();
    if (values.length > 0) params.set(key, values.join(","));
  }
  if (filters.minPrice !== null) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== null) params.set("maxPrice", String(filters.maxPrice));
  if (filters.sort !== "relevance") params.set("sort", filters.sort);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The page URL's query of a listing: a search keeps its `query` first, then come the filters. */
export function listingSearch(scope: ListingScope, filters: Filters): string {
  if (!("query" in scope)) return filtersToSearch(filters);
  const rest = filtersToSearch(filters).slice(1);
  return `?${new URLSearchParams({ query: scope.query })}${rest ? `&${rest}` : ""}`;
}

/** The API path of one page of a category's products, or of a search's, with these filters. */
export function filterApiPath(scope: ListingScope, filters: Filters, pageOffset: number, pageSize = PRODUCT_PAGE_SIZE): string {
  const params = new URLSearchParams(filtersToSearch({ ...filters, sort: "relevance" }).slice(1));
  if ("query" in scope) params.set("query", scope.query);
  else params.set("category", scope.category);
  params.set("sort", filters.sort);
  params.set("pageOffset", String(pageOffset));
  params.set("pageSize", String(pageSize));
  return `/api/products/filter?${params}`;
}

/** Number of active filters (each facet value and each price bound counts once). */
export function countActiveFilters(filters: Filters): number {
  const values = Object.values(filters.facets).reduce((sum, list) => sum + list.length, 0);
  return values + (filters.minPrice !== null ? 1 : 0) + (filters.maxPrice !== null ? 1 : 0);
}

/** The filters with one facet value switched on or off. */
export function toggleFacetValue(filters: Filters, key: string, value: string): Filters {
  const current = filters.facets[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  const facets = { ...filters.facets };
  if (next.length > 0) facets[key] = next;
  else delete facets[key];
  return { ...filters, facets };
}

/** The filters without any facet or price (the sort is kept). */
export function clearFilters(filters: Filters): Filters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}
