import type { ArticleKind, Audience } from "./article-kind.js";
import { AUDIENCE_WEIGHTS, kindByKey, kindsFor } from "./article-kinds.js";
import { generateProduct, type GenerateEnv } from "./generate-product.js";
import type { PlanGroup } from "./product-plan.js";
import { createRng } from "./random.js";

/**
 * Share of track jackets sold with matching trousers (an « Ensemble »): about 5 % of all tops. The first
 * jacket always gets its trousers, so that even a small demo catalogue shows the feature.
 */
const ENSEMBLE_SHARE = 0.3;

/**
 * The demo catalogue, one product (or jacket-and-trousers pair) at a time, so 100,000 products never sit in
 * memory together. Everything comes from `seed`: the same seed yields the same products, ids and codes.
 */
export function* planCatalogue(count: number, seed: number, now: Date): Generator<PlanGroup> {
  const env: GenerateEnv = { rng: createRng(seed), ids: { product: 0, variation: 0, sku: 0 }, seed, now };
  const { rng } = env;
  const kinds = new Map<Audience, (readonly [ArticleKind, number])[]>(
    AUDIENCE_WEIGHTS.map(([audience]) => [audience, kindsFor(audience)]),
  );
  const trousers = kindByKey("track-pants");
  let made = 0;
  let ensembles = 0;
  while (made < count) {
    const audience = rng.weighted(AUDIENCE_WEIGHTS);
    const kind = rng.weighted(kinds.get(audience) ?? []);
    const product = generateProduct(env, kind, audience);
    const group: PlanGroup = { products: [product], links: [] };
    if (kind.key === "track-jacket" && made + 2 <= count && (ensembles === 0 || rng.chance(ENSEMBLE_SHARE))) {
      ensembles++;
      const pair = generateProduct(env, trousers, audience, {
        ...product.traits,
        promo: product.flags.promo,
      });
      group.products.push(pair);
      product.variations.forEach((top, index) => {
        const bottom = pair.variations[index];
        if (bottom) group.links.push([top.row.id, bottom.row.id], [bottom.row.id, top.row.id]);
      });
    }
    made += group.products.length;
    yield group;
  }
}
