import type { CategoryNode } from "@shop/domain/contract/catalog";
import { categoryPathOf } from "@/lib/catalog/category-path";

/** Featured links shown in the promo red (spec §2). */
const RED_FEATURED_TITLES = new Set(["promos", "last chance"]);

/** By the French title, which Arabic pages keep in `titleFr` (lib/locale/names.ts). */
export function isRedFeatured(category: { title: string; titleFr?: string }): boolean {
  return RED_FEATURED_TITLES.has((category.titleFr ?? category.title).trim().toLowerCase());
}

/**
 * A category of the menus, with the full path of its page: every slug from the top (spec §2, no redirect). Only
 * what the menus show: the tree is serialised into every page for the two client menus, so the other language's
 * title, the slug and the depth stay on the server.
 */
export type MenuCategory = Pick<CategoryNode, "id" | "title" | "isClickable"> & {
  /** The French title, kept by Arabic pages (lib/locale/names.ts) to tell the red featured links. */
  titleFr?: string;
  path: string;
  featured: MenuCategory[];
  children: MenuCategory[];
};

/** The tree with each category's page path; a featured selection sits under its parent, as in the API's tree. */
export function withPaths(nodes: readonly (CategoryNode & { titleFr?: string })[], parents: string[] = []): MenuCategory[] {
  return nodes.map((node) => {
    const slugs = [...parents, node.slug];
    return {
      id: node.id,
      title: node.title,
      ...(node.titleFr === undefined ? {} : { titleFr: node.titleFr }),
      isClickable: node.isClickable,
      path: categoryPathOf(slugs),
      featured: withPaths(node.featured, slugs),
      children: withPaths(node.children, slugs),
    };
  });
}

const menus = new WeakMap<readonly CategoryNode[], MenuCategory[]>();

/**
 * The menus' categories of a tree read from the API: its clickable top categories, with their paths. Worked out
 * once per tree read (the answers kept are shared by every page until the next read), and the same array for the
 * two menus of a page, which React then serialises once.
 */
export function menuOf(tree: readonly (CategoryNode & { titleFr?: string })[]): MenuCategory[] {
  let menu = menus.get(tree);
  if (!menu) {
    menu = withPaths(tree.filter((node) => node.isClickable));
    menus.set(tree, menu);
  }
  return menu;
}

export function categoryHref(category: { path: string }): string {
  return category.path;
}

export function hasSubmenu(category: MenuCategory): boolean {
  return category.children.length > 0 || category.featured.length > 0;
}
