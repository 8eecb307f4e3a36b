import { describe, expect, it } from "vitest";
import { filterProducts, type FilterCriteria, type FilterResult } from "./product-filter.js";
import { buildProductIndex, SIZE_SEPARATOR, type IndexedProduct } from "./product-index.js";

/** A product as the index query returns it; prices in dinars, colours with the price of their cheapest size. */
function product(
  id: number,
  gender: string,
  articleType: string,
  colours: [string, number][],
  sizes: string[],
): IndexedProduct {
  return {
    id,
    salePrice: Math.min(...colours.map(([, price]) => price)),
    createdAt: id,
    gender,
    articleType,
    ageGroup: "Adulte",
    division: "Chaussures",
    activity: "Running",
    attributes: {},
    colours: colours.map(([colour]) => colour),
    colourPrices: colours.map(([, price]) => price),
    sizes: sizes.length > 0 ? sizes.join(SIZE_SEPARATOR) : null,
    allSizes: null,
    searchText: `${articleType} ${gender}`,
  };
}

const products = [
  product(1, "Homme", "Chaussures", [["Noir", 5000], ["Bleu", 4000]], ["42", "43"]),
  product(2, "Femme", "Chaussures", [["Noir", 3000]], ["38"]),
  product(3, "Homme", "T-shirts", [["Bleu", 2000]], []),
  product(4, "Femme", "T-shirts", [["Rouge", 1500], ["Noir", 6000]], ["M"]),
];
const index = await buildProductIndex(1, products, [
  { categoryId: 10, productIds: "1,2" },
  { categoryId: 20, productIds: "3,4" },
]);

const filter = (criteria: Partial<FilterCriteria>, positions: Int32Array | null = null) =>
  filterProducts(index, positions, { facets: {}, sort: "newest", ...criteria });

/** The counts of one facet as `{ value: count }`. */
function counts(result: FilterResult, key: string): Record<string, number> {
  const facet = result.facets.find((found) => found.key === key);
  return Object.fromEntries(facet?.values.map(({ value, count }) => [value, count]) ?? []);
}

describe("filterProducts", () => {
  it("lists every product without criteria, newest first, with each value's count and the price range", () => {
    const result = filter({});
    expect(result.ids).toEqual([4, 3, 2, 1]);
    expect(counts(result, "searchColor")).toEqual({ Bleu: 2, Noir: 3, Rouge: 1 });
    expect(counts(result, "gender")).toEqual({ Femme: 2, Homme: 2 });
    expect(result.priceRange).toEqual({ min: 1500, max: 4000 });
  });

  it("keeps to the positions given (a category's products)", () => {
    expect(filter({}, index.byCategory.get(20)!).ids).toEqual([4, 3]);
  });

  it("counts a facet's values with every other selected facet applied, not its own", () => {
    const result = filter({ facets: { searchColor: ["Noir"], gender: ["Homme"] } });
    expect(result.ids).toEqual([1]);
    // Colours: among the men's products (1 and 3), whatever the colour chosen.
    expect(counts(result, "searchColor")).toEqual({ Bleu: 2, Noir: 1 });
    // Genders: among the black products (1, 2 and 4), whatever the gender chosen.
    expect(counts(result, "gender")).toEqual({ Femme: 2, Homme: 1 });
    // Other facets: only among the products listed.
    expect(counts(result, "articleType")).toEqual({ Chaussures: 1 });
    const noir = result.facets.find((facet) => facet.key === "searchColor")!.values.find((v) => v.value === "Noir");
    expect(noir?.selected).toBe(true);
  });

  it("sorts and bounds by the chosen colour's price, as the cards show it", () => {
    const result = filter({ facets: { searchColor: ["Noir"] }, sort: "price-asc" });
    expect(result.ids).toEqual([2, 1, 4]);
    expect(result.priceRange).toEqual({ min: 3000, max: 6000 });
    expect(filter({ facets: { searchColor: ["Noir"] }, sort: "price-desc" }).ids).toEqual([4, 1, 2]);
    // Without a colour, each product at its lowest price.
    expect(filter({ sort: "price-asc" }).ids).toEqual([4, 3, 2, 1]);
  });

  it("sorts by one colour's price the listing's products alone, with other filters and pages, and by several colours' lowest", () => {
    const black = { facets: { searchColor: ["Noir"], gender: ["Femme"] } };
    expect(filter({ ...black, sort: "price-asc" }).ids).toEqual([2, 4]);
    expect(filter({ ...black, sort: "price-desc" }).ids).toEqual([4, 2]);
    const page = filterProducts(index, null, { ...black, sort: "price-asc" }, undefined, { start: 1, size: 1 });
    expect([page.ids, page.total]).toEqual([[4], 2]);
    expect(filter({ facets: { searchColor: ["Noir"] }, sort: "price-asc" }, Int32Array.of(0, 1)).ids).toEqual([2, 1]);
    // Black or blue: each product at its cheaper colour of the two (product 1 at 4,000 DA in blue).
    expect(filter({ facets: { searchColor: ["Noir", "Bleu"] }, sort: "price-asc" }).ids).toEqual([3, 2, 1, 4]);
    expect(filter({ facets: { searchColor: ["Noir", "Bleu"] }, sort: "price-desc" }).ids).toEqual([4, 1, 2, 3]);
  });

  it("within a price range, counts a colour only where that colour's own price is in the range", () => {
    const result = filter({ facets: { searchColor: ["Noir"] }, maxPrice: 5000 });
    expect(result.ids).toEqual([2, 1]);
    // Product 4 is black at 6,000 DA (out of range) but red at 1,500 DA; product 3 is blue at 2,000 DA.
    expect(counts(result, "searchColor")).toEqual({ Bleu: 2, Noir: 2, Rouge: 1 });
    expect(counts(result, "gender")).toEqual({ Femme: 1, Homme: 1 });
    // The range offered is that of the facets' products, before the shopper's bounds.
    expect(result.priceRange).toEqual({ min: 3000, max: 6000 });
  });

  it("filters sizes on what is in stock, and orders sizes as numbers, then letters", () => {
    expect(filter({ facets: { printSizeFr: ["42"] } }).ids).toEqual([1]);
    const sizes = filter({}).facets.find((facet) => facet.key === "printSizeFr")!.values.map((v) => v.value);
    expect(sizes).toEqual(["38", "42", "43", "M"]);
  });

  it("matches nothing for a facet or a value the catalogue does not have", () => {
    expect(filter({ facets: { searchColor: ["Violet"] } })).toMatchObject({ ids: [], priceRange: null });
    expect(filter({ facets: { unknownFacet: ["x"] } })).toMatchObject({ ids: [], priceRange: null });
    // An empty selection is no selection.
    expect(filter({ facets: { searchColor: [] } }).ids).toHaveLength(4);
  });

  it("shows the facets in the listing's order, each with its label", () => {
    const keys = filter({}).facets.map((facet) => facet.key);
    expect(keys.slice(0, 4)).toEqual(["productDivision", "articleType", "gender", "ageGroup"]);
    expect(filter({}).facets.find((facet) => facet.key === "gender")?.label).toBe("Pour");
  });

  it("lists and counts nothing in an empty category", () => {
    expect(filter({}, new Int32Array(0))).toEqual({ ids: [], total: 0, facets: [], priceRange: null });
  });

  it("lists a product holding any of the values chosen in one facet, an unknown one among them matching nothing", () => {
    const result = filter({ facets: { searchColor: ["Rouge", "Bleu", "Violet"] } });
    expect(result.ids).toEqual([4, 3, 1]);
    expect(counts(result, "gender")).toEqual({ Femme: 1, Homme: 2 });
    const colours = result.facets.find((facet) => facet.key === "searchColor")!.values;
    expect(colours.filter((value) => value.selected).map((value) => value.value)).toEqual(["Bleu", "Rouge"]);
  });

  it("neither lists nor counts a size out of stock", async () => {
    const withSoldOut = { ...product(5, "Homme", "Chaussures", [["Noir", 5000]], ["42"]), allSizes: `42${SIZE_SEPARATOR}44` };
    const soldOut = await buildProductIndex(1, [withSoldOut], []);
    const run = (facets: Record<string, string[]>) => filterProducts(soldOut, null, { facets, sort: "newest" });
    expect(run({ printSizeFr: ["44"] }).ids).toEqual([]);
    expect(run({ printSizeFr: ["42", "44"] }).ids).toEqual([5]);
    expect(counts(run({}), "printSizeFr")).toEqual({ "42": 1 });
  });

  it("pages and sorts one listing with the same counts, whatever the order the facets are given in", () => {
    const criteria = { facets: { gender: ["Homme", "Femme"], articleType: ["Chaussures"] }, sort: "price-asc" as const };
    const all = filterProducts(index, index.byCategory.get(10)!, criteria);
    const pages = [0, 1].flatMap(
      (start) => filterProducts(index, index.byCategory.get(10)!, criteria, undefined, { start, size: 1 }).ids,
    );
    expect(pages).toEqual(all.ids);
    const reordered = { ...criteria, facets: { articleType: ["Chaussures"], gender: ["Femme", "Homme"] }, sort: "newest" as const };
    const newest = filterProducts(index, index.byCategory.get(10)!, reordered);
    expect(newest.ids).toEqual([...all.ids].sort((a, b) => b - a));
    expect(newest).toMatchObject({ total: all.total, facets: all.facets, priceRange: all.priceRange });
  });

  it("answers the same with no listing kept and no restricted index (the caches bench:api leaves out)", () => {
    const criteria = { facets: { searchColor: ["Noir"] }, sort: "price-desc" as const };
    for (const positions of [index.byCategory.get(10)!, index.byCategory.get(20)!, null]) {
      const kept = filterProducts(index, positions, criteria, undefined, { start: 0, size: 2 });
      for (const off of [
        { listings: false, restricted: true },
        { listings: true, restricted: false },
        { listings: false, restricted: false },
      ]) {
        expect(filterProducts(index, positions, criteria, undefined, { start: 0, size: 2 }, off)).toEqual(kept);
      }
    }
  });
});
