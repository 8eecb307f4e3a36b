/** Product filter facets and sort options, with their French labels exactly as the spec writes them (§3). */
import type { FacetKey, SortKey } from "./facet-keys";

export { FACET_KEYS, FILTER_FACET_KEYS, FILTER_LIMITS, SORT_KEYS, type FacetKey, type SortKey } from "./facet-keys";

export const FACET_LABELS = {
  ageGroup: "Âge",
  articleType: "Type de Produit",
  bodyStyle1: "Longueur vêtement",
  bodyStyle2: "Cou",
  cou: "Cou",
  coureur: "Type de coureur",
  dbp1En: "Fermeture",
  dbp1EnAJ: "Ajustement",
  dbp4En: "Heel-To-Toe Drop",
  dbp6En: "Semelle Amovible",
  dbp7En: "Type de coureur",
  gender: "Pour",
  heeltotoedrop: "Heel-To-Toe Drop",
  km: "Nombre moyen de Kilomètres",
  lineName: "Équipe",
  longDescriptionFr: "Nombre moyen de kilomètres",
  longueur: "Longueur Vêtement",
  manches: "Manches",
  price: "Prix",
  printSizeFr: "Taille",
  productDivision: "Catégorie",
  rbu: "Activité",
  removableSole: "Semelle Amovible",
  searchColor: "Couleur",
  surface: "Surface",
  team: "Équipe",
} as const satisfies Readonly<Record<FacetKey, string>>;

/** Label of a `{product}Tech` facet, e.g. "Technologie Running" for the key "RunningTech". */
export function techFacetLabel(product: string): string {
  return `Technologie ${product}`;
}

/** Label of any facet key, `{product}Tech` keys included; undefined for an unknown key. */
export function facetLabel(key: string): string | undefined {
  if (Object.hasOwn(FACET_LABELS, key)) return FACET_LABELS[key as FacetKey];
  const product = /^(.+)Tech$/.exec(key)?.[1];
  return product === undefined ? undefined : techFacetLabel(product);
}

/** Sort options of the product filter, in display order. */
export const SORT_OPTIONS = {
  relevance: "Pertinence",
  newest: "Nouveautés",
  "price-asc": "Prix croissant",
  "price-desc": "Prix décroissant",
} as const satisfies Readonly<Record<SortKey, string>>;
