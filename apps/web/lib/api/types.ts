/**
 * The catalogue JSON as `apps/api` sends it today (see apps/api/src/routes/catalog-schemas.ts).
 * `@shop/domain/api-types` lags behind on these (no `depth`, `articleType`, `colorCount`; `hex` instead of
 * `colorHex`); once it catches up these aliases should point there.
 */

export type CategoryLink = { id: number; slug: string; title: string; titleAr: string };

export type CategoryNode = CategoryLink & {
  isClickable: boolean;
  depth: number;
  featured: CategoryNode[];
  children: CategoryNode[];
};

export type ProductVariationSummary = { colorNo: string; colorName: string; colorHex: string; images: string[] };

export type ProductSummary = {
  id: number;
  title: string;
  titleFr: string;
  titleAr: string;
  articleType: string;
  /** Dinars. */
  price: number;
  promoPrice: number | null;
  colorCount: number;
  variations: ProductVariationSummary[];
};

export type FacetValue = { value: string; count: number; selected: boolean };

export type ProductFilterResponse = {
  products: ProductSummary[];
  total: number;
  pageOffset: number;
  pageSize: number;
  hasMore: boolean;
  facets: { key: string; label: string; values: FacetValue[] }[];
  priceRange: { min: number; max: number } | null;
  category: CategoryLink | null;
};
