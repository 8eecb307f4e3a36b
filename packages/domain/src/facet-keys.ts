/**
 * The product filter's keys and bounds without their labels: what a listing's code in the browser needs to read and
 * write a filter's address. The French labels are in `facets.ts`, which requires one for every key.
 */

/** The spec's 26 fixed facets (§3). */
export const FACET_KEYS = [
  "ageGroup", "articleType", "bodyStyle1", "bodyStyle2", "cou", "coureur", "dbp1En", "dbp1EnAJ", "dbp4En",
  "dbp6En", "dbp7En", "gender", "heeltotoedrop", "km", "lineName", "longDescriptionFr", "longueur", "manches",
  "price", "printSizeFr", "productDivision", "rbu", "removableSole", "searchColor", "surface", "team",
] as const;

export type FacetKey = (typeof FACET_KEYS)[number];

/** The product filter's sorts, in display order. */
export const SORT_KEYS = ["relevance", "newest", "price-asc", "price-desc"] as const;

export type SortKey = (typeof SORT_KEYS)[number];

/** The facet keys a product filter accepts as query parameters (the price is a range of its own). */
export const FILTER_FACET_KEYS = FACET_KEYS.filter(
  (key): key is Exclude<FacetKey, "price"> => key !== "price",
);

/**
 * Bounds of a product filter's query, the same for the storefront that writes it and the API that refuses
 * anything beyond them: values per facet, characters per value or search, a price in dinars, products per page.
 */
export const FILTER_LIMITS = {
  valuesPerFacet: 30,
  valueLength: 100,
  queryLength: 100,
  price: 100_000_000,
  pageSize: 60,
} as const;
