import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { HIDDEN, loadProductIndex, relevanceOrder, SIZE_SEPARATOR, type ProductIndex } from "./product-index.js";
import { carryListings } from "./listing-cache.js";
import { positionOf } from "./related-products.js";
import { carryRestricted } from "./restricted-index.js";
import { preparedStatement } from "../../db/prepared.js";

/**
 * The catalogue version, which moves whenever a change alters the index, and the stock version, which moves when
 * a size sells out or comes back (triggers of migrations 0001 and 0006), read together.
 */
export async function readCatalogVersion(db: Queryable): Promise<{ version: number; stockVersion: number }> {
  const [row] = await catalogVersion(db, {});
  return { version: Number(row?.version ?? -1), stockVersion: Number(row?.stockVersion ?? -1) };
}

const catalogVersion = preparedStatement<{ version: string; stockVersion: string }>(
  "catalog-version",
  () => sql`select version, stock_version as "stockVersion" from catalog_version`,
);

/** How an index was refreshed, and how many products it read (`refreshProductIndex`). */
export type IndexRefresh = { path: "same" | "stock" | "products" | "whole"; productsRead: number };

/**
 * The index of the catalogue: `previous` again when nothing changed since it was loaded (one tiny query),
 * `previous` with the stock changes applied when only sizes sold out or came back (applyStockChanges), else a
 * fresh one. The versions are read first, so a change made during the load moves them again and the next check
 * catches up. Every API process follows the same versions, so all list the same catalogue. `counted` is told which
 * way it went.
 */
export async function refreshProductIndex(
  db: Queryable,
  previous: ProductIndex | undefined,
  counted: (refresh: IndexRefresh) => void = () => {},
): Promise<ProductIndex> {
  const versions = await readCatalogVersion(db);
  if (previous && previous.version === versions.version) {
    if (previous.stockVersion === versions.stockVersion) {
      counted({ path: "same", productsRead: 0 });
      return previous;
    }
    const updated = await applyStockChanges(db, previous, versions.stockVersion);
    if (updated) {
      counted({ path: "stock", productsRead: updated.stockVersion - previous.stockVersion });
      return updated;
    }
  }
  const index = await loadProductIndex(db, versions);
  counted({ path: "whole", productsRead: index.size });
  return index;
}

/**
 * The index with the sizes that sold out or came back since `index.stockVersion` (up to `stockVersion`): their
 * products' in-stock flag and visible sizes, and the relevance order (in stock first) — a new index sharing every
 * other array with the old one, which requests under way keep reading unchanged. Reads the changed products
 * only, where loading the whole index takes seconds at 100,000 products. Undefined when the changes are no
 * longer all kept (catalog_stock_changes is pruned): the caller then loads the index whole.
 */
export async function applyStockChanges(
  db: Queryable,
  index: ProductIndex,
  stockVersion: number,
): Promise<ProductIndex | undefined> {
  const changes = await db.execute<{ changes: number; productIds: number[] | null }>(sql`
    select count(*)::int as changes, array_agg(distinct product_id) as "productIds" from catalog_stock_changes
     where stock_version > ${index.stockVersion} and stock_version <= ${stockVersion}`);
  const { changes: count, productIds } = changes.rows[0]!;
  if (count !== stockVersion - index.stockVersion) return undefined;
  const stock = await db.execute<{ id: number; sizes: string | null }>(sql`
    select v.product_id as id,
           string_agg(distinct s.size, ${SIZE_SEPARATOR}) filter (where s.stock > 0 and s.is_active) as sizes
      from variations v join skus s on s.variation_id = v.id
     where v.product_id = any(${sql.param(productIds ?? [])}::int[])
     group by v.product_id`);

  const inStock = index.inStock.slice();
  const codes = index.codes.slice();
  const { start, allCodes, values, sizeKey } = index;
  const width = index.keys.length;
  // The bitsets of the sizes that changed are copied before they change: the old index keeps its own.
  const valueBits = index.valueBits.slice();
  const copied = new Set<number>();
  const setHeld = (code: number, p: number, held: boolean) => {
    if (!copied.has(code)) {
      copied.add(code);
      valueBits[code] = valueBits[code]!.slice();
    }
    if (held) valueBits[code]![p >>> 5]! |= 1 << (p & 31);
    else valueBits[code]![p >>> 5]! &= ~(1 << (p & 31));
  };
  for (const { id, sizes } of stock.rows) {
    const p = positionOf(index, id);
    if (p === -1) continue; // not published: not in the index
    inStock[p] = sizes ? 1 : 0;
    if (sizeKey === -1) continue;
    const available = sizes?.split(SIZE_SEPARATOR) ?? [];
    for (let i = start[p * width + sizeKey]!, end = start[p * width + sizeKey + 1]!; i < end; i++) {
      const held = available.includes(values[allCodes[i]!]!);
      if (held !== (codes[i] !== HIDDEN)) setHeld(allCodes[i]!, p, held);
      codes[i] = held ? allCodes[i]! : HIDDEN;
    }
  }
  const orders = { ...index.orders, relevance: relevanceOrder(index.orders.newest, inStock) };
  const updated = { ...index, stockVersion, inStock, codes, valueBits, orders };
  carryOver(index, updated, productIds ?? []);
  return updated;
}

/**
 * What was computed on `index` for categories none of whose products is among `productIds` (the ones whose stock
 * changed) holds on `updated` too: their listings and restricted indexes are carried over, so a size selling out
 * costs each API process the listings of the categories it is in, not those of every category (at 100,000 products,
 * some 2 s of CPU for all of them).
 */
function carryOver(index: ProductIndex, updated: ProductIndex, productIds: number[]): void {
  const changed = new Uint8Array(index.size);
  for (const id of productIds) {
    const p = positionOf(index, id);
    if (p !== -1) changed[p] = 1;
  }
  const verdicts = new Map<Int32Array, boolean>();
  const unchanged = (positions: Int32Array) => {
    let verdict = verdicts.get(positions);
    if (verdict === undefined) verdicts.set(positions, (verdict = !positions.some((p) => changed[p] === 1)));
    return verdict;
  };
  carryListings(index, updated, unchanged);
  carryRestricted(index, updated, unchanged);
}
