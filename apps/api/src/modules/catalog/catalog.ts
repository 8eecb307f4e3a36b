import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { PRODUCT_PAGE_SIZE } from "@shop/domain/constants";
import type { Queryable } from "../../db/client.js";
import { TtlCache } from "../../lib/ttl-cache.js";
import { notFound } from "../../lib/errors.js";
import { serialize, type SerializedBody } from "../../lib/serialized-body.js";
import { refreshProductIndex, type ProductIndex } from "./product-index.js";
import { loadCategoryTree, withAncestors, type CategoryTree } from "./category-tree.js";
import { getLinkedVariations, getProductDetail, getProductStock, type ProductDetail } from "./product-detail.js";
import { filterProducts, type FilterCriteria } from "./product-filter.js";
import { getPopularSearches } from "./popular-searches.js";
import { searchCategories, searchProducts } from "./product-search.js";
import { getProductSummaries } from "./product-summaries.js";
import { getPrimaryCategoryId, pickRelatedIds, positionOf } from "./related-products.js";

export type FilterQuery = FilterCriteria & {
  category?: string | undefined;
  /** A search: only the products it finds, best matches first under the relevance sort. */
  query?: string | undefined;
  pageOffset: number;
  pageSize?: number | undefined;
};

const NONE = new Int32Array(0);

/** Positions in both ascending lists. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const both: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      both.push(a[i]!);
      i++;
      j++;
    }
  }
  return Int32Array.from(both);
}

/**
 * Catalogue reads. The tree, category indexes, products and result pages are cached in the process for a
 * few seconds (`CATALOG_CACHE_SECONDS`), responses as ready-to-send JSON; stock is never cached.
 */
export function createCatalog(db: Queryable, cacheSeconds: number) {
  const ttl = cacheSeconds * 1000;
  const trees = new TtlCache<CategoryTree>(ttl, 1);
  const indexes = new TtlCache<ProductIndex>(ttl, 1);
  // Kept to be reused when an expired index is checked and the catalogue has not changed.
  let lastIndex: ProductIndex | undefined;
  // Responses are cached already serialised: a hit costs no JSON.stringify and no string-to-bytes copy.
  const responses = new TtlCache<SerializedBody>(ttl, 10_000);
  // Reads answered without computing anything, and reads computed: the cache's hit rate (see `cacheStats`).
  const counts = { hits: 0, misses: 0 };
  // Request URLs already answered, to their response key: a repeated URL is answered before its query is parsed.
  const urlKeys = new Map<string, string>();
  const answered = async (url: string, key: string, load: () => Promise<unknown>) => {
    let computed = false;
    const body = await responses.get(key, async () => {
      computed = true;
      return serialize(await load());
    });
    counts[computed ? "misses" : "hits"]++;
    if (!urlKeys.has(url)) {
      if (urlKeys.size >= 10_000) urlKeys.delete(urlKeys.keys().next().value!);
      urlKeys.set(url, key);
    }
    return body;
  };

  // The tree and the index feed cached responses: when expired they are reloaded before use, never served stale.
  const tree = () => trees.getFresh("tree", () => loadCategoryTree(db));
  const productIndex = () => indexes.getFresh("catalog", async () => (lastIndex = await refreshProductIndex(db, lastIndex)));

  async function categoryBySlug(slug: string) {
    const current = await tree();
    const found = current.bySlug.get(slug);
    if (!found) throw notFound(M.categoryNotFound);
    return { ...found, ...withAncestors(current, found) };
  }

  async function filter(query: FilterQuery) {
    const pageSize = query.pageSize ?? PRODUCT_PAGE_SIZE;
    const category = query.category ? await categoryBySlug(query.category) : null;
    const index = await productIndex();
    let positions = category ? (index.byCategory.get(category.id) ?? NONE) : null;
    let ranked: Int32Array | undefined;
    if (query.query !== undefined) {
      const hits = searchProducts(index, query.query);
      positions = positions ? intersect(positions, hits.positions) : hits.positions;
      ranked = hits.ranked;
    }
    const result = filterProducts(index, positions, query, ranked);
    const start = query.pageOffset * pageSize;
    const ids = result.ids.slice(start, start + pageSize);
    return {
      products: await getProductSummaries(db, ids),
      total: result.ids.length,
      pageOffset: query.pageOffset,
      pageSize,
      hasMore: start + pageSize < result.ids.length,
      facets: result.facets,
      priceRange: result.priceRange,
      category: category && { id: category.id, slug: category.slug, title: category.title, titleAr: category.titleAr },
    };
  }

  async function search(query: string, pageOffset: number, pageSize = PRODUCT_PAGE_SIZE) {
    const index = await productIndex();
    const { ranked, words } = searchProducts(index, query);
    const start = pageOffset * pageSize;
    const ids = Array.from(ranked.subarray(start, start + pageSize), (p) => index.ids[p]!);
    const total = ranked.length;
    return {
      paginatedProducts: {
        items: await getProductSummaries(db, ids),
        total,
        pageOffset,
        pageSize,
        hasMore: start + pageSize < total,
      },
      categories: searchCategories(await tree(), words),
    };
  }

  /** Other products in stock of the product's category and gender (see `pickRelatedIds`). */
  async function related(id: number) {
    const index = await productIndex();
    const position = positionOf(index, id);
    const primary = position === -1 ? undefined : await getPrimaryCategoryId(db, id);
    if (primary === undefined) throw notFound(M.productNotFound);
    const current = await tree();
    const chain = primary === null ? [] : [primary, ...(current.ancestors.get(primary) ?? []).map((link) => link.id)];
    const ids = pickRelatedIds(index, position, chain.map((categoryId) => index.byCategory.get(categoryId) ?? NONE));
    return { products: await getProductSummaries(db, ids) };
  }

  async function product(id: number) {
    const found: ProductDetail | null = await getProductDetail(db, id);
    if (!found) throw notFound(M.productNotFound);
    const current = await tree();
    const { primaryCategoryId, ...detail } = found;
    const primary = primaryCategoryId === null ? undefined : current.byId.get(primaryCategoryId);
    // The id served only to find the category: the answer carries the category itself, as documented.
    return { ...detail, category: primary ? withAncestors(current, primary) : null };
  }

  return {
    /**
     * The JSON bodies of the cacheable reads. `url` is the request's URL: once a URL was answered, `cachedBody`
     * finds its body while it is fresh, so a repeated request skips parsing and validation.
     */
    treeJson: (url: string) => answered(url, "tree", async () => (await tree()).roots),
    categoryJson: (url: string, slug: string) => answered(url, `category:${slug}`, () => categoryBySlug(slug)),
    productJson: (url: string, id: number) => answered(url, `product:${id}`, () => product(id)),
    filterJson: (url: string, query: FilterQuery) => answered(url, `filter:${JSON.stringify(query)}`, () => filter(query)),
    searchJson: (url: string, query: string, pageOffset: number, pageSize?: number) =>
      answered(url, `search:${pageOffset}:${pageSize}:${query}`, () => search(query, pageOffset, pageSize)),
    popularSearchesJson: (url: string) =>
      answered(url, "popular-searches", async () => getPopularSearches(await productIndex(), await tree())),
    relatedJson: (url: string, id: number) => answered(url, `related:${id}`, () => related(id)),
    cachedBody: (url: string): SerializedBody | undefined => {
      const key = urlKeys.get(url);
      const body = key === undefined ? undefined : responses.peek(key);
      if (body) counts.hits++;
      return body;
    },
    /**
     * Loads the category tree and the product index ahead of the first request, so that the first listing or
     * search after a start does not wait for them (at 100,000 products the index takes seconds to build).
     */
    warm: async () => {
      await Promise.all([tree(), productIndex()]);
    },
    /** How many cacheable reads were answered from the cache and how many were computed, since the start. */
    cacheStats: () => ({ ...counts }),
    stock: async (id: number) => {
      const stock = await getProductStock(db, id);
      if (!stock) throw notFound(M.productNotFound);
      return stock;
    },
    linkedVariations: async (colorNo: string, size: string) => {
      const linked = await getLinkedVariations(db, colorNo, size);
      if (!linked) throw notFound(M.skuNotFound);
      return linked;
    },
    /** Forgets every cached read, for example after the catalogue was changed. */
    invalidate: () => {
      [trees, indexes, responses].forEach((cache) => cache.clear());
      lastIndex = undefined;
      urlKeys.clear();
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
