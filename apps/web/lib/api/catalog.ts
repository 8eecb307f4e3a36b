import { STAFF_COOKIE } from "@shop/domain/constants";
import type { SortKey } from "@shop/domain/facet-keys";
import { filterApiPath, type Filters, type ListingScope } from "@/lib/catalog/filter-params";
import { ApiMissing, ApiRequestError, apiGet, apiGetOrMissing, apiGetOrNull, apiHasFile, apiKept } from "./server";
import type {
  CategoryDetail,
  CategoryNode,
  ProductDetail,
  ProductFilterResponse,
  ProductSummary,
  RelatedProducts,
  SearchResponse,
  StockResponse,
} from "@shop/domain/contract/catalog";
import type { Offer } from "@shop/domain/contract/shop";

const TREE_PATH = "/api/categories/tree";

/** The navigation tree changes rarely: five minutes in Next's data cache. */
export function getCategoryTree(): Promise<CategoryNode[]> {
  return apiGet<CategoryNode[]>(TREE_PATH, { revalidate: 300 });
}

/**
 * The tree this process holds, at once, or undefined before its first read. Past its lifetime it is still given
 * while `getCategoryTree` reads it again.
 */
export function keptCategoryTree(): CategoryNode[] | undefined {
  return apiKept<CategoryNode[]>(TREE_PATH);
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

const SLUG = /^[a-z0-9-]{1,120}$/;

/** A category with its parent and grandparent; null when the slug is unknown (or could not be one). */
export function getCategoryBySlug(slug: string): Promise<CategoryDetail | null> {
  if (!SLUG.test(slug)) return Promise.resolve(null);
  return apiGetOrNull<CategoryDetail>(`/api/categories/slug/${slug}`, { revalidate: 300 });
}

export async function getProducts(options: { sort: SortKey; pageSize: number; category?: string }): Promise<ProductSummary[]> {
  const query = new URLSearchParams({ sort: options.sort, pageSize: String(options.pageSize) });
  if (options.category) query.set("category", options.category);
  const page = await apiGet<ProductFilterResponse>(`/api/products/filter?${query}`, { revalidate: 60 });
  return page.products;
}

/** Products of a rail, or none when the API fails: one rail must not take the whole home page down. */
export async function getProductsOrNone(options: Parameters<typeof getProducts>[0]): Promise<ProductSummary[]> {
  try {
    return await getProducts(options);
  } catch (error) {
    console.error(`[web] produits indisponibles (${options.category ?? "tous"})`, error);
    return [];
  }
}

/** One page of a category's products, or of a search's, with the listing's filters, facets and price range. */
export function getFilteredProducts(scope: ListingScope, filters: Filters, pageOffset = 0): Promise<ProductFilterResponse> {
  return apiGet<ProductFilterResponse>(filterApiPath(scope, filters, pageOffset), { revalidate: 60 });
}

/** Other products in stock of the product's category and gender; none when the API cannot say. */
export async function getRelatedProductsOrNone(id: number): Promise<ProductSummary[]> {
  const path = `/api/products/related/${id}`;
  try {
    return (await apiGet<RelatedProducts>(path, { revalidate: 60 })).products;
  } catch (error) {
    console.error(`[web] produits associés indisponibles (${id})`, error);
    return [];
  }
}

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** Whether a URL segment can be a product id (digits, within the database's integer range). */
export function isProductId(value: string): boolean {
  return ID.test(value) && Number(value) <= MAX_ID;
}

/** Where the address of a product the merchant archived now leads: its category's page (without a language). */
export type ArchivedProduct = { redirect: string };

/**
 * A product with its colours and sizes; `{ redirect }` for a product archived (its primary category's page, the
 * API's `PRODUCT_ARCHIVED`); null when the id is unknown or malformed, or the product is not published.
 */
export async function getProduct(id: string): Promise<ProductDetail | ArchivedProduct | null> {
  if (!isProductId(id)) return null;
  const found = await apiGetOrMissing<ProductDetail>(`/api/products/find/id/${id}`, { revalidate: 60 });
  if (!(found instanceof ApiMissing)) return found;
  return found.code === "PRODUCT_ARCHIVED" && found.redirect?.startsWith("/categorie/") ? { redirect: found.redirect } : null;
}

/**
 * A product's page whatever its status, as the staff's preview shows it (`?apercu=1`): read with the back office's
 * cookie (`staffToken`, its value) and nothing else of the shopper's, never kept. Null for anyone but staff, or an
 * unknown id.
 */
export async function getProductPreview(id: string, staffToken: string): Promise<ProductDetail | null> {
  if (!isProductId(id)) return null;
  const headers = { cookie: `${STAFF_COOKIE}=${encodeURIComponent(staffToken)}` };
  try {
    return await apiGetOrNull<ProductDetail>(`/api/admin/products/${id}/preview`, { headers });
  } catch (error) {
    // 401 (signed out), 403: not a member of staff, so no preview.
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** Pieces in stock per EAN, never cached (for the structured data's availability); null when unreadable. */
export async function getProductStock(id: number): Promise<StockResponse["stock"] | null> {
  try {
    return (await apiGet<StockResponse>(`/api/products/stock/${id}`, { revalidate: 0 })).stock;
  } catch (error) {
    console.warn(`[web] stock du produit ${id} indisponible`, error);
    return null;
  }
}

/** One page of search results with the matching categories. */
export function searchProducts(query: string, pageOffset = 0, pageSize?: number): Promise<SearchResponse> {
  const params = new URLSearchParams({ query, pageOffset: String(pageOffset) });
  if (pageSize !== undefined) params.set("pageSize", String(pageSize));
  return apiGet<SearchResponse>(`/api/products/search?${params}`, { revalidate: 60 });
}

/** The active offers (lowest threshold first), or none when the API cannot say. */
export async function getOffersOrNone(): Promise<Offer[]> {
  try {
    return (await apiGet<{ offers: Offer[] }>("/api/offers", { revalidate: 60 })).offers;
  } catch (error) {
    console.error("[web] offres indisponibles", error);
    return [];
  }
}

/** Whether an API failure means "no such thing" (404) or a request the API refuses (400, malformed input). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
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
