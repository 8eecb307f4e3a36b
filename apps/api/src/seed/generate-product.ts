import type { Activity, ArticleKind, Audience, Gender, KindContext } from "./article-kind.js";
import { colorNoFor, eanFor, styleCodeFor } from "./codes.js";
import { productImagePaths } from "./images/image-files.js";
import { drawModelName, type Bilingual } from "./model-names.js";
import { PALETTE, colorway, type Colorway } from "./palette.js";
import { drawPrice, drawPromoPrice } from "./prices.js";
import type { IdSequence, ProductPlan, SkuRow, VariationPlan } from "./product-plan.js";
import { describeProduct, titleOf } from "./product-copy.js";
import type { Rng } from "./random.js";

const DAY_MS = 86_400_000;
/** Products are spread over this many days; the newest ~15 % (18 days) are « Nouveautés ». */
const CATALOGUE_AGE_DAYS = 120;
const NEW_DAYS = 18;

const AUDIENCE_GENDERS: Record<Audience, readonly (readonly [Gender, number])[]> = {
  homme: [["Homme", 1]],
  femme: [["Femme", 1]],
  enfant: [
    ["Garçon", 40],
    ["Fille", 35],
    ["Unisexe", 25],
  ],
};

/** Choices a caller imposes, e.g. the trousers matching a jacket. */
export type ProductOverrides = {
  gender?: Gender;
  activity?: Activity;
  model?: Bilingual;
  colors?: readonly Colorway[];
  ageDays?: number;
  promo?: boolean;
};

export type GenerateEnv = { rng: Rng; ids: IdSequence; seed: number; now: Date };

function drawGender(rng: Rng, kind: ArticleKind, audience: Audience): Gender {
  const allowed = kind.genders;
  const choices = AUDIENCE_GENDERS[audience].filter(([gender]) => !allowed || allowed.includes(gender));
  return choices.length > 0 ? rng.weighted(choices) : "Unisexe";
}

/** Distinct colourways, favouring the common ones (black, white, navy…). */
function drawColors(rng: Rng, kind: ArticleKind): Colorway[] {
  const pool = kind.colorNames ? kind.colorNames.map(colorway) : [...PALETTE];
  const count = Math.min(pool.length, rng.int(kind.colorCount[0], kind.colorCount[1]));
  const chosen: Colorway[] = [];
  while (chosen.length < count) {
    const left = pool.filter((color) => !chosen.includes(color));
    chosen.push(rng.weighted(left.map((color) => [color, color.weight] as const)));
  }
  return chosen;
}

/** Stock per size: mostly 1–40 with some sizes sold out; « Last Chance » products keep 1–3 units in all. */
function drawStock(rng: Rng, sizes: number, lastChance: boolean, first: boolean): number[] {
  if (!lastChance) return Array.from({ length: sizes }, () => (rng.chance(0.1) ? 0 : rng.int(1, 40)));
  const stock = Array.from({ length: sizes }, () => 0);
  if (!first) return stock;
  let units = rng.int(1, 3);
  while (units > 0) {
    const index = rng.int(0, sizes - 1);
    stock[index] = (stock[index] ?? 0) + 1;
    units--;
  }
  return stock;
}

export function generateProduct(
  env: GenerateEnv,
  kind: ArticleKind,
  audience: Audience,
  overrides: ProductOverrides = {},
): ProductPlan {
  const { rng, ids, seed, now } = env;
  const id = ++ids.product;
  const kids = audience === "enfant";
  const gender = overrides.gender ?? drawGender(rng, kind, audience);
  const activity = overrides.activity ?? rng.pick(kind.activities);
  const model = overrides.model ?? drawModelName(rng, kind.nameStyle, kids);
  const ctx: KindContext = { rng, audience, gender, kids, activity, model };
  const attributes = kind.attributes(ctx);
  const all = { ...attributes, ...kind.details?.(ctx) };
  const title = titleOf(kind, ctx, all);

  const ageDays = overrides.ageDays ?? rng.next() * CATALOGUE_AGE_DAYS;
  const isNew = ageDays < NEW_DAYS;
  const lastChance = !isNew && rng.chance(0.09);
  const promo = overrides.promo ?? (!isNew && rng.chance(lastChance ? 0.6 : 0.21));
  const colors =
    overrides.colors ?? (kind.pickColors ? kind.pickColors(ctx, all).map(colorway) : drawColors(rng, kind));
  const [low, high] = kids ? kind.prices.kids : kind.prices.adult;
  const basePrice = drawPrice(rng, [low, high]);
  const sizes = kind.sizes(gender, kids);
  const style = styleCodeFor(id, seed);

  const variations = colors.map((color, position): VariationPlan => {
    const variationId = ++ids.variation;
    const price = position > 0 && basePrice + 1000 <= high && rng.chance(0.12) ? basePrice + 1000 : basePrice;
    const promoPrice = promo && (position === 0 || rng.chance(0.7)) ? drawPromoPrice(rng, price) : null;
    const stock = drawStock(rng, sizes.length, lastChance, position === 0);
    const skus = sizes.map((size, index): SkuRow => {
      const skuId = ++ids.sku;
      return {
        id: skuId,
        variationId,
        size,
        ean: eanFor(skuId, seed),
        stock: stock[index] ?? 0,
        price,
        promoPrice,
        plannedPromoPrice: promoPrice,
        position: index,
      };
    });
    const image = { silhouette: kind.silhouette, hex: color.hex, accent: color.accent };
    const row = {
      id: variationId,
      productId: id,
      colorNo: colorNoFor(variationId, seed),
      colorName: color.name,
      colorNameAr: color.nameAr,
      colorHex: color.hex,
      searchColor: color.family,
      style,
      images: productImagePaths(image),
      position,
    };
    return { row, skus, image };
  });

  // Drawn after the colours, as it always was: the same seed gives the same catalogue.
  const description = describeProduct(kind, ctx, all);
  return {
    row: {
      id,
      titleFr: title.fr,
      titleAr: title.ar,
      descriptionFr: description.fr,
      descriptionAr: description.ar,
      articleType: kind.articleType,
      gender,
      ageGroup: kids ? "Enfants" : "Adultes",
      division: kind.division,
      activity,
      attributes,
      // Placeholders: the seed sets the real prices from the SKUs with one UPDATE at the end.
      price: 0,
      promoPrice: null,
      salePrice: 0,
      createdAt: new Date(now.getTime() - Math.floor(ageDays * DAY_MS)),
    },
    variations,
    kind,
    audience,
    traits: { gender, activity, model, ageDays, colors },
    flags: {
      isNew,
      promo: variations.some((v) => v.skus.some((sku) => sku.promoPrice !== null)),
      lastChance,
    },
  };
}
