import type { Division } from "./article-kind.js";
import type { CategoryIndex } from "./category-rows.js";
import type { ProductPlan } from "./product-plan.js";

const DIVISION_KEYS: Record<Division, string> = {
  Chaussures: "chaussures",
  Vêtements: "vetements",
  Accessoires: "accessoires",
};

export type CategoryLink = { slug: string; isPrimary: boolean };

/**
 * Every category a product is listed under: its leaf (primary) and the leaf's ancestors; for adults' unisex
 * accessories also the other adult tree; the Sports tree of its activity; and the featured lists (Nouveautés,
 * Promos, Last Chance) of each top-level category it appears in.
 */
export function categoryLinksOf(plan: ProductPlan, index: CategoryIndex): CategoryLink[] {
  const links = new Map<string, boolean>();
  const tops: string[] = [];
  const addPath = (path: readonly string[], primary: boolean, featured = false) => {
    path.forEach((_, depth) => {
      const slug = path.slice(0, depth + 1).join("-");
      index.idOf(slug); // throws for a slug the tree does not have: a mistake in the kinds
      links.set(slug, (links.get(slug) ?? false) || (primary && depth === path.length - 1));
    });
    if (!featured && path[0] !== undefined && !tops.includes(path[0])) tops.push(path[0]);
  };
  const division = DIVISION_KEYS[plan.kind.division];
  addPath([plan.audience, division, plan.kind.leaf], true);
  if (plan.audience !== "enfant" && plan.row.gender === "Unisexe") {
    addPath([plan.audience === "homme" ? "femme" : "homme", division, plan.kind.leaf], false);
  }
  if (plan.row.activity !== "Lifestyle")
    addPath(["sports", plan.row.activity.toLowerCase(), division], false);
  for (const top of tops) {
    if (plan.flags.isNew) addPath([top, "nouveautes"], false, true);
    if (plan.flags.promo) addPath([top, "promos"], false, true);
    if (plan.flags.lastChance) addPath([top, "last-chance"], false, true);
  }
  return [...links].map(([slug, isPrimary]) => ({ slug, isPrimary }));
}
