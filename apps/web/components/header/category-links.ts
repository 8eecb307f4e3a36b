import type { CategoryNode } from "@shop/domain/contract/catalog";
import { categoryPathOf } from "@/lib/catalog/category-path";

/** Featured links shown in the promo red (spec §2). */
const RED_FEATURED_TITLES = new Set(["promos", "last chance"]);

/** By the French title, which Arabic pages keep in `titleFr` (lib/locale/names.ts). */
export function isRedFeatured(category: { title: string; titleFr?: string }): boolean {
  return RED_FEATURED_TITLES.has((category.titleFr ?? category.title).trim().toLowerCase());
}

/** A category of the menus, with the full path of its page: every slug from the top (spec §2, no redirect). */
export type MenuCategory = Omit<CategoryNode, "featured" | "children"> & {
  path: string;
  featured: MenuCategory[];
  children: MenuCategory[];
};

/** The tree with each category's page path; a featured selection sits under its parent, as in the API's tree. */
export function withPaths(nodes: CategoryNode[], parents: string[] = []): MenuCategory[] {
  return nodes.map((node) => {
    const slugs = [...parents, node.slug];
    return {
      ...node,
      path: categoryPathOf(slugs),
      featured: withPaths(node.featured, slugs),
      children: withPaths(node.children, slugs),
    };
  });
}

export function categoryHref(category: { path: string }): string {
  return category.path;
}

export function hasSubmenu(category: MenuCategory): boolean {
  return category.children.length > 0 || category.featured.length > 0;
}
