import { countProducts } from "./ar-plural";
import type { ListingFormats } from "./catalog";

/** The Arabic listing texts that take a value: see `fr-listing-format.ts`. */
export const listingFormatAr = {
  productCount: (count: number) => countProducts(count),
  openFilters: (count: number) => (count > 0 ? `التصفية والترتيب (${count})` : "التصفية والترتيب"),
  apply: (count: number | null) => (count === null ? "تطبيق" : `عرض النتائج (${count})`),
  removeFilter: (label: string) => `إزالة عامل التصفية ${label}`,
  filterChip: (facet: string, value: string) => `${facet}: ${value}`,
  priceHint: (min: string, max: string) => `من ${min} إلى ${max}`,
  showMoreValues: (count: number) => `عرض المزيد (${count})`,
  seen: (shown: number, total: number) => `المنتجات المعروضة: ${shown} من ${total}`,
} satisfies ListingFormats;
