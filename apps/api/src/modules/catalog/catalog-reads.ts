import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { PRODUCT_PAGE_SIZE } from "@shop/domain/constants";
import type * as Contract from "@shop/domain/contract/catalog";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import { JsonText, SerializedBody } from "../../lib/serialized-body.js";
import type { ProductIndex } from "./product-index.js";
import { withAncestors, type CategoryTree } from "./category-tree.js";
import { readProductDocument, withCategory } from "./product-documents.js";
import { filterProducts } from "./product-filter.js";
import type { FacetNames } from "./facet-names.js";
import { facetsJson, facetsOf, intersect, type WithCards } from "./listing-parts.js";
import { searchCategories, searchPage, searchProducts } from "./product-search.js";
import type { CardStore } from "./product-cards.js";
import type { createPagesHeld } from "./product-pages-held.js";
import { findArchivedProduct } from "./archived-product.js";
import { getPrimaryCategoryId, pickRelatedIds, positionOf } from "./related-products.js";

const NONE = new Int32Array(0);

/** What the catalogue's reads are answered from: its caches, as `createCatalog` keeps them (catalog.ts). */
export type CatalogSources = {
  db: Queryable;
  /** The category tree, reloaded when expired. */
  tree: () => Promise<CategoryTree>;
  /** The product index served, brought up to date as `createCatalog` decides. */
  productIndex: () => Promise<ProductIndex>;
  /** The facets' names. */
  names: () => Promise<FacetNames>;
  /** The catalogue's versions, read again every `CATALOG_CACHE_SECONDS` or when a change is told. */
  currentVersions: () => Promise<{ version: number; stockVersion: number }>;
  cards: CardStore;
  pages: ReturnType<typeof createPagesHeld>;
  /** Which of the filter's own caches are kept (all of them, but in a benchmark that measures one away). */
  kept: { listings: boolean; restricted: boolean };
};

/**
 * The catalogue's reads: a category, a listing, a search, related products and a product's page, each answered
 * from the sources the catalogue keeps (the tree, the index, the cards and the pages held).
 */
export function createCatalogReads({ db, tree, productIndex, names, currentVersions, cards, pages, kept }: CatalogSources) {
  async function categoryBySlug(slug: string): Promise<Contract.CategoryDetail> {
    const current = await tree();
    const found = current.bySlug.get(slug);
    if (!found) throw notFound(M.categoryNotFound);
    return { ...found, ...withAncestors(current, found) };
  }

  async function filter(
    query: Contract.FilterQuery,
  ): Promise<Omit<WithCards<Contract.ProductFilterResponse, "products">, "facets"> & { facets: JsonText }> {
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
    const criteria = {
      sort: query.sort,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      facets: facetsOf(query),
      placed: category ? index.placed.get(category.id) : undefined,
    };
    const start = query.pageOffset * pageSize;
    const result = filterProducts(index, positions, criteria, ranked, { start, size: pageSize }, kept);
    return {
      products: await cards.serialize(index.version, result.ids),
      total: result.total,
      pageOffset: query.pageOffset,
      pageSize,
      hasMore: start + pageSize < result.total,
      facets: facetsJson(result.facets, await names()),
      priceRange: result.priceRange,
      category: category && { id: category.id, slug: category.slug, title: category.title, titleAr: category.titleAr },
    };
  }

  async function search(
    query: string,
    pageOffset: number,
    pageSize = PRODUCT_PAGE_SIZE,
  ): Promise<
    Omit<Contract.SearchResponse, "paginatedProducts"> & {
      paginatedProducts: WithCards<Contract.ProductPage, "items">;
    }
  > {
    const index = await productIndex();
    const start = pageOffset * pageSize;
    const { ranked, total, words } = searchPage(index, query, start, pageSize);
    const ids = ranked.map((p) => index.ids[p]!);
    return {
      paginatedProducts: {
        items: await cards.serialize(index.version, ids),
        total,
        pageOffset,
        pageSize,
        hasMore: start + pageSize < total,
      },
      categories: searchCategories(await tree(), words),
    };
  }

  /** Other products in stock of the product's category and gender (see `pickRelatedIds`). */
  async function related(id: number): Promise<WithCards<Contract.RelatedProducts, "products">> {
    const index = await productIndex();
    const position = positionOf(index, id);
    const primary = position === -1 ? undefined : await getPrimaryCategoryId(db, id);
    if (primary === undefined) throw notFound(M.productNotFound);
    const current = await tree();
    const chain = primary === null ? [] : [primary, ...(current.ancestors.get(primary) ?? []).map((link) => link.id)];
    const ids = pickRelatedIds(index, position, chain.map((categoryId) => index.byCategory.get(categoryId) ?? NONE));
    return { products: await cards.serialize(index.version, ids) };
  }

  /**
   * A product's page: held in memory for the catalogue's version (checked every `CATALOG_CACHE_SECONDS`, like the
   * index), else its document read from PostgreSQL (product-documents.ts) and held, else built from the tables.
   */
  async function product(id: number): Promise<SerializedBody | JsonText> {
    const { version } = await currentVersions();
    const held = pages.get(version, id);
    if (held) return new SerializedBody(held);
    const found = await readProductDocument(db, id);
    if (!found) throw (await findArchivedProduct(db, await tree(), id)) ?? notFound(M.productNotFound);
    if ("body" in found) return new JsonText(withCategory(await tree(), found));
    pages.keep(found.version, id, found.gzip);
    return new SerializedBody(found.gzip);
  }

  return { categoryBySlug, filter, search, related, product };
}
