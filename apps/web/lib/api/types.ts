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

export type CategoryDetail = CategoryNode & { parent: CategoryLink | null; grandparent: CategoryLink | null };

/** A category found by search, with the links above it. */
export type CategoryWithParents = CategoryLink & { parent: CategoryLink | null; grandparent: CategoryLink | null };

export type Facet = ProductFilterResponse["facets"][number];

export type SizePrice = { size: string; ean: string; price: number; promoPrice: number | null };

/** Another product's colour worn with this one (« Ensemble »). */
export type LinkedVariationRef = {
  productId: number;
  colorNo: string;
  colorName: string;
  title: string;
  image: string | null;
};

export type ProductVariation = {
  id: number;
  colorNo: string;
  colorName: string;
  colorHex: string;
  searchColor: string;
  style: string;
  images: string[];
  sizes: SizePrice[];
  linkedVariations: LinkedVariationRef[];
};

export type ProductDetail = {
  id: number;
  title: string;
  titleFr: string;
  titleAr: string;
  description: string;
  articleType: string;
  gender: string;
  ageGroup: string;
  division: string;
  activity: string;
  attributes: Record<string, string>;
  price: number;
  promoPrice: number | null;
  category: CategoryWithParents | null;
  variations: ProductVariation[];
};

/** Pieces in stock per EAN. */
export type StockResponse = { stock: Record<string, number> };

export type ProductPage = {
  items: ProductSummary[];
  total: number;
  pageOffset: number;
  pageSize: number;
  hasMore: boolean;
};

export type SearchResponse = { paginatedProducts: ProductPage; categories: CategoryWithParents[] };
