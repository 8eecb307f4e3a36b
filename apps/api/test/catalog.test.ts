import { ProductDetailSchema, type CategoryNode as Node } from "@shop/domain/contract/catalog";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0 });

const get = async (url: string) => {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json() };
};

let tree: Node[];
beforeAll(async () => {
  tree = (await get("/api/categories/tree")).body;
});

describe("GET /api/categories/tree", () => {
  it("returns a three-level tree with featured links, including Promos and Last Chance", () => {
    expect(tree.length).toBeGreaterThanOrEqual(3);
    const titles = tree.map((node) => node.title);
    expect(titles).toEqual(expect.arrayContaining(["Homme", "Femme", "Enfant"]));
    const depths = new Set<number>();
    const walk = (node: Node) => {
      depths.add(node.depth);
      node.children.forEach(walk);
    };
    tree.forEach(walk);
    expect([...depths].sort()).toEqual([1, 2, 3]);
    const featured = tree.flatMap((node) => node.featured.map((link) => link.title));
    expect(featured).toEqual(expect.arrayContaining(["Promos", "Last Chance"]));
  });

  it("marks some third-level entries as not clickable", () => {
    const third = tree.flatMap((a) => a.children.flatMap((b) => b.children));
    expect(third.some((node) => !node.isClickable)).toBe(true);
  });
});

describe("GET /api/categories/slug/{slug}", () => {
  it("returns the category with its parent and grandparent", async () => {
    const grandchild = tree[0]!.children[0]!.children.find((node) => node.isClickable)!;
    const { status, body } = await get(`/api/categories/slug/${grandchild.slug}`);
    expect(status).toBe(200);
    expect(body.slug).toBe(grandchild.slug);
    expect(body.parent.slug).toBe(tree[0]!.children[0]!.slug);
    expect(body.grandparent.slug).toBe(tree[0]!.slug);
  });

  it("answers 404 in the error shape for an unknown slug and 400 for a malformed one", async () => {
    const unknown = await get("/api/categories/slug/nexiste-pas");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: "NOT_FOUND", message: "Cette catégorie n’existe pas" });
    const malformed = await get("/api/categories/slug/%27%3B%20drop%20table%20products");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("VALIDATION_ERROR");
  });
});

describe("GET /api/products/filter", () => {
  it("pages a category's products and counts facets with the spec's French labels", async () => {
    const { status, body } = await get(`/api/products/filter?category=${tree[0]!.slug}&pageSize=5`);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    expect(body.hasMore).toBe(true);
    const labels = Object.fromEntries(body.facets.map((facet: { key: string; label: string }) => [facet.key, facet.label]));
    expect(labels).toMatchObject({ gender: "Pour", searchColor: "Couleur", printSizeFr: "Taille", articleType: "Type de Produit" });
    const [product] = body.products;
    expect(product).toMatchObject({ id: expect.any(Number), title: expect.any(String), price: expect.any(Number) });
    expect(product.variations[0].images[0]).toMatch(/^\/media\//);
  });

  it("filters by a facet value and its count matches the total", async () => {
    const all = (await get(`/api/products/filter?category=${tree[0]!.slug}`)).body;
    const color = all.facets.find((facet: { key: string }) => facet.key === "searchColor").values[0];
    const filtered = (await get(`/api/products/filter?category=${tree[0]!.slug}&searchColor=${encodeURIComponent(color.value)}`)).body;
    expect(filtered.total).toBe(color.count);
    const colorFacet = filtered.facets.find((facet: { key: string }) => facet.key === "searchColor");
    expect(colorFacet.values.find((v: { value: string }) => v.value === color.value).selected).toBe(true);
    // Disjunctive: other colours keep their counts while one is chosen.
    expect(colorFacet.values.length).toBe(all.facets.find((facet: { key: string }) => facet.key === "searchColor").values.length);
  });

  it("sorts by price and keeps to the price range", async () => {
    const { body } = await get("/api/products/filter?sort=price-asc&minPrice=5000&maxPrice=20000&pageSize=60");
    const prices = body.products.map((p: { price: number; promoPrice: number | null }) => p.promoPrice ?? p.price);
    expect(prices.length).toBeGreaterThan(0);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(5000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(20000);
  });

  it("walks every page without repeating a product", async () => {
    const seen = new Set<number>();
    let page = 0;
    let body;
    do {
      body = (await get(`/api/products/filter?category=${tree[0]!.slug}&pageSize=10&pageOffset=${page++}`)).body;
      for (const product of body.products) seen.add(product.id);
    } while (body.hasMore);
    expect(seen.size).toBe(body.total);
  });

  it("refuses bad parameters with a 400 in the error shape", async () => {
    for (const query of ["pageOffset=-1", "pageOffset=abc", "sort=random", "minPrice=cheap", "unknownFacet=1", "category=%00"]) {
      const { status, body } = await get(`/api/products/filter?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.code, query).toBe("VALIDATION_ERROR");
      expect(typeof body.error.message).toBe("string");
    }
    expect((await get("/api/products/filter?category=inconnue")).status).toBe(404);
  });
});

describe("GET /api/products/find/id/{id}", () => {
  it("returns a product with its variations, sizes and breadcrumb", async () => {
    const listed = (await get("/api/products/filter?pageSize=1")).body.products[0];
    const { status, body } = await get(`/api/products/find/id/${listed.id}`);
    expect(status).toBe(200);
    expect(body.id).toBe(listed.id);
    expect(body.titleAr).toMatch(/[\u0600-\u06ff]/);
    expect(body.variations.length).toBeGreaterThan(0);
    expect(body.variations[0].sizes[0].ean).toMatch(/^\d{13}$/);
    expect(body.category.slug).toEqual(expect.any(String));
    // The colours are PostgreSQL's JSON sent as it is: the answer holds the contract's fields, and only them.
    expect(ProductDetailSchema.parse(body)).toEqual(body);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await get("/api/products/find/id/99999999")).status).toBe(404);
    for (const id of ["abc", "-3", "1.5", "99999999999999999999"]) {
      expect((await get(`/api/products/find/id/${id}`)).status, id).toBe(400);
    }
  });
});

describe("GET /api/products/stock/{id}", () => {
  it("gives the stock of each size by EAN, fresh from the database", async () => {
    const product = (await get("/api/products/filter?pageSize=1")).body.products[0];
    const before = (await get(`/api/products/stock/${product.id}`)).body.stock as Record<string, number>;
    const [ean] = Object.keys(before);
    await db.execute(sql`update skus set stock = 17 where ean = ${ean!}`);
    const after = (await get(`/api/products/stock/${product.id}`)).body.stock;
    expect(after[ean!]).toBe(17);
    expect((await get("/api/products/stock/99999999")).status).toBe(404);
  });

  it("lists every size of the product and nothing else, as JSON never kept by anyone", async () => {
    const product = (await get("/api/products/filter?pageSize=1")).body.products[0];
    const response = await app.inject({ method: "GET", url: `/api/products/stock/${product.id}` });
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const { rows } = await db.execute<{ ean: string; stock: number }>(sql`
      select s.ean, s.stock from skus s join variations v on v.id = s.variation_id where v.product_id = ${product.id}`);
    expect(response.json()).toEqual({ stock: Object.fromEntries(rows.map(({ ean, stock }) => [ean, stock])) });
    // A product that is no longer published has no stock to show.
    await db.execute(sql`update products set status = 'draft' where id = ${product.id}`);
    expect((await get(`/api/products/stock/${product.id}`)).status).toBe(404);
    await db.execute(sql`update products set status = 'published' where id = ${product.id}`);
  });
});

describe("GET /api/products/variations/color-size", () => {
  it("returns the linked variations of an « Ensemble » and none for a single piece", async () => {
    const linked = await db.execute<{ color_no: string; size: string }>(sql`
      select v.color_no, s.size from variation_links l join variations v on v.id = l.variation_id
      join skus s on s.variation_id = v.id limit 1`);
    const row = linked.rows[0]!;
    const { status, body } = await get(`/api/products/variations/color-size?colorNo=${row.color_no}&size=${encodeURIComponent(row.size)}`);
    expect(status).toBe(200);
    expect(body.linkedVariations.length).toBeGreaterThan(0);
    expect(body.linkedVariations[0].colorNo).not.toBe(row.color_no);

    const single = await db.execute<{ color_no: string; size: string }>(sql`
      select v.color_no, s.size from variations v join skus s on s.variation_id = v.id
      where not exists (select 1 from variation_links l where l.variation_id = v.id) limit 1`);
    const alone = single.rows[0]!;
    const none = await get(`/api/products/variations/color-size?colorNo=${alone.color_no}&size=${encodeURIComponent(alone.size)}`);
    expect(none.body.linkedVariations).toEqual([]);
    expect((await get("/api/products/variations/color-size?colorNo=0000000&size=M")).status).toBe(404);
    expect((await get("/api/products/variations/color-size?colorNo=abc&size=M")).status).toBe(400);
  });
});
