import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0 });

const search = async (query: string, pageOffset = 0) => {
  const response = await app.inject({ method: "GET", url: "/api/products/search", query: { query, pageOffset: String(pageOffset) } });
  return { status: response.statusCode, body: response.json() };
};

describe("GET /api/products/search", () => {
  it("finds products by a French prefix, whatever the case and accents", async () => {
    const { status, body } = await search("chau");
    expect(status).toBe(200);
    expect(body.paginatedProducts.total).toBeGreaterThan(0);
    expect(body.paginatedProducts.items[0].title.toLowerCase()).toContain("chaussure");
    const upper = await search("CHAU");
    expect(upper.body.paginatedProducts.total).toBe(body.paginatedProducts.total);
  });

  it("is accent-insensitive both ways", async () => {
    const [row] = (await db.execute<{ title_fr: string }>(sql`select title_fr from products where title_fr ~ '[éèêà]' limit 1`)).rows;
    const word = row!.title_fr.split(" ").find((w) => /[éèêà]/.test(w))!;
    const plain = word.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    const accented = await search(word);
    const unaccented = await search(plain);
    expect(accented.body.paginatedProducts.total).toBeGreaterThan(0);
    expect(unaccented.body.paginatedProducts.total).toBe(accented.body.paginatedProducts.total);
  });

  it("finds products by an Arabic word", async () => {
    const [row] = (await db.execute<{ title_ar: string }>(sql`select title_ar from products limit 1`)).rows;
    const word = row!.title_ar.split(" ")[0]!;
    const { body } = await search(word);
    expect(body.paginatedProducts.total).toBeGreaterThan(0);
    expect(body.paginatedProducts.items.some((item: { titleAr: string }) => item.titleAr.includes(word))).toBe(true);
  });

  it("returns matching categories with their parent and grandparent links", async () => {
    const { body } = await search("runn");
    expect(body.categories.length).toBeGreaterThan(0);
    const deep = body.categories.find((c: { grandparent: unknown }) => c.grandparent !== null);
    expect(deep).toMatchObject({ parent: { slug: expect.any(String) }, grandparent: { slug: expect.any(String) } });
  });

  it("finds a category by its new title once it is renamed, and no longer by the old one", async () => {
    const [category] = (await search("runn")).body.categories as { id: number; title: string }[];
    await db.execute(sql`update categories set title = 'Trail Zénith' where id = ${category!.id}`);
    try {
      const renamed = (await search("zenit")).body.categories as { id: number }[];
      expect(renamed.map(({ id }) => id)).toContain(category!.id);
      const before = (await search("runn")).body.categories as { id: number }[];
      expect(before.map(({ id }) => id)).not.toContain(category!.id);
    } finally {
      await db.execute(sql`update categories set title = ${category!.title} where id = ${category!.id}`);
    }
  });

  it("pages with pageOffset and returns nothing for an empty or unmatched query", async () => {
    const first = (await search("a")).body.paginatedProducts;
    if (first.hasMore) {
      const second = (await search("a", 1)).body.paginatedProducts;
      expect(second.items[0].id).not.toBe(first.items[0].id);
      expect(second.total).toBe(first.total);
    }
    expect((await search("")).body.paginatedProducts).toMatchObject({ items: [], total: 0 });
    expect((await search("zzzzqqq")).body.paginatedProducts.total).toBe(0);
  });

  it("treats SQL-looking and tsquery-breaking text as plain words", async () => {
    for (const query of ["' or 1=1 --", "a & | ! :* ( )", "<script>", "\\"]) {
      const { status } = await search(query);
      expect(status, query).toBe(200);
    }
    expect((await search("x".repeat(101))).status).toBe(400);
  });
});
