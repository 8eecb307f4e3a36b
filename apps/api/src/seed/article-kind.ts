import type { Bilingual, NameStyle } from "./model-names.js";
import type { PriceRange } from "./prices.js";
import type { Rng } from "./random.js";
import type { SizeRun } from "./sizes.js";

export type Audience = "homme" | "femme" | "enfant";
export type Gender = "Homme" | "Femme" | "Unisexe" | "Garçon" | "Fille";
export type Division = "Chaussures" | "Vêtements" | "Accessoires";
export type Activity = "Running" | "Football" | "Training" | "Lifestyle" | "Basketball" | "Outdoor";

export type SilhouetteKey =
  | "shoe-running"
  | "shoe-trail"
  | "shoe-training"
  | "shoe-football"
  | "shoe-court"
  | "shoe-lifestyle"
  | "tshirt"
  | "jersey"
  | "hoodie"
  | "track-jacket"
  | "windbreaker"
  | "shorts"
  | "track-pants"
  | "joggers"
  | "leggings"
  | "backpack"
  | "duffel"
  | "cap"
  | "socks"
  | "ball-football"
  | "ball-basketball";

/** What a kind knows about the product being drawn. */
export type KindContext = {
  rng: Rng;
  audience: Audience;
  gender: Gender;
  kids: boolean;
  activity: Activity;
  model: Bilingual;
};

/** A family of articles (running shoe, hoodie, backpack…): everything needed to invent one product. */
export type ArticleKind = {
  key: string;
  articleType: string;
  division: Division;
  /** Third-level category key under `<audience>-<division>`, e.g. "running" in homme-chaussures-running. */
  leaf: string;
  silhouette: SilhouetteKey;
  nameStyle: NameStyle;
  /** Relative frequency of the kind in each audience; absent means never. */
  weights: Partial<Record<Audience, number>>;
  activities: readonly Activity[];
  /** Genders the kind is made for (all of the audience when absent). */
  genders?: readonly Gender[];
  prices: { adult: PriceRange; kids: PriceRange };
  sizes(gender: Gender, kids: boolean): SizeRun;
  /** How many colourways a product of this kind has. */
  colorCount: readonly [min: number, max: number];
  /** Colourway names this kind may use (all when absent). */
  colorNames?: readonly string[];
  /** French and Arabic noun before the model name: « Chaussure de running » / « حذاء جري ». */
  noun(activity: Activity): Bilingual;
  /** Facet attributes stored on the product (keys of the spec's facet list). */
  attributes(ctx: KindContext): Record<string, string>;
  /** Other details the title or colours depend on but no facet shows (a jersey's kit and season). */
  details?(ctx: KindContext): Record<string, string>;
  /** First sentence of the description; `attributes` also holds the details. */
  pitch(ctx: KindContext, attributes: Record<string, string>): string;
  /** The same sentence in Arabic (model names stay Latin); draws nothing from `ctx.rng`. */
  pitchAr(ctx: KindContext, attributes: Record<string, string>): string;
  /** Whole title, for kinds whose title is not noun + model + gender (team jerseys). */
  title?(ctx: KindContext, attributes: Record<string, string>): Bilingual;
  /** Colourways chosen by the kind itself (team colours), by name. */
  pickColors?(ctx: KindContext, attributes: Record<string, string>): string[];
};

/** « pour homme » / « للرجال »…; adults' unisex articles carry no gender words. */
export function genderWords(gender: Gender, kids: boolean): Bilingual {
  if (kids) {
    if (gender === "Garçon") return { fr: "pour garçon", ar: "للأولاد" };
    if (gender === "Fille") return { fr: "pour fille", ar: "للبنات" };
    return { fr: "pour enfant", ar: "للأطفال" };
  }
  if (gender === "Homme") return { fr: "pour homme", ar: "للرجال" };
  if (gender === "Femme") return { fr: "pour femme", ar: "للنساء" };
  return { fr: "", ar: "" };
}

/** « la Vortex Glide », but « l’Apex Court »: the feminine article before a model name, elided before a vowel. */
export const theShoe = (model: string) => (/^[AEIOUYÉ]/i.test(model) ? `l’${model}` : `la ${model}`);
