import { describe, expect, it } from "vitest";
import { cachedListing, listingBytes } from "./listing-cache.js";
import { categoryListings, computeListingsAhead } from "./listings-ahead.js";
import { filterProducts, type FilterCriteria } from "./product-filter.js";
import {
  buildProductIndex,
  SIZE_SEPARATOR,
  type IndexedProduct,
  type ProductIndex,
} from "./product-index.js";

const COLOURS = ["Noir", "Bleu", "Rouge", "Blanc"];
const GENDERS = ["Homme", "Femme", "Enfant"];

/** 240 products whose facet values cycle, so that every category holds several values of each facet. */
const products: IndexedProduct[] = Array.from({ length: 240 }, (_, i) => ({
  id: 10 + i,
  salePrice: 1000 + (i % 9) * 250,
  createdAt: i % 17,
  gender: GENDERS[i % 3]!,
  articleType: i % 2 === 0 ? "Chaussures" : "T-shirts",
  ageGroup: "Adulte",
  division: i % 2 === 0 ? "Chaussures" : "Textile",
  activity: i % 5 === 0 ? "Football" : "Running",
  attributes: {},
  colours: [COLOURS[i % 4]!, COLOURS[(i + 1) % 4]!],
  colourPrices: [1000 + (i % 9) * 250, 1500 + (i % 9) * 250],
  sizes: i % 7 === 0 ? null : ["40", "41"].join(SIZE_SEPARATOR),
  allSizes: ["40", "41"].join(SIZE_SEPARATOR),
  searchText: "produit",
}));

const ids = (keep: (i: number) => boolean) =>
  products
    .filter((_, i) => keep(i))
    .map((product) => product.id)
    .join(",");

/** A new index of the same catalogue each time, as a start or a stock change gives: the listings kept are its own. */
const newIndex = () =>
  buildProductIndex(4, products, [
    { categoryId: 1, productIds: ids(() => true) },
    { categoryId: 2, productIds: ids((i) => i % 2 === 0) },
    { categoryId: 3, productIds: ids((i) => i >= 100 && i < 130) },
  ]);

/** Whether the listing of `criteria` on `positions` is kept for `index`: reading it computes nothing. */
function kept(index: ProductIndex, positions: Int32Array, criteria: FilterCriteria): boolean {
  let computed = false;
  cachedListing(index, positions, criteria, () => {
    computed = true;
    throw new Error("computed: not kept");
  });
  return !computed;
}

describe("listings computed ahead", () => {
  it("are each category's unfiltered and under each facet value its products hold, kept for the index", async () => {
    const index = await newIndex();
    const computed = await computeListingsAhead(index, () => index);
    const expected = [...index.byCategory.values()].flatMap((positions) =>
      categoryListings(index, positions),
    );
    expect(computed).toBe(expected.length);
    // Category 3 (30 products) under « Football »: a value its products hold, one of its links.
    const small = categoryListings(index, index.byCategory.get(3)!).map((criteria) => criteria.facets);
    expect(small).toContainEqual({ rbu: ["Football"] });
    expect(small).toContainEqual({});
    for (const [, positions] of index.byCategory) {
      for (const criteria of categoryListings(index, positions))
        expect(kept(index, positions, criteria)).toBe(true);
    }
  });

  it("list what a listing computed on demand lists, with the same counts, on every sort and page", async () => {
    const warmed = await newIndex();
    await computeListingsAhead(warmed, () => warmed);
    const fresh = await newIndex();
    for (const [categoryId, positions] of warmed.byCategory) {
      for (const criteria of categoryListings(warmed, positions)) {
        for (const sort of ["relevance", "newest", "price-asc", "price-desc"] as const) {
          const page = { start: 10, size: 10 };
          const onDemand = filterProducts(
            fresh,
            fresh.byCategory.get(categoryId)!,
            { ...criteria, sort },
            undefined,
            page,
          );
          expect(filterProducts(warmed, positions, { ...criteria, sort }, undefined, page)).toEqual(onDemand);
        }
      }
    }
  });

  it("stop as soon as a newer index replaced theirs", async () => {
    const index = await newIndex();
    let current = index;
    const replacement = await newIndex();
    let asked = 0;
    const computed = await computeListingsAhead(index, () =>
      ++asked > 3 ? (current = replacement) : current,
    );
    expect(computed).toBe(3);
    expect(await computeListingsAhead(index, () => replacement)).toBe(0);
  });

  it("fill at most three quarters of the listings' budget, leaving room for the filters shoppers combine", async () => {
    const index = await newIndex();
    const budget = 2_000;
    const computed = await computeListingsAhead(index, () => index, budget);
    expect(computed).toBeGreaterThan(0);
    expect(listingBytes(index)).toBeGreaterThanOrEqual(budget * 0.75);
    expect(listingBytes(index) - budget * 0.75).toBeLessThan(1_000);
    const every = [...index.byCategory.values()].reduce(
      (sum, positions) => sum + categoryListings(index, positions).length,
      0,
    );
    expect(computed).toBeLessThan(every);
  });
});
