import { describe, expect, it } from "vitest";
import { filterProducts, type FilterCriteria } from "./product-filter.js";
import { buildProductIndex, SIZE_SEPARATOR, type IndexedProduct } from "./product-index.js";
import { restrictIndex } from "./restricted-index.js";
import { createRng } from "../../seed/random.js";

const rng = createRng(7);
const random = rng.next;
const pick = <T>(items: readonly T[]): T => rng.pick(items);
const COLOURS = ["Noir", "Bleu", "Rouge", "Blanc", "Vert"];
const SIZES = ["S", "M", "L", "XL", "40", "41", "42"];

/** 300 products with drawn facets, colours at their own prices (ties included) and sizes, some sold out. */
const products: IndexedProduct[] = Array.from({ length: 300 }, (_, i) => {
  const colours = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(COLOURS)))];
  const colourPrices = colours.map(() => 1000 + 500 * Math.floor(random() * 8));
  const allSizes = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(SIZES)))];
  const inStock = allSizes.filter(() => random() < 0.7);
  return {
    id: 5 + i * 3,
    salePrice: Math.min(...colourPrices),
    createdAt: Math.floor(random() * 50),
    gender: pick(["Homme", "Femme", "Enfant"]),
    articleType: pick(["Chaussures", "T-shirts", "Vestes", "Sacs"]),
    ageGroup: pick(["Adulte", "Junior"]),
    division: pick(["Chaussures", "Textile"]),
    activity: pick(["Running", "Football", "Lifestyle"]),
    attributes: random() < 0.5 ? { closure: pick(["Lacets", "Scratch"]) } : ({} as Record<string, string>),
    colours,
    colourPrices,
    sizes: inStock.length > 0 ? inStock.join(SIZE_SEPARATOR) : null,
    allSizes: allSizes.join(SIZE_SEPARATOR),
    searchText: "produit",
  };
});

/**
 * Categories of every shape: the whole catalogue and a large one (listed on the catalogue's index), smaller ones
 * (restricted), one of a single product.
 */
const members = (keep: (i: number) => boolean) =>
  products
    .filter((_, i) => keep(i))
    .map((row) => row.id)
    .join(",");
const index = await buildProductIndex(3, products, [
  { categoryId: 1, productIds: members(() => true) },
  { categoryId: 2, productIds: members((i) => i % 2 === 0 || i > 250) },
  { categoryId: 3, productIds: members((i) => i >= 40 && i < 70) },
  { categoryId: 6, productIds: members((i) => i % 5 === 0 || i === 299) },
  { categoryId: 4, productIds: members((i) => i % 37 === 5) },
  { categoryId: 5, productIds: members((i) => i === 123) },
]);

/** The criteria a shopper combines: facets (one or two values, one or two facets), price bounds, every sort. */
function drawCriteria(): FilterCriteria {
  const facets: Record<string, string[]> = {};
  if (random() < 0.6)
    facets.searchColor = [...new Set([pick(COLOURS), pick(COLOURS)])].slice(0, 1 + Math.floor(random() * 2));
  if (random() < 0.4) facets.printSizeFr = [pick(SIZES)];
  if (random() < 0.3) facets.gender = [pick(["Homme", "Femme", "Enfant"])];
  const bounded = random() < 0.4;
  return {
    facets,
    minPrice: bounded && random() < 0.7 ? 1500 : undefined,
    maxPrice: bounded && random() < 0.7 ? 3500 : undefined,
    sort: pick(["relevance", "newest", "price-asc", "price-desc"] as const),
  };
}

describe("a category's listings on the index restricted to it", () => {
  it("are those of the whole index: same products in the same order, same counts, same price range", () => {
    let compared = 0;
    for (const [categoryId, positions] of index.byCategory) {
      for (let draw = 0; draw < 60; draw++) {
        const criteria = drawCriteria();
        const page = { start: Math.floor(random() * 3) * 10, size: 10 };
        // With the catalogue's relevance order given as a search's, the listing is computed on the whole index.
        const whole = filterProducts(index, positions, criteria, index.orders.relevance, page);
        expect({
          categoryId,
          criteria,
          result: filterProducts(index, positions, criteria, undefined, page),
        }).toEqual({
          categoryId,
          criteria,
          result: whole,
        });
        if (whole.total > 0) compared++;
      }
    }
    expect(compared).toBeGreaterThan(150);
  });

  it("renumber the category's products in the catalogue's order, with their own values and prices", () => {
    const positions = index.byCategory.get(3)!;
    const restricted = restrictIndex(index, positions);
    expect(restricted.size).toBe(30);
    expect(Array.from(restricted.ids)).toEqual(Array.from(positions, (p) => index.ids[p]));
    expect(Array.from(restricted.orders.newest, (p) => restricted.ids[p])).toEqual(
      Array.from(index.orders.newest, (p) => index.ids[p]!).filter((id) => restricted.ids.includes(id)),
    );
    expect(restricted.valueBits[1]!.length).toBe(1); // 30 products: one word per value
  });
});
