import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";

type Link = { id: number; slug: string };
type Detail = {
  id: number;
  gender: string;
  category: (Link & { parent: Link | null; grandparent: Link | null }) | null;
};

const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0 });

const get = async <T>(url: string) => {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json<T>() };
};
const chainOf = (detail: Detail) =>
  [detail.category, detail.category?.parent, detail.category?.grandparent]
    .filter((link): link is Link => Boolean(link))
    .map((link) => link.id);

/** The most common product kind of the catalogue: a shoe for a man has many neighbours. */
async function productWithNeighbours(): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select p.id from products p where p.article_type = 'Chaussures' and p.gender = 'Homme' order by p.id limit 1`);
  return rows[0]!.id;
}

describe("GET /api/products/related/{id}", () => {
  it("returns four to eight other products in stock, for the same gender, from the product's categories", async () => {
    const id = await productWithNeighbours();
    const product = (await get<Detail>(`/api/products/find/id/${id}`)).body;
    const { status, body } = await get<{ products: { id: number; title: string }[] }>(
      `/api/products/related/${id}`,
    );
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThanOrEqual(4);
    expect(body.products.length).toBeLessThanOrEqual(8);
    const relatedIds = body.products.map((item) => item.id);
    expect(relatedIds).not.toContain(id);
    expect(new Set(relatedIds).size).toBe(relatedIds.length);
    for (const relatedId of relatedIds) {
      const related = (await get<Detail>(`/api/products/find/id/${relatedId}`)).body;
      expect(related.gender).toBe(product.gender);
      // Listed under the product's category or one of its parents.
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from product_categories
         where product_id = ${relatedId} and category_id = any(${sql.param(chainOf(product))}::int[])`);
      expect(rows[0]!.n, `product ${relatedId}`).toBeGreaterThan(0);
      const { stock } = (await get<{ stock: Record<string, number> }>(`/api/products/stock/${relatedId}`))
        .body;
      expect(Object.values(stock).some((pieces) => pieces > 0)).toBe(true);
    }
  });

  it("leaves out a product whose sizes have all sold out", async () => {
    const id = await productWithNeighbours();
    const first = (await get<{ products: { id: number }[] }>(`/api/products/related/${id}`)).body.products[0]!
      .id;
    await db.execute(
      sql`update skus set stock = 0 where variation_id in (select id from variations where product_id = ${first})`,
    );
    const again = (await get<{ products: { id: number }[] }>(`/api/products/related/${id}`)).body;
    expect(again.products.map((item) => item.id)).not.toContain(first);
  });

  it("answers 404 for an unknown product", async () => {
    const { status, body } = await get<{ error: { code: string; message: string } }>(
      "/api/products/related/999999",
    );
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: "NOT_FOUND", message: "Ce produit n’existe pas" });
  });
});
