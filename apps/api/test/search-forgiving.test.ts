import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

type Product = {
  id: number;
  title: string;
  titleAr: string;
  articleType: string;
  price: number;
  promoPrice: number | null;
};
type SearchBody = {
  paginatedProducts: { items: Product[]; total: number };
  categories: { slug: string; title: string }[];
};
type FilterBody = {
  products: Product[];
  total: number;
  facets: { key: string; values: { value: string; count: number; selected: boolean }[] }[];
};

const { app } = await createTestApp({ CATALOG_CACHE_SECONDS: 0 });

const get = async <T>(url: string) => {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json<T>() };
};
const search = async (query: string, pageSize = 60) =>
  (
    await get<SearchBody>(
      `/api/products/search?${new URLSearchParams({ query, pageSize: String(pageSize) })}`,
    )
  ).body;
const ids = (products: Product[]) => products.map((product) => product.id);

describe("search forgives typos", () => {
  it("finds the shoes for 'chausure', as for 'chaussure', and the « Chaussures » categories", async () => {
    const right = await search("chaussure");
    const typo = await search("chausure");
    expect(right.paginatedProducts.total).toBeGreaterThan(0);
    expect(typo.paginatedProducts.total).toBe(right.paginatedProducts.total);
    expect(new Set(ids(typo.paginatedProducts.items))).toEqual(new Set(ids(right.paginatedProducts.items)));
    expect(typo.paginatedProducts.items.every((item) => item.articleType === "Chaussures")).toBe(true);
    expect(typo.categories.length).toBeGreaterThan(0);
    expect(typo.categories.every((category) => /chaussures/i.test(category.title))).toBe(true);
  });

  it("forgives a swapped pair of letters, a missing accent and capitals, and a typo in one word of two", async () => {
    const right = (await search("survêtement")).paginatedProducts.total;
    expect(right).toBeGreaterThan(0);
    expect((await search("SURVETMENT")).paginatedProducts.total).toBe(right);
    expect((await search("suvrêtement")).paginatedProducts.total).toBe(right);
    const pair = (await search("chaussure running")).paginatedProducts.total;
    expect(pair).toBeGreaterThan(0);
    expect((await search("chausure runing")).paginatedProducts.total).toBe(pair);
  });

  it("forgives a typo in an Arabic word", async () => {
    const right = (await search("حذاء")).paginatedProducts.total;
    expect(right).toBeGreaterThan(0);
    // « حداء »: dal typed for dhal.
    expect((await search("حداء")).paginatedProducts.total).toBe(right);
  });

  it("lists exact matches before corrections and leaves short or far-off words uncorrected", async () => {
    // 'short' is a word of the catalogue: it is not corrected to 'shorts' or 'sport'.
    const shorts = await search("short");
    expect(shorts.paginatedProducts.total).toBeGreaterThan(0);
    expect(
      shorts.paginatedProducts.items.every(
        (item) => /short/i.test(item.title) || /short/i.test(item.articleType),
      ),
    ).toBe(true);
    expect((await search("xqz")).paginatedProducts.total).toBe(0);
    expect((await search("zzzzqqq")).paginatedProducts.total).toBe(0);
  });
});

describe("GET /api/products/filter with a query", () => {
  it("lists what the search finds, in its order, with facets and a price range", async () => {
    const found = await search("chau", 24);
    const { status, body } = await get<FilterBody & { priceRange: { min: number; max: number } }>(
      "/api/products/filter?query=chau&pageSize=24",
    );
    expect(status).toBe(200);
    expect(body.total).toBe(found.paginatedProducts.total);
    expect(ids(body.products)).toEqual(ids(found.paginatedProducts.items));
    expect(body.facets.map((facet) => facet.key)).toEqual(
      expect.arrayContaining(["gender", "printSizeFr", "searchColor"]),
    );
    expect(body.priceRange!.min).toBeLessThanOrEqual(body.priceRange!.max);
  });

  it("sorts the results of a typo by price", async () => {
    const { body } = await get<FilterBody>("/api/products/filter?query=chausure&sort=price-asc&pageSize=60");
    expect(body.total).toBe((await search("chaussure")).paginatedProducts.total);
    const prices = body.products.map((product) => product.promoPrice ?? product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await get<FilterBody>("/api/products/filter?query=chausure&sort=price-desc&pageSize=60"))
      .body;
    expect(down.products.map((product) => product.promoPrice ?? product.price)).toEqual(
      [...prices].reverse(),
    );
  });

  it("narrows the results with a facet, counted as the facet said", async () => {
    const all = (await get<FilterBody>("/api/products/filter?query=chaussure&pageSize=60")).body;
    const gender = all.facets.find((facet) => facet.key === "gender")!;
    const value = gender.values.find((candidate) => candidate.count < all.total)!;
    expect(value, "a gender that leaves out some shoes").toBeDefined();
    const narrowed = (
      await get<FilterBody>(
        `/api/products/filter?query=chaussure&pageSize=60&gender=${encodeURIComponent(value.value)}`,
      )
    ).body;
    expect(narrowed.total).toBe(value.count);
    expect(ids(narrowed.products).every((id) => ids(all.products).includes(id))).toBe(true);
    expect(
      narrowed.facets.find((facet) => facet.key === "gender")!.values.find((v) => v.value === value.value)!
        .selected,
    ).toBe(true);
  });

  it("keeps to the category when one is given too", async () => {
    const { body: shoes } = await get<FilterBody>("/api/products/filter?query=chaussure&pageSize=1");
    const { body: women } = await get<{ total: number }>("/api/products/filter?category=femme&pageSize=1");
    const { status, body: both } = await get<FilterBody>(
      "/api/products/filter?query=chaussure&category=femme&pageSize=60",
    );
    expect(status).toBe(200);
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(Math.min(shoes.total, women.total));
  });
});

describe("GET /api/products/popular-searches", () => {
  it("offers queries that find products and the top-level categories", async () => {
    const { status, body } = await get<{ queries: string[]; categories: { slug: string; title: string }[] }>(
      "/api/products/popular-searches",
    );
    expect(status).toBe(200);
    expect(body.queries.length).toBeGreaterThan(2);
    expect(body.queries.length).toBeLessThanOrEqual(6);
    expect(body.queries).toContain("Chaussures");
    for (const query of body.queries)
      expect((await search(query, 1)).paginatedProducts.total, query).toBeGreaterThan(0);
    const tree = (await get<{ slug: string; isClickable: boolean }[]>("/api/categories/tree")).body;
    expect(body.categories.map((category) => category.slug)).toEqual(
      tree.filter((node) => node.isClickable).map((node) => node.slug),
    );
  });
});
