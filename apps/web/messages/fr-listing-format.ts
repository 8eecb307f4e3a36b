/**
 * The French listing texts that take a value (a count, a label, prices): the only part of a listing's texts that
 * is code. The listing's client components import these for the page's language and receive the plain texts from
 * the page (`getListingTexts()`).
 */
export const listingFormatFr = {
  productCount: (count: number) => (count > 1 ? `${count} produits` : `${count} produit`),
  openFilters: (count: number) => (count > 0 ? `Filtrer et trier (${count})` : "Filtrer et trier"),
  apply: (count: number | null) => (count === null ? "Appliquer" : `Voir ${count} produit${count > 1 ? "s" : ""}`),
  removeFilter: (label: string) => `Retirer le filtre ${label}`,
  filterChip: (facet: string, value: string) => `${facet} : ${value}`,
  priceHint: (min: string, max: string) => `De ${min} à ${max}`,
  showMoreValues: (count: number) => `Voir plus (${count})`,
  seen: (shown: number, total: number) => `Vous avez vu ${shown} produits sur ${total}`,
} as const;
