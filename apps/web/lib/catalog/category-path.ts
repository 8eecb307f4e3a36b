import type { CategoryDetail, CategoryLink } from "@shop/domain/contract/catalog";

/** The chain from the top-level category down to this one (one to three links). */
export function categoryChain(category: CategoryLink & { parent: CategoryLink | null; grandparent: CategoryLink | null }) {
  return [category.grandparent, category.parent, category].filter((link): link is CategoryLink => link !== null);
}

/** The category page's path: every slug of the chain, e.g. /categorie/homme/homme-chaussures/homme-chaussures-running. */
export function categoryPath(category: CategoryDetail | Parameters<typeof categoryChain>[0]): string {
  return `/categorie/${categoryChain(category)
    .map((link) => link.slug)
    .join("/")}`;
}

/** Path of a category known only by its slug and ancestors' slugs (search results, tree nodes). */
export function categoryPathOf(slugs: string[]): string {
  return `/categorie/${slugs.join("/")}`;
}
