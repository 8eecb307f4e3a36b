import type { AdminCategory } from "@shop/domain/contract/admin-categories";

/** A category as the product form and the list's filter offer it: in tree order, with its depth and its path. */
export type CategoryChoice = {
  id: number;
  title: string;
  /** 1 to 3. */
  depth: number;
  /** « Homme › Chaussures › Running », to tell apart two « Running » of different branches. */
  path: string;
  /** A heading of the menu (« Par sport »), not a page of its own. */
  heading: boolean;
};

/** The back office's tree (parents first, siblings in order) with each category's path of titles. */
export function categoryChoicesOf(categories: readonly AdminCategory[]): CategoryChoice[] {
  const paths = new Map<number, string>();
  return categories.map((category) => {
    const parent = category.parentId === null ? undefined : paths.get(category.parentId);
    const path = parent ? `${parent} › ${category.titleFr}` : category.titleFr;
    paths.set(category.id, path);
    return {
      id: category.id,
      title: category.titleFr,
      depth: category.depth,
      path,
      heading: !category.isClickable,
    };
  });
}
