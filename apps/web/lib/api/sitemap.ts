import { apiGet } from "@/lib/api/server";
import type { CategoryNode, ProductFilterResponse, ProductSummary } from "@shop/domain/contract/catalog";

/**
 * What the sitemaps list, read from the API at request time. File 0 holds the home page and the categories;
 * files 1…n hold the products, 5,000 each (a 100,000-product catalogue makes 21 files under one index).
 */
export const PRODUCTS_PER_SITEMAP = 5_000;
const API_PAGE_SIZE = 50;
/** Never kept here: the API answers them from its own cache, which follows every change (decision 0065). */
const BULK = { bulk: true };

export async function countProducts(): Promise<number> {
  return (await apiGet<ProductFilterResponse>("/api/products/filter?pageSize=1", BULK)).total;
}

/** Ids of the sitemap files: 0, then one per 5,000 products. */
export async function sitemapIds(): Promise<number[]> {
  const files = Math.ceil((await countProducts()) / PRODUCTS_PER_SITEMAP);
  return Array.from({ length: files + 1 }, (_, index) => index);
}

/** Every clickable category with the path of its page (featured selections included). */
export async function categoryPaths(): Promise<string[]> {
  const tree = await apiGet<CategoryNode[]>("/api/categories/tree", BULK);
  const paths: string[] = [];
  const walk = (nodes: CategoryNode[], parents: string[]) => {
    for (const node of nodes) {
      const slugs = [...parents, node.slug];
      if (node.isClickable) paths.push(`/categorie/${slugs.join("/")}`);
      walk([...node.featured, ...node.children], slugs);
    }
  };
  walk(tree, []);
  return [...new Set(paths)];
}

/** The products of sitemap file `file` (1-based), oldest pages of the "newest" order first. */
export async function sitemapProducts(file: number): Promise<ProductSummary[]> {
  const pagesPerFile = PRODUCTS_PER_SITEMAP / API_PAGE_SIZE;
  const first = (file - 1) * pagesPerFile;
  const products: ProductSummary[] = [];
  for (let page = first; page < first + pagesPerFile; page += 1) {
    const response = await apiGet<ProductFilterResponse>(
      `/api/products/filter?sort=newest&pageSize=${API_PAGE_SIZE}&pageOffset=${page}`,
      BULK,
    );
    products.push(...response.products);
    if (!response.hasMore) break;
  }
  return products;
}
