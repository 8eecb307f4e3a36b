import type { ArticleKind, Audience } from "./article-kind.js";
import { ACCESSORY_KINDS } from "./kinds-accessories.js";
import { APPAREL_KINDS } from "./kinds-apparel.js";
import { FOOTWEAR_KINDS } from "./kinds-footwear.js";

export const ARTICLE_KINDS: readonly ArticleKind[] = [
  ...FOOTWEAR_KINDS,
  ...APPAREL_KINDS,
  ...ACCESSORY_KINDS,
];

/** Share of each audience in the catalogue. */
export const AUDIENCE_WEIGHTS: readonly (readonly [Audience, number])[] = [
  ["homme", 40],
  ["femme", 35],
  ["enfant", 25],
];

/** The kinds an audience buys, with their weights, ready for `rng.weighted`. */
export function kindsFor(audience: Audience): (readonly [ArticleKind, number])[] {
  return ARTICLE_KINDS.flatMap((kind) => {
    const weight = kind.weights[audience];
    return weight ? [[kind, weight] as const] : [];
  });
}

export function kindByKey(key: string): ArticleKind {
  const kind = ARTICLE_KINDS.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`No article kind "${key}"`);
  return kind;
}
