import { API_MESSAGES as M } from "@shop/domain/api-messages";
import type * as Contract from "@shop/domain/contract/catalog";
import type pg from "pg";
import type { Queryable } from "../../db/client.js";
import { backgroundJob } from "../../lib/background-job.js";
import { TtlCache } from "../../lib/ttl-cache.js";
import { notFound } from "../../lib/errors.js";
import type { ProductIndex } from "./product-index.js";
import { readCatalogVersion, refreshProductIndex, type IndexRefresh } from "./product-index-refresh.js";
import { loadCategoryTree, movedSlug, type CategoryTree } from "./category-tree.js";
import { getLinkedVariations, getProductStockJson } from "./product-detail.js";
import { readProductPreview, withCategory, writeProductDocuments } from "./product-documents.js";
import { computeListingsAhead } from "./listings-ahead.js";
import { LISTINGS_BYTES } from "./listing-cache.js";
import { loadFacetNames, type FacetNames } from "./facet-names.js";
import { facetsJson, sourceId } from "./listing-parts.js";
import { getPopularSearches } from "./popular-searches.js";
import { createCardStore } from "./product-cards.js";
import { createCatalogReads } from "./catalog-reads.js";
import { createPagesHeld } from "./product-pages-held.js";
import { createStockHeld } from "./stock-held.js";
import { createCatalogChanges } from "./catalog-changes.js";
import { createCategoryMarks } from "./category-marks.js";

/**
 * Below this many products the readers wait for the index rebuilt after a change, as a reader right after a save
 * expects (the back office's own reads): it loads whole in well under a second there. From it, the previous index
 * is served meanwhile (at 100,000 products a whole load takes 4–7 s; decision 0067).
 */
const REBUILD_WAIT_BELOW = 10_000;

/**
 * After an edit or a size selling out, the listings are computed ahead once the index has held this long: while a
 * merchant edits product after product (or an import runs), each index would otherwise have every listing of its
 * changed products' categories computed again ahead — the whole catalogue's root categories, hundreds of listings at
 * 100,000 products, some 40 % of a process's time with an edit a second. The listings asked for meanwhile are
 * computed when asked, as before the listings ahead.
 */
const AHEAD_CALM_MS = 1_000;
const calm = () => new Promise<void>((resolve) => setTimeout(resolve, AHEAD_CALM_MS).unref());

/**
 * Catalogue reads. The tree and the catalogue index are cached in the process for a few seconds
 * (`CATALOG_CACHE_SECONDS`); the answers built from them are cached, serialised, by the catalogue's HTTP
 * plugin (plugins/catalog-http.ts); stock answers are held only while PostgreSQL notifies their changes
 * (stock-held.ts), and never cached by HTTP. When PostgreSQL notifies a change of the catalogue
 * (catalog-changes.ts), every cache is expired at once: the next read checks the version (decision 0065).
 */
export function createCatalog(
  db: Queryable,
  cacheSeconds: number,
  warn: (error: unknown, message: string) => void,
  pool?: pg.Pool,
  off: ReadonlySet<CatalogCache> = new Set(),
) {
  const ttl = cacheSeconds * 1000;
  const trees = new TtlCache<CategoryTree>(ttl, 1);
  const indexes = new TtlCache<ProductIndex>(ttl, 1);
  const facetNames = new TtlCache<FacetNames>(ttl, 1);
  const versions = new TtlCache<{ version: number; stockVersion: number }>(ttl, 1);
  let warming: Promise<void> | undefined;
  let loaded = false;
  const cards = createCardStore(db, off.has("cards") ? 0 : undefined);
  const pages = createPagesHeld(db, off.has("pages") ? { maxBytes: 0 } : undefined);
  // Without a pool to listen on (a catalogue opened on a transaction), stock is read on every call.
  const stockHeld = pool && !off.has("stock") ? createStockHeld(pool, warn) : undefined;
  const kept = { listings: !off.has("listings"), restricted: !off.has("restricted") };
  // Kept to be reused when an expired index is checked and the catalogue has not changed.
  let lastIndex: ProductIndex | undefined;
  // Called when the catalogue changed: whoever keeps answers built from it forgets them too.
  const invalidated = new Set<() => void>();
  // Called when PostgreSQL told of a change: whoever keeps answers built from the catalogue checks them again.
  const expired = new Set<() => void>();
  const expire = () => {
    [trees, indexes, facetNames, versions].forEach((cache) => cache.expire());
    expired.forEach((check) => check());
  };
  // Without a pool, the caches keep to their time-to-live.
  const changes = pool ? createCatalogChanges(pool, warn, expire) : undefined;
  const follow = () => void changes?.follow();

  // The tree and the index feed cached responses: when expired they are reloaded before use, never served stale.
  // A tree read again unchanged is the same object, as the names below: what is kept per tree (its title words, the
  // answers made from it) stays valid.
  let lastTree: { signature: string; tree: CategoryTree } | undefined;
  const tree = () => {
    follow();
    return trees.getFresh("tree", async () => {
      const fresh = await loadCategoryTree(db);
      const signature = JSON.stringify([[...fresh.byId.values()], [...fresh.redirects]]);
      if (lastTree?.signature !== signature) lastTree = { signature, tree: fresh };
      return lastTree.tree;
    });
  };
  // Names read again unchanged are the same object: the facets' JSON made with them (facetsJson) stays valid.
  let lastNames: { signature: string; names: FacetNames } | undefined;
  const names = () =>
    facetNames.getFresh("names", async () => {
      const fresh = await loadFacetNames(db);
      const signature = JSON.stringify([...fresh].map(([facet, values]) => [facet, [...values]]));
      if (lastNames?.signature !== signature) lastNames = { signature, names: fresh };
      return lastNames.names;
    });
  // What the index refreshes did, for the catalogue's health and its tests: how many were made whole, from the
  // changed products only, or from stock changes, and how many products they read.
  const refreshes = { whole: 0, products: 0, stock: 0, productsRead: 0 };
  const counted = (refresh: IndexRefresh) => {
    if (refresh.path !== "same") refreshes[refresh.path]++;
    refreshes.productsRead += refresh.productsRead;
  };
  // The indexes whose version the pages held were moved to, the other products' pages kept: only the changed are read.
  const pagesKept = new WeakSet<ProductIndex>();
  // Which categories' listings each index change could alter: the others' answers are kept across it.
  const categoryMarks = createCategoryMarks();
  /** Makes `index` the one served, and has the work made from it redone (cards, documents, listings ahead). */
  const install = (index: ProductIndex) => {
    if (index.version !== lastIndex?.version) {
      // Rebuilt from the index held with some products changed: the cards and pages of the others are kept.
      const changed = index.changedSince;
      if (changed && changed.version === lastIndex?.version) {
        cards.advance(changed.version, index.version, changed.productIds);
        if (pages.advance(changed.version, index.version, changed.productIds)) pagesKept.add(index);
      }
      documents.ask(index);
      cardsAhead.ask(index);
    }
    const replaced = index !== lastIndex;
    if (replaced) categoryMarks.installed(lastIndex, index);
    lastIndex = index;
    if (replaced) listingsAhead.ask(index);
    return index;
  };
  // A catalogue version past the index held is brought in by one rebuild at a time, in the background: the reads
  // meanwhile are answered from the index held (decision 0067). Once it is in, the cached index and answers are
  // checked again as after a change told, so that none made from the previous index outlives it.
  let rebuilding: Promise<void> | undefined;
  const rebuilds = { waitBelow: REBUILD_WAIT_BELOW, hold: undefined as (() => Promise<void>) | undefined };
  const rebuild = (from: ProductIndex) =>
    (rebuilding ??= (async () => {
      await rebuilds.hold?.();
      install(await refreshProductIndex(db, from, counted));
      expire();
    })()
      .catch((error: unknown) => warn(error, "product index not rebuilt"))
      .finally(() => (rebuilding = undefined)));
  const productIndex = () => {
    follow();
    return indexes.getFresh("catalog", async () => {
      const held = lastIndex;
      if (held && held.size >= rebuilds.waitBelow) {
        const versions = await readCatalogVersion(db);
        if (versions.version !== held.version) {
          void rebuild(held);
          return held;
        }
      }
      // The same version (nothing, or only stock, changed: a few products read) or no index yet: waited for.
      return install(await refreshProductIndex(db, held, counted));
    });
  };
  /** The catalogue's versions, read again every `CATALOG_CACHE_SECONDS` or when a change is told. */
  const currentVersions = () => {
    follow();
    return versions.getFresh("catalog", () => readCatalogVersion(db));
  };

  // After a start or a catalogue change, three things are done in the background: every card of the new version is
  // read ahead (most relevant first, within the store's budget), the product documents are written again when the
  // catalogue moved past them (an import that did not write them, a change made by hand), then read into memory
  // (product pages are built from the tables meanwhile), and the listings are computed ahead, their facets serialised
  // and compressed, on every new index.
  const cardsAhead = backgroundJob(
    (index: ProductIndex) => {
      const ids = Int32Array.from(index.orders.relevance, (p) => index.ids[p]!);
      return cards.readAhead(index.version, ids);
    },
    (error) => warn(error, "product cards not read ahead"),
  );
  const listingsAhead = backgroundJob(
    async (index: ProductIndex) => {
      if (index.changedSince || index.stockChanged) {
        await calm();
        if (lastIndex !== index) return 0;
      }
      const named = await names();
      if (!kept.listings) return 0;
      return computeListingsAhead(index, () => lastIndex, LISTINGS_BYTES, (facets) => void facetsJson(facets, named));
    },
    (error) => warn(error, "listings not computed ahead"),
  );
  const documents = backgroundJob(
    async (index: ProductIndex) => {
      await writeProductDocuments(db, { onlyIfBehind: true });
      return pages.readAhead(index.version, pagesKept.has(index) ? index.changedSince?.productIds : undefined);
    },
    (error) => warn(error, "product documents not written"),
  );

  // The index by its versions rather than its identity: an answer checked against them waits for no reload of it.
  const heldSources = (): string =>
    lastTree && lastIndex && lastNames
      ? `${sourceId(lastTree.tree)}:${lastIndex.version}:${lastIndex.stockVersion}:${sourceId(lastNames.names)}`
      : "";

  // The sources of a category's listings (no search words): the tree, the facets' names and the category's mark, so a
  // change of products it does not list keeps its answers (a product edited elsewhere, a size sold out elsewhere).
  const listingSourcesOf = (current: CategoryTree, named: FacetNames, slug: string): string => {
    const found = current.bySlug.get(slug);
    return found ? `${sourceId(current)}:c${categoryMarks.of(found.id)}:${sourceId(named)}` : "";
  };

  const { categoryBySlug, filter, search, related, product } = createCatalogReads({
    db,
    tree,
    productIndex,
    names,
    currentVersions,
    cards,
    pages,
    kept,
  });

  return {
    tree: async (): Promise<Contract.CategoryNode[]> => (await tree()).roots,
    category: categoryBySlug,
    /** The current slug of a category that had `slug` before (its address answers 301), else undefined. */
    movedCategory: async (slug: string): Promise<string | undefined> => movedSlug(await tree(), slug),
    product,
    /** A product's page whatever its status (a draft, an archived product), for the staff's preview. */
    preview: async (id: number): Promise<string> => {
      const found = await readProductPreview(db, id);
      if (!found) throw notFound(M.productNotFound);
      return withCategory(await tree(), found);
    },
    /**
     * The catalogue's version, as the storefront follows it (`GET /api/catalog/version`): this process's own while
     * PostgreSQL tells it of every change (so it moves once this process's caches are expired), else read. While
     * the index is rebuilt after a change, the version it holds: the storefront forgets its answers once the
     * listings show the change too, not before (it would keep the listings of the previous index).
     */
    version: async (): Promise<Contract.CatalogVersion> => {
      follow();
      const { version } = changes?.listening() ? await currentVersions() : await readCatalogVersion(db);
      if (!lastIndex) return { version };
      const index = await productIndex().catch((error: unknown) => {
        warn(error, "product index not refreshed");
        return lastIndex;
      });
      return { version: Math.min(version, index?.version ?? version) };
    },
    filter,
    search,
    popularSearches: async (): Promise<Contract.PopularSearches> =>
      getPopularSearches(await productIndex(), await tree()),
    related,
    /** The `StockResponse` of a product, as JSON (product-detail.ts). */
    stock: async (id: number): Promise<string> => {
      const read = () => getProductStockJson(db, id);
      const json = stockHeld
        ? await stockHeld.answer(id, (await currentVersions()).version, read)
        : await read();
      if (json === null) throw notFound(M.productNotFound);
      return json;
    },
    linkedVariations: async (colorNo: string, size: string): Promise<Contract.LinkedVariations> => {
      const linked = await getLinkedVariations(db, colorNo, size);
      if (!linked) throw notFound(M.skuNotFound);
      return { linkedVariations: linked };
    },
    /**
     * Loads the category tree and the product index ahead of the first request, so that the first listing or
     * search after a start does not wait for them (at 100,000 products the index takes seconds to build). Calls
     * made while a warm-up runs share it.
     */
    warm: () =>
      (warming ??= Promise.all([tree(), productIndex(), names()])
        .then(() => void (loaded = true))
        .finally(() => (warming = undefined))),
    /** Resolves once the work started in the background (cards read ahead, documents written) is done. */
    settled: () => Promise.all([cardsAhead.settled(), documents.settled(), listingsAhead.settled()]).then(() => {}),
    /** Whether the tree and the index have been loaded since the start: until then the process is not ready. */
    isReady: () => loaded,
    /**
     * What the catalogue's answers are made of, as one string: the category tree, the catalogue's versions (what the
     * product index holds, its stock included) and the facets' names, each checked as often as it is
     * (`CATALOG_CACHE_SECONDS`, or at once when a change is told). An answer whose sources are the same when it
     * expires is still the answer (decision 0056). The index itself is brought up to date in the background: a
     * product page checked after a change waits for no reload of it (seconds at 100,000 products), a listing
     * computed again does.
     */
    sources: async (): Promise<string> => {
      productIndex().catch((error: unknown) => warn(error, "product index not refreshed"));
      const [current, { version, stockVersion }, named] = await Promise.all([tree(), currentVersions(), names()]);
      return lastIndex ? `${sourceId(current)}:${version}:${stockVersion}:${sourceId(named)}` : "";
    },
    /** `sources` as they are held now, without checking them: what an answer about to be computed starts from. */
    heldSources,
    /**
     * `sources` of the listings of the category `slug` without search words: checked once the index is up to date
     * (or, from `REBUILD_WAIT_BELOW` products, as the index served is), they move only when a change may alter
     * them, where `sources` moves with every change of the catalogue. "" when the category is unknown.
     */
    listingSources: async (slug: string): Promise<string> => {
      const [current, , named] = await Promise.all([tree(), productIndex(), names()]);
      return lastIndex ? listingSourcesOf(current, named, slug) : "";
    },
    /** `listingSources` as they are held now, without checking them. */
    heldListingSources: (slug: string): string =>
      lastTree && lastIndex && lastNames ? listingSourcesOf(lastTree.tree, lastNames.names, slug) : "",
    /** Forgets every cached read, for example after the catalogue was changed. */
    invalidate: () => {
      [trees, indexes, facetNames, versions].forEach((cache) => cache.clear());
      lastIndex = undefined;
      cards.clear();
      pages.clear();
      invalidated.forEach((forget) => forget());
    },
    /** Stops what runs beside the requests (stock and catalogue notifications), when the API closes. */
    close: async () => {
      await Promise.all([stockHeld?.close(), changes?.close()]);
    },
    /** How the index was refreshed since the start (whole, from the changed products, from stock changes). */
    indexRefreshes: () => ({ ...refreshes, rebuilding: rebuilding !== undefined }),
    /**
     * How the index is rebuilt after a change: in the background from `waitBelow` products (below, the readers wait,
     * a rebuild being quicker than the 2 s a change may take to show), each rebuild first waiting for `hold` when
     * set, so that what a rebuild under way looks like to the readers can be observed (tests, benchmarks).
     */
    tuneRebuilds: (tuning: { waitBelow?: number; hold?: () => Promise<void> }) =>
      void Object.assign(rebuilds, { waitBelow: REBUILD_WAIT_BELOW, hold: undefined }, tuning),
    /** Whether PostgreSQL's notifications of catalogue changes are listened to (else caches keep to their TTL). */
    followsChanges: () => changes?.listening() ?? false,
    /** The stock answers held, and whether stock notifications are listened to. */
    stockStats: () => stockHeld?.stats() ?? { held: 0, listening: false },
    /** Calls `forget` whenever the catalogue is invalidated (the HTTP plugin's cached answers). */
    onInvalidate: (forget: () => void) => void invalidated.add(forget),
    /** Calls `check` whenever a change is told: answers built before are checked before they are served again. */
    onChange: (check: () => void) => void expired.add(check),
  };
}

export type Catalog = ReturnType<typeof createCatalog>;

/**
 * The catalogue's caches of each API process that can be left out, to measure what each one pays under traffic
 * (`bench:api`, docs/catalogue-caches.md): an API always runs with all of them.
 */
export const CATALOG_CACHES = ["cards", "pages", "listings", "restricted", "stock"] as const;
export type CatalogCache = (typeof CATALOG_CACHES)[number];
