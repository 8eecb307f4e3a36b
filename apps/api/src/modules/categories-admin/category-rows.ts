import { sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";

/** A category as the back office's edits read it. */
export type CategoryRow = {
  id: number;
  parentId: number | null;
  depth: number;
  position: number;
  slug: string;
  titleFr: string;
  titleAr: string;
  description: string;
  isClickable: boolean;
  isFeatured: boolean;
};

/** The tree as rows by id, and each category's children in their order. */
export type CategoryRows = {
  byId: Map<number, CategoryRow>;
  childrenOf: (id: number | null) => CategoryRow[];
};

/** Every category (a shop has a hundred or so), parents first, siblings in their order. */
export async function readCategoryRows(db: Queryable): Promise<CategoryRows> {
  const result = await db.execute<CategoryRow>(sql`
    select id, parent_id as "parentId", depth, position, slug, title as "titleFr", title_ar as "titleAr",
           coalesce(description, '') as description, is_clickable as "isClickable", is_featured as "isFeatured"
      from categories order by depth, position, id`);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of result.rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  return { byId, childrenOf: (id) => children.get(id) ?? [] };
}

/** The category's sub-categories, at every level below it. */
export function descendantsOf(rows: CategoryRows, id: number): CategoryRow[] {
  return rows.childrenOf(id).flatMap((child) => [child, ...descendantsOf(rows, child.id)]);
}

/** How many levels hang below the category: 0 without children, 2 with grandchildren. */
export function heightOf(rows: CategoryRows, id: number): number {
  return Math.max(0, ...rows.childrenOf(id).map((child) => 1 + heightOf(rows, child.id)));
}

/** Its ancestors, the top-level one first, then itself. */
export function chainOf(rows: CategoryRows, id: number): CategoryRow[] {
  const chain: CategoryRow[] = [];
  for (let row = rows.byId.get(id); row; row = row.parentId === null ? undefined : rows.byId.get(row.parentId)) {
    chain.unshift(row);
  }
  return chain;
}

/** Its page on the storefront: every slug from the top (`/categorie/homme/homme-chaussures`). */
export const pathOf = (rows: CategoryRows, id: number): string =>
  `/categorie/${chainOf(rows, id)
    .map((row) => row.slug)
    .join("/")}`;

/**
 * Edits of the tree wait for each other: each checks depths, cycles and slugs against the tree as it is, then writes
 * it, and two staff moving branches at once could otherwise each pass its checks and together break them.
 */
export async function lockCategoryTree(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('category-tree'))`);
}

/** Numbers `siblings` 0, 1, 2… in the order given, writing only the positions that change. */
export async function renumber(tx: Tx, siblings: readonly CategoryRow[]): Promise<void> {
  const moved = siblings.flatMap((row, position) => (row.position === position ? [] : [{ id: row.id, position }]));
  if (moved.length === 0) return;
  await tx.execute(sql`
    update categories c set position = m.position
      from unnest(${sql.param(moved.map((m) => m.id))}::int[], ${sql.param(moved.map((m) => m.position))}::int[])
           as m(id, position)
     where c.id = m.id`);
}
