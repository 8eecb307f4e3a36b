import type { SortKey } from "@shop/domain/facets";
import { apiGet, apiHasFile } from "./server";
import type { CategoryNode, ProductFilterResponse, ProductSummary } from "./types";

/** The navigation tree changes rarely: five minutes in Next's data cache. */
export function getCategoryTree(): Promise<CategoryNode[]> {
  return apiGet<CategoryNode[]>("/api/categories/tree", { revalidate: 300, tags: ["categories"] });
}

/** The tree, or an empty one when the API is unavailable: for chrome (header) that must never break a page. */
export async function getCategoryTreeOrEmpty(): Promise<CategoryNode[]> {
  try {
    return await getCategoryTree();
  } catch (error) {
    console.warn(`[web] arbre des catégories indisponible : ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

export async function getProducts(options: { sort: SortKey; pageSize: number; category?: string }): Promise<ProductSummary[]> {
  const query = new URLSearchParams({ sort: options.sort, pageSize: String(options.pageSize) });
  if (options.category) query.set("category", options.category);
  const page = await apiGet<ProductFilterResponse>(`/api/products/filter?${query}`, {
    revalidate: 60,
    tags: ["products"],
  });
  return page.products;
}

/** Media existence checks, remembered in this process: 5 minutes for a hit, 30 s for a miss. */
const mediaChecks = new Map<string, { exists: boolean; until: number }>();

/** Whether an optional media file (a campaign image) exists on the API. */
export async function hasMedia(path: string): Promise<boolean> {
  const known = mediaChecks.get(path);
  if (known && known.until > Date.now()) return known.exists;
  const exists = await apiHasFile(path);
  mediaChecks.set(path, { exists, until: Date.now() + (exists ? 300_000 : 30_000) });
  return exists;
}
