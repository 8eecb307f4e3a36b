import type { CategoryNode } from "@shop/domain/contract/catalog";

/** Featured links shown in the promo red (spec §2). */
const RED_FEATURED_TITLES = new Set(["promos", "last chance"]);

export function isRedFeatured(category: { title: string }): boolean {
  return RED_FEATURED_TITLES.has(category.title.trim().toLowerCase());
}

export function categoryHref(category: { slug: string }): string {
  return `/categorie/${category.slug}`;
}

export function hasSubmenu(category: CategoryNode): boolean {
  return category.children.length > 0 || category.featured.length > 0;
}
