import { CATEGORY_LIMITS, type AdminCategory } from "@shop/domain/contract/admin-categories";

/** The back office's tree, read from the API's list (parents first, siblings in order), with the lookups the page needs. */
export type TreeModel = {
  categories: readonly AdminCategory[];
  byId: Map<number, AdminCategory>;
  childrenOf: (id: number | null) => AdminCategory[];
  /** Levels below a category: 0 without children. */
  heightOf: (id: number) => number;
  /** « Homme › Chaussures › Running ». */
  titlePath: (id: number) => string;
};

export function treeModel(categories: readonly AdminCategory[]): TreeModel {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const children = new Map<number | null, AdminCategory[]>();
  for (const category of categories) children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  const childrenOf = (id: number | null) => children.get(id) ?? [];
  const heightOf = (id: number): number => Math.max(0, ...childrenOf(id).map((child) => 1 + heightOf(child.id)));
  const titlePath = (id: number): string => {
    const category = byId.get(id);
    if (!category) return "";
    return category.parentId === null ? category.titleFr : `${titlePath(category.parentId)} › ${category.titleFr}`;
  };
  return { categories, byId, childrenOf, heightOf, titlePath };
}

/** Whether `id` is `ancestorId` or lies below it. */
function isWithin(model: TreeModel, id: number, ancestorId: number): boolean {
  for (let at: number | null = id; at !== null; at = model.byId.get(at)?.parentId ?? null) if (at === ancestorId) return true;
  return false;
}

/**
 * Where `category` may go, as the API checks it: the top level (null) or a category neither itself nor below it, not
 * a featured link, deep enough for its sub-categories to stay within three levels; a featured link only directly
 * under a top-level category. Its own parent is among them (a move there is a reorder).
 */
export function moveTargets(model: TreeModel, category: AdminCategory): (AdminCategory | null)[] {
  const height = model.heightOf(category.id);
  const fits = (depth: number) => depth + height <= CATEGORY_LIMITS.depthMax && (!category.isFeatured || depth === 2);
  const targets: (AdminCategory | null)[] = fits(1) ? [null] : [];
  for (const target of model.categories) {
    if (target.isFeatured || isWithin(model, target.id, category.id)) continue;
    if (fits(target.depth + 1)) targets.push(target);
  }
  return targets;
}

/** Whether a new category may be created under `parent` (a featured link has no sub-categories; three levels). */
export const acceptsChildren = (parent: AdminCategory): boolean =>
  !parent.isFeatured && parent.depth < CATEGORY_LIMITS.depthMax;

/** Whether `category` (at its depth, with its children) may be a featured link of the mega menu. */
export const mayBeFeatured = (model: TreeModel, category: { id?: number; depth: number }): boolean =>
  category.depth === 2 && (category.id === undefined || model.childrenOf(category.id).length === 0);
