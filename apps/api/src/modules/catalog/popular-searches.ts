import type { ProductIndex } from "./product-index.js";
import type { CategoryTree } from "./category-tree.js";

export const POPULAR_QUERIES = 6;

/**
 * What the search panel offers before anything is typed (docs/decisions/0012): the article types with the
 * most products in stock, as queries (« Chaussures », « T-shirt »…), and the top-level categories. Both come
 * from the catalogue, so each query finds products and each category has a page.
 */
export function getPopularSearches(index: ProductIndex, tree: CategoryTree, limit = POPULAR_QUERIES) {
  const { keys, start, codes, inStock, values } = index;
  const width = keys.length;
  const k = keys.indexOf("articleType");
  const counts = new Map<number, number>();
  if (k !== -1) {
    for (let p = 0; p < index.size; p++) {
      if (!inStock[p]) continue;
      for (let i = start[p * width + k]!, end = start[p * width + k + 1]!; i < end; i++) {
        counts.set(codes[i]!, (counts.get(codes[i]!) ?? 0) + 1);
      }
    }
  }
  const queries = [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || values[a]!.localeCompare(values[b]!, "fr"))
    .slice(0, limit)
    .map(([code]) => values[code]!);
  const categories = tree.roots
    .filter((node) => node.isClickable)
    .map(({ id, slug, title, titleAr }) => ({ id, slug, title, titleAr }));
  return { queries, categories };
}
