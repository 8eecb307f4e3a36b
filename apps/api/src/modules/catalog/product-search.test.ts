import { describe, expect, it } from "vitest";
import { buildProductIndex, type IndexedProduct } from "./product-index.js";
import { searchPage, searchProducts } from "./product-search.js";

const words = ["chaussure running", "chaussette", "chaussure ville", "sweat running", "short running", "veste chaude"];

/** 600 products whose search texts mix a few words, some in stock, of several ages. */
const products: IndexedProduct[] = Array.from({ length: 600 }, (_, n) => ({
  id: n + 1,
  salePrice: 1000 + (n % 50) * 100,
  createdAt: (n * 7919) % 600,
  gender: n % 2 === 0 ? "Homme" : "Femme",
  articleType: "Chaussures",
  ageGroup: "Adulte",
  division: "Chaussures",
  activity: "Running",
  attributes: {},
  colours: ["Noir"],
  colourPrices: [1000],
  sizes: n % 3 === 0 ? null : "42",
  allSizes: "42",
  searchText: `${words[n % words.length]} ${words[(n * 5) % words.length]} modele${n % 40}`,
}));
const index = await buildProductIndex(1, products, []);

describe("searchPage", () => {
  it("answers the same query the same way each time: nothing of one search is left for the next", () => {
    const first = searchProducts(index, "chaussure running");
    // Searches that touch some of its hits and not others.
    searchProducts(index, "modele1");
    searchPage(index, "ville", 0, 24);
    const again = searchProducts(index, "chaussure running");
    expect(Array.from(again.ranked)).toEqual(Array.from(first.ranked));
    expect(again.ranked.length).toBeGreaterThan(24);
    expect(searchPage(index, "chaussure running", 0, 5).ranked).toEqual(Array.from(first.ranked.subarray(0, 5)));
  });

  it("gives each page of the hits as the whole ranking orders them, and how many there are", () => {
    for (const query of ["ch", "chaus", "chaussure running", "running", "modele1", "veste ch", "chausure", "rien"]) {
      const { ranked } = searchProducts(index, query);
      for (const [start, size] of [[0, 5], [0, 24], [24, 24], [48, 24], [ranked.length - 2, 24], [ranked.length + 1, 24]]) {
        if (start! < 0) continue;
        const page = searchPage(index, query, start!, size!);
        expect(page.total, query).toBe(ranked.length);
        expect(page.ranked, `${query} ${start}`).toEqual(Array.from(ranked.subarray(start, start! + size!)));
      }
    }
  });
});
