import type { CategoryLink, ProductSummary } from "@shop/domain/api-types";

/** GET /api/products/search (spec §3: paginatedProducts and categories with their parents). */
export type SearchCategory = CategoryLink & { parent: CategoryLink | null; grandparent: CategoryLink | null };

export type SearchResponse = {
  paginatedProducts: { items: ProductSummary[]; total: number; pageOffset: number; pageSize: number; hasMore: boolean };
  categories: SearchCategory[];
};

/** One choice of the suggestions list: products then categories, or popular searches then categories. */
export type Suggestion =
  | { kind: "product"; id: string; href: string; product: ProductSummary; image: string | null }
  | { kind: "query"; id: string; href: string; query: string }
  | { kind: "category"; id: string; href: string; category: SearchCategory };
