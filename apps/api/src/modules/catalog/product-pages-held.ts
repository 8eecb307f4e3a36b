import type { Queryable } from "../../db/client.js";
import { readDocumentsHolding } from "./product-documents.js";

/**
 * What the product pages held in memory may take: a page is 1.35 KB compressed on average (product-documents.ts),
 * so every page of a catalogue of 100,000 products (135 MB) is held, and a crawler walking all of them never waits
 * for PostgreSQL.
 */
export const PAGES_BYTES = 192 * 1024 * 1024;
/** Pages are copied into slabs of this size: one allocation per few thousand pages instead of one each. */
const SLAB_BYTES = 4 * 1024 * 1024;
/** What a held page takes beside its bytes (its view into the slab and its entry in the map), about. */
const PAGE_OVERHEAD = 120;

/**
 * The compressed product pages of one catalogue version, held in memory as they are written in `product_documents`:
 * every change a page shows moves the version (migration 0009), so the pages of a version are those of any API
 * process that reads it. A version that changed some products only keeps the others' pages (`advance`). Filled ahead (`readAhead`, after a start or a change) and by the pages read from
 * PostgreSQL meanwhile (`keep`); nothing is forgotten within a version: past `maxBytes` the pages not held are
 * read from PostgreSQL, as before.
 */
export function createPagesHeld(db: Queryable, { maxBytes = PAGES_BYTES, slabBytes = SLAB_BYTES } = {}) {
  let version = Number.NaN;
  const pages = new Map<number, Buffer>();
  let slab: Buffer | undefined;
  let used = 0;
  let bytes = 0;

  /** Versions only move forward: a version older than the one held (a request under way) gets nothing. */
  const isNewer = (catalogVersion: number) => Number.isNaN(version) || catalogVersion > version;
  const reset = (catalogVersion: number) => {
    pages.clear();
    slab = undefined;
    used = 0;
    bytes = 0;
    version = catalogVersion;
  };

  /** Copies a page into the current slab, or a new one; false when the budget is spent. */
  const hold = (id: number, gzip: Buffer): boolean => {
    if (pages.has(id)) return true;
    if (gzip.length > slabBytes) return false;
    if (!slab || used + gzip.length > slab.length) {
      if (bytes + slabBytes > maxBytes) return false;
      slab = Buffer.allocUnsafeSlow(slabBytes);
      used = 0;
      bytes += slabBytes;
    }
    if (bytes + PAGE_OVERHEAD > maxBytes) return false;
    gzip.copy(slab, used);
    pages.set(id, slab.subarray(used, used + gzip.length));
    used += gzip.length;
    bytes += PAGE_OVERHEAD;
    return true;
  };

  return {
    /** The page of product `id` at `catalogVersion`, compressed, when held; a new version starts with none. */
    get(catalogVersion: number, id: number): Buffer | undefined {
      if (isNewer(catalogVersion)) reset(catalogVersion);
      return catalogVersion === version ? pages.get(id) : undefined;
    },
    /** Holds a page read from PostgreSQL, written at `writtenAt`, when that is the version held. */
    keep(writtenAt: number, id: number, gzip: Buffer): void {
      if (writtenAt === version) hold(id, gzip);
    },
    /**
     * Moves the pages held at `from` to `to`, forgetting those of `productIds` (the products changed in between):
     * the others show the same at `to`. False when `from` is not the version held (nothing is kept then).
     */
    advance(from: number, to: number, productIds: number[]): boolean {
      if (version !== from || !(to > from)) return false;
      for (const id of productIds) pages.delete(id);
      version = to;
      return true;
    },
    /**
     * Reads the pages holding at `catalogVersion` (of `ids` only when given), `batch` at a time, until every one is held, the budget is spent
     * or the version held moves on. Returns the pages held then.
     */
    async readAhead(catalogVersion: number, ids?: number[], batch = 1_000): Promise<number> {
      if (isNewer(catalogVersion)) reset(catalogVersion);
      if (catalogVersion !== version) return 0;
      for (let after = 0; ; ) {
        const rows = await readDocumentsHolding(db, { version: catalogVersion, after, limit: batch, ids });
        if (version !== catalogVersion) return 0;
        for (const { id, gzip } of rows) if (!hold(id, gzip)) return pages.size;
        if (rows.length < batch) return pages.size;
        after = rows.at(-1)!.id;
      }
    },
    /** Forgets every page. */
    clear: () => reset(Number.NaN),
    /** The pages held and the bytes they take (slabs and overhead). */
    stats: () => ({ pages: pages.size, bytes }),
  };
}
