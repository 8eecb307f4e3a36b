import type { products, skus, variations } from "../db/schema/catalog.js";
import type { Activity, ArticleKind, Audience, Gender } from "./article-kind.js";
import type { ImageSet } from "./images/image-files.js";
import type { Bilingual } from "./model-names.js";
import type { Colorway } from "./palette.js";

export type ProductRow = typeof products.$inferInsert & { id: number; titleFr: string; titleAr: string };
export type VariationRow = typeof variations.$inferInsert & { id: number; colorName: string };
export type SkuRow = typeof skus.$inferInsert & { id: number; stock: number; promoPrice: number | null };

export type VariationPlan = { row: VariationRow; skus: SkuRow[]; image: ImageSet };

/** Everything the seed writes for one product, before it reaches the database. */
export type ProductPlan = {
  row: ProductRow;
  variations: VariationPlan[];
  kind: ArticleKind;
  audience: Audience;
  /** The draws a matching product (the trousers of an « Ensemble ») reuses. */
  traits: {
    gender: Gender;
    activity: Activity;
    model: Bilingual;
    ageDays: number;
    colors: readonly Colorway[];
  };
  /** Featured lists the product belongs to: Nouveautés, Promos, Last Chance. */
  flags: { isNew: boolean; promo: boolean; lastChance: boolean };
};

/** One product, or a jacket and its trousers sold as an « Ensemble » (variation ids linked pairwise). */
export type PlanGroup = { products: ProductPlan[]; links: (readonly [number, number])[] };

/** The last id handed out in each table; ids are explicit so that a seed always gives the same ids. */
export type IdSequence = { product: number; variation: number; sku: number };
