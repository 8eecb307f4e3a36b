import { describe, expect, it } from "vitest";
import { cachedListing, type Listing } from "./listing-cache.js";
import type { ProductIndex } from "./product-index.js";
import type { FilterCriteria } from "./product-filter.js";

/** A listing over `size` products, as `listProducts` gives it (its bitset is what takes the memory). */
const listingOf = (size: number): Listing => ({
  matching: new Int32Array(Math.ceil(size / 32)),
  total: 0,
  facets: [{ key: "searchColor", label: "Couleur", values: [{ value: "Noir", name: "Noir", nameAr: "", count: 3, selected: true }] }],
  priceRange: null,
  colourWanted: null,
  priceOrders: {},
});
const colour = (value: string): FilterCriteria => ({ facets: { searchColor: [value] }, sort: "relevance" });

describe("cachedListing", () => {
  it("keeps thousands of listings of a 100,000-product catalogue: every category under each of its filter values", () => {
    const index = {} as ProductIndex;
    const categories = Array.from({ length: 100 }, () => new Int32Array(1));
    let computed = 0;
    const list = () => (computed++, listingOf(100_000));
    // 100 categories under 30 values each, walked twice by crawlers: the second walk computes nothing.
    for (let walk = 0; walk < 2; walk++) {
      for (const positions of categories) {
        for (let value = 0; value < 30; value++) cachedListing(index, positions, colour(`c${value}`), list);
      }
    }
    expect(computed).toBe(3_000);
  });

  /**
   * Reads of one category's listing under a colour, in a cache whose budget holds two listings with keys of about
   * 40 characters; `computed` records the first four letters of each colour computed.
   */
  function twoListingCache() {
    const index = {} as ProductIndex;
    const positions = new Int32Array(1);
    const computed: string[] = [];
    const budget = 2 * (listingOf(100_000).matching.byteLength + 96 + 64);
    const read = (value: string) =>
      cachedListing(index, positions, colour(value), () => (computed.push(value.slice(0, 4)), listingOf(100_000)), budget);
    return { read, computed };
  }

  it("stays within its budget, forgetting the least recently used listing first", () => {
    const { read, computed } = twoListingCache();
    read("Noir");
    read("Bleu");
    read("Noir"); // kept, and now the most recently used
    read("Rouge"); // over the budget: « Bleu » goes
    read("Noir");
    read("Bleu");
    expect(computed).toEqual(["Noir", "Bleu", "Roug", "Bleu"]);
  });

  it("counts a listing's key against the budget: values of thousands of characters take their room", () => {
    const { read, computed } = twoListingCache();
    read("Noir");
    read("long".repeat(4_000)); // a key of 16,000 characters: with it, the two listings are over the budget
    read("Noir");
    expect(computed).toEqual(["Noir", "long", "Noir"]);
  });
});
