import type { CategoryNode } from "@shop/domain/api-types";

/** Featured links shown in the promo red (spec §2). */
const RED_FEATURED_TITLES = new Set(["promos", "last chance"]);

/** By the French title, which Arabic pages keep in `titleFr` (lib/locale/names.ts). */
export function isRedFeatured(category: { title: string; titleFr?: string }): boolean {
  return RED_FEATURED_TITLES.has((category.titleFr ?? category.title).trim().toLowerCase());
}

export function categoryHref(category: { slug: string }): string {
  return `/categorie/${category.slug}`;
}

export function hasSubmenu(category: CategoryNode): boolean {
  return category.children.length > 0 || category.featured.length > 0;
}
