import { asc } from "drizzle-orm";
import type { AnyQueryable } from "../../db/client.js";
import { categories, categoryRedirects } from "../../db/schema.js";

import type { CategoryLink, CategoryNode } from "@shop/domain/contract/catalog";

export type CategoryTree = {
  roots: CategoryNode[];
  bySlug: Map<string, CategoryNode>;
  byId: Map<number, CategoryNode>;
  /** Ancestors of each category, nearest first (parent, then grandparent). */
  ancestors: Map<number, CategoryLink[]>;
  /** Slugs categories had before they were renamed, to the category's id: their addresses answer 301. */
  redirects: Map<string, number>;
};

const toLink = ({ id, slug, title, titleAr }: CategoryLink): CategoryLink => ({ id, slug, title, titleAr });

/** Reads every category once and builds the navigation tree with its lookups. */
export async function loadCategoryTree(db: AnyQueryable): Promise<CategoryTree> {
  const [rows, moved] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
    db.select({ slug: categoryRedirects.slug, categoryId: categoryRedirects.categoryId }).from(categoryRedirects),
  ]);
  const byId = new Map<number, CategoryNode>();
  const bySlug = new Map<string, CategoryNode>();
  const parentOf = new Map<number, number>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      id: row.id,
      slug: row.slug,
      title: row.title,
      titleAr: row.titleAr,
      isClickable: row.isClickable,
      depth: row.depth,
      featured: [],
      children: [],
    };
    byId.set(node.id, node);
    bySlug.set(node.slug, node);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (!parent) roots.push(node);
    else {
      parentOf.set(node.id, parent.id);
      (row.isFeatured ? parent.featured : parent.children).push(node);
    }
  }
  const ancestors = new Map<number, CategoryLink[]>();
  for (const id of byId.keys()) {
    const chain: CategoryLink[] = [];
    for (let up = parentOf.get(id); up !== undefined; up = parentOf.get(up)) chain.push(toLink(byId.get(up)!));
    ancestors.set(id, chain);
  }
  const redirects = new Map(moved.map(({ slug, categoryId }) => [slug, categoryId]));
  return { roots, bySlug, byId, ancestors, redirects };
}

/** The slug a category's old slug now leads to; undefined for a slug that is a category's own, or nobody's. */
export function movedSlug(tree: CategoryTree, slug: string): string | undefined {
  if (tree.bySlug.has(slug)) return undefined;
  const id = tree.redirects.get(slug);
  return id === undefined ? undefined : tree.byId.get(id)?.slug;
}

/** A category with its parent and grandparent, as search results and breadcrumbs show them. */
export function withAncestors(tree: CategoryTree, node: CategoryLink) {
  const [parent, grandparent] = tree.ancestors.get(node.id) ?? [];
  return { ...toLink(node), parent: parent ?? null, grandparent: grandparent ?? null };
}
