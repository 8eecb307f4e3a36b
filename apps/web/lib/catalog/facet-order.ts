import { DEFAULT_LOCALE, type Locale } from "@shop/domain/constants";
import type { Facet } from "@shop/domain/contract/catalog";

/** Facets whose values keep the API's order whatever the language: sizes, from the smallest. */
const NATURAL_ORDER = new Set(["printSizeFr"]);

/**
 * A facet's values in the order the page's language reads them. The API sorts them by their French spelling
 * (sizes by size) and sends both names, so one answer serves both languages; on an Arabic page, where
 * `localizeNames` has put the Arabic name in `name`, the values are sorted again by that name, in Arabic order.
 * Sizes keep their natural order.
 */
export function orderFacetValues(facet: Facet, locale: Locale): Facet {
  if (locale === DEFAULT_LOCALE || NATURAL_ORDER.has(facet.key)) return facet;
  return { ...facet, values: [...facet.values].sort((a, b) => a.name.localeCompare(b.name, locale)) };
}
