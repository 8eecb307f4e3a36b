import { sql } from "drizzle-orm";
import type { AnyQueryable, Queryable } from "../../db/client.js";
import {
  buildProductIndex,
  HIDDEN,
  relevanceOrder,
  SIZE_SEPARATOR,
  type IndexedProduct,
  type ProductIndex,
} from "./product-index.js";
import { indexedProductsById, loadProductIndex } from "./product-index-load.js";
import { carryListings } from "./listing-cache.js";
import { positionOf } from "./related-products.js";
import { carryRestricted } from "./restricted-index.js";
import { preparedStatement } from "../../db/prepared.js";
import { patchProductIndex } from "./product-index-patch.js";
import { listingCategories } from "./category-marks.js";

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
 * `previous` with the stock changes applied when only sizes sold out or came back (applyStockChanges), rebuilt
 * from its rows with the changed products read again when every change since is a product's
 * (`rebuildChangedProducts`), else a fresh one. The versions are read first, so a change made during the load moves them again and the next check
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
  if (previous) {
    const rebuilt = await rebuildChangedProducts(db, previous, versions);
    if (rebuilt) {
      counted({ path: "products", productsRead: rebuilt.productsRead });
      return rebuilt.index;
    }
  }
  const index = await loadProductIndex(db, versions);
  counted({ path: "whole", productsRead: index.size });
  return index;
}

/**
 * Past this share of the catalogue changed, the index is loaded whole: reading that many products by id costs
 * about what reading them all does.
 */
const REBUILD_SHARE = 1 / 4;

/**
 * The products changed between two versions (catalog_product_changes, migration 0014) and those whose stock changed
 * since the rows were read (catalog_stock_changes); undefined when some change is not a product's (a category, a
 * facet value's name) or is no longer kept: the index is then loaded whole.
 */
export async function changedProducts(
  db: AnyQueryable,
  from: { version: number; stockVersion: number },
  to: { version: number; stockVersion: number },
): Promise<number[] | undefined> {
  const result = await db.execute<{ versions: number; whole: boolean; ids: number[] | null; stock: number; stockIds: number[] | null }>(sql`
    select count(distinct c.version)::int as versions, coalesce(bool_or(c.product_id = 0), false) as whole,
           array_agg(distinct c.product_id) filter (where c.product_id > 0) as ids,
           (select count(*)::int from catalog_stock_changes
             where stock_version > ${from.stockVersion} and stock_version <= ${to.stockVersion}) as stock,
           (select array_agg(distinct product_id) from catalog_stock_changes
             where stock_version > ${from.stockVersion} and stock_version <= ${to.stockVersion}) as "stockIds"
      from catalog_product_changes c where c.version > ${from.version} and c.version <= ${to.version}`);
  const { versions, whole, ids, stock, stockIds } = result.rows[0]!;
  if (whole || versions !== to.version - from.version || stock !== to.stockVersion - from.stockVersion) return undefined;
  return [...new Set([...(ids ?? []), ...(stockIds ?? [])])].sort((a, b) => a - b);
}

/**
 * The index of the catalogue at `versions` made from `previous` and the rows it was built from, with the changed
 * products read again (one query by id, a few milliseconds): when the same products are published, `previous` is
 * patched (patchProductIndex: tens of milliseconds at 100,000 products, where a whole load takes 4–10 s) and the
 * listings and restricted indexes of the categories none of whose products changed are carried over, as after a
 * stock change; when a product is published or leaves, the index is built from the rows (a product leaving drops out,
 * one coming in takes its place in id order: 3–4 s at 100,000 products, the reads spared). Undefined when
 * `changedProducts` is, or when more than `REBUILD_SHARE` of the catalogue changed.
 */
export async function rebuildChangedProducts(
  db: Queryable,
  previous: ProductIndex,
  versions: { version: number; stockVersion: number },
): Promise<{ index: ProductIndex; productsRead: number } | undefined> {
  const source = previous.source;
  if (!source) return undefined;
  const ids = await changedProducts(db, { version: previous.version, stockVersion: source.stockVersion }, versions);
  if (!ids || ids.length > previous.size * REBUILD_SHARE) return undefined;
  const fresh = await indexedProductsById(db, { ids });
  const rows = mergeRows(source.rows, new Set(ids), fresh);
  const memberships = await db.execute<{ categoryId: number; productId: number; placed: boolean }>(sql`
    select category_id as "categoryId", product_id as "productId", position is not null as placed
      from product_categories where product_id = any(${sql.param(ids)}::int[])`);
  // The categories the changed products were in (the previous index's members) or are in now.
  const positions = ids.map((id) => positionOf(previous, id)).filter((p) => p !== -1);
  const affected = new Set(memberships.rows.map((row) => row.categoryId));
  for (const categoryId of listingCategories(previous, ids)) affected.add(categoryId);

  let index: ProductIndex;
  const changedBefore = new Set(positions);
  if (sameIds(previous.ids, rows)) {
    // Same products at the same positions: the index is patched (tens of milliseconds at 100,000 products), the
    // affected categories' members moved in memory, the others keep their positions' array, which what the listings
    // and restricted indexes kept are keyed by.
    const changed = positions.sort((a, b) => a - b);
    index = { ...patchProductIndex(previous, source.rows, rows, changed), version: versions.version };
    index.stockVersion = versions.stockVersion;
    await moveMembers(db, previous, index, null, changedBefore, memberships.rows, affected);
    carryOver(previous, index, ids);
  } else {
    // Products come or go: the positions move, the index is built from the rows, those of the products that did not
    // change copied from the previous index (about a second at 100,000 products), the categories' members moved
    // with them in memory.
    index = await buildProductIndex(versions.version, rows, [], versions.stockVersion, previous, {
      index: previous,
      rows: source.rows,
    });
    await moveMembers(db, previous, index, movedPositions(previous.ids, index.ids), changedBefore, memberships.rows, affected);
  }
  index.source = { rows, stockVersion: versions.stockVersion };
  index.changedSince = { version: previous.version, productIds: ids };
  return { index, productsRead: fresh.length };
}

/**
 * The categories' members of `index` (`byCategory`, `placed`): those of `previous` at the positions the products
 * moved to (`moved`: each previous position's new one, -1 for a product gone; null: none moved, the arrays are kept
 * as they are), the affected categories' made again from their previous members without the changed products
 * (`changed`, previous positions) and the changed products' memberships now. The hand order of a category a changed
 * product is or was placed in is read again (a few products each).
 */
async function moveMembers(
  db: Queryable,
  previous: ProductIndex,
  index: ProductIndex,
  moved: Int32Array | null,
  changed: Set<number>,
  memberships: { categoryId: number; productId: number; placed: boolean }[],
  affected: Set<number>,
): Promise<void> {
  const move = (positions: Int32Array, keep: (p: number) => boolean = () => true) => {
    const out = new Int32Array(positions.length);
    let n = 0;
    for (const p of positions) {
      const to = moved === null ? p : moved[p]!;
      if (to !== -1 && keep(p)) out[n++] = to;
    }
    return n === out.length ? out : out.slice(0, n);
  };
  const joined = new Map<number, number[]>();
  const placedNow = new Set<number>();
  for (const { categoryId, productId, placed } of memberships) {
    const p = positionOf(index, productId);
    if (p === -1) continue; // not published: in no listing
    joined.set(categoryId, [...(joined.get(categoryId) ?? []), p]);
    if (placed) placedNow.add(categoryId);
  }
  index.byCategory = new Map();
  index.placed = new Map();
  for (const [categoryId, members] of previous.byCategory) {
    if (!affected.has(categoryId)) index.byCategory.set(categoryId, moved === null ? members : move(members));
  }
  for (const [categoryId, order] of previous.placed) {
    if (!affected.has(categoryId)) index.placed.set(categoryId, moved === null ? order : move(order));
  }
  for (const categoryId of affected) {
    const members = Array.from(move(previous.byCategory.get(categoryId) ?? NO_POSITIONS, (p) => !changed.has(p)));
    members.push(...(joined.get(categoryId) ?? []));
    if (members.length > 0) index.byCategory.set(categoryId, Int32Array.from(members).sort());
  }
  const replaced = [...affected].filter((categoryId) => placedNow.has(categoryId) || previous.placed.has(categoryId));
  if (replaced.length === 0) return;
  const placed = await db.execute<{ categoryId: number; placedIds: string }>(sql`
    select pc.category_id as "categoryId", string_agg(pc.product_id::text, ',' order by pc.position, pc.product_id) as "placedIds"
      from product_categories pc join products p on p.id = pc.product_id and p.is_published
     where pc.category_id = any(${sql.param(replaced)}::int[]) and pc.position is not null
     group by pc.category_id`);
  for (const { categoryId, placedIds } of placed.rows) {
    const order = placedIds.split(",").map((id) => positionOf(index, Number(id))).filter((p) => p !== -1);
    index.placed.set(categoryId, Int32Array.from(order));
  }
}

const NO_POSITIONS = new Int32Array(0);

/** Where each product of `before` (ids ascending) is in `after` (ids ascending), -1 when it is not. */
function movedPositions(before: Int32Array, after: Int32Array): Int32Array {
  const moved = new Int32Array(before.length).fill(-1);
  for (let q = 0, p = 0; q < before.length; q++) {
    while (p < after.length && after[p]! < before[q]!) p++;
    if (after[p] === before[q]) moved[q] = p;
  }
  return moved;
}

/** `rows` (in id order) without the products of `changed`, with `fresh` (in id order) merged in. */
function mergeRows(rows: IndexedProduct[], changed: Set<number>, fresh: IndexedProduct[]): IndexedProduct[] {
  const merged: IndexedProduct[] = [];
  let f = 0;
  for (const row of rows) {
    while (f < fresh.length && fresh[f]!.id < row.id) merged.push(fresh[f++]!);
    if (!changed.has(row.id)) merged.push(row);
  }
  while (f < fresh.length) merged.push(fresh[f++]!);
  return merged;
}


function sameIds(ids: Int32Array, rows: IndexedProduct[]): boolean {
  if (ids.length !== rows.length) return false;
  for (let i = 0; i < ids.length; i++) if (ids[i] !== rows[i]!.id) return false;
  return true;
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
  const stockChanged = { from: index.stockVersion, productIds: productIds ?? [] };
  const updated = { ...index, stockVersion, inStock, codes, valueBits, orders, stockChanged };
  carryOver(index, updated, productIds ?? []);
  return updated;
}

/**
 * What was computed on `index` for categories none of whose products is among `productIds` (the ones whose stock
 * changed, or that changed) holds on `updated` too: their listings and restricted indexes are carried over, so a size selling out
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
