import type { categories } from "../db/schema/catalog.js";
import { CATEGORY_TREE, type CategorySpec } from "./category-tree.js";

export type CategoryRow = typeof categories.$inferInsert & { id: number; slug: string; depth: number };

export type CategoryIndex = {
  rows: CategoryRow[];
  /** Category id of a slug; throws for an unknown slug, which is a mistake in the generator. */
  idOf(slug: string): number;
  rowOf(slug: string): CategoryRow;
  has(slug: string): boolean;
};

/**
 * Flattens the tree into rows with explicit ids (1, 2, … in depth-first order), so the same tree always
 * gets the same ids, and checks that slugs are unique and URL-safe.
 */
export function buildCategoryRows(tree: readonly CategorySpec[] = CATEGORY_TREE): CategoryIndex {
  const rows: CategoryRow[] = [];
  const bySlug = new Map<string, CategoryRow>();
  const visit = (spec: CategorySpec, parent: CategoryRow | null, position: number) => {
    const slug = parent ? `${parent.slug}-${spec.key}` : spec.key;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new Error(`Category slug "${slug}" is not URL-safe`);
    if (bySlug.has(slug)) throw new Error(`Category slug "${slug}" is used twice`);
    const row: CategoryRow = {
      id: rows.length + 1,
      slug,
      title: spec.title,
      titleAr: spec.titleAr,
      parentId: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 1,
      isClickable: spec.clickable ?? true,
      isFeatured: spec.featured ?? false,
      position,
      description: spec.description ?? null,
    };
    rows.push(row);
    bySlug.set(slug, row);
    spec.children?.forEach((child, index) => visit(child, row, index));
  };
  tree.forEach((spec, index) => visit(spec, null, index));
  const rowOf = (slug: string) => {
    const row = bySlug.get(slug);
    if (!row) throw new Error(`No category with the slug "${slug}"`);
    return row;
  };
  return { rows, rowOf, idOf: (slug) => rowOf(slug).id, has: (slug) => bySlug.has(slug) };
}
