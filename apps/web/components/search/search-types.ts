import type { CategoryWithParents, ProductSummary } from "@shop/domain/contract/catalog";

export type { SearchResponse } from "@shop/domain/contract/catalog";

/** A category found by search, with its parents (spec §3). */
export type SearchCategory = CategoryWithParents;

/** One choice of the suggestions list: products then categories, or popular searches then categories. */
export type Suggestion =
  | { kind: "product"; id: string; href: string; product: ProductSummary; image: string | null }
  | { kind: "query"; id: string; href: string; query: string }
  | { kind: "category"; id: string; href: string; category: SearchCategory };
