import type { ProductFilterResponse } from "@shop/domain/contract/catalog";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { uniqueWord } from "./support/catalogue.js";

/**
 * A category's listings are kept across the changes of products it does not list (category-marks.ts): an edit of one
 * product costs the listings of its own categories, not those of every category, and each listing still shows every
 * change of its own products within 2 s.
 */
const { app, db } = await createTestApp();

type Reply = { status: number; body: ProductFilterResponse };
const get = async (url: string): Promise<Reply> => {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json() };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function within2s(url: string, seen: (reply: Reply) => boolean): Promise<void> {
  const start = performance.now();
  for (;;) {
    const reply = await get(url);
    if (seen(reply)) return;
    if (performance.now() - start >= 2_000) throw new Error(`not seen within 2 s: ${url}`);
    await sleep(50);
  }
}
/** How many catalogue answers `read` computed (rather than answered from those kept). */
async function computedBy(read: () => Promise<unknown>): Promise<number> {
  const before = app.catalogAnswers.stats().misses;
  await read();
  return app.catalogAnswers.stats().misses - before;
}

// Two leaf categories that list no product in common, each with published products in stock.
const leaves = await db.execute<{ id: number; slug: string; productId: number }>(sql`
  select c.id, c.slug, min(p.id)::int as "productId" from categories c
    join product_categories pc on pc.category_id = c.id
    join products p on p.id = pc.product_id and p.is_published
   where not exists (select 1 from categories child where child.parent_id = c.id)
     and exists (select 1 from variations v join skus s on s.variation_id = v.id
                  where v.product_id = p.id and s.stock > 0 and s.is_active)
   group by c.id, c.slug order by count(*) desc`);
const disjoint = (x: number, y: number) =>
  db.execute(sql`select 1 from product_categories p join product_categories q on q.product_id = p.product_id
                  where p.category_id = ${x} and q.category_id = ${y} limit 1`).then((found) => found.rows.length === 0);
const [a, b] = await (async () => {
  for (const first of leaves.rows) {
    for (const second of leaves.rows) {
      if (second.id !== first.id && (await disjoint(first.id, second.id))) return [first, second];
    }
  }
  throw new Error("two leaf categories listing no product in common needed");
})();

const listingOf = (slug: string) => `/api/products/filter?category=${slug}&pageSize=60&sort=newest`;
const listingA = listingOf(a!.slug);
const listingB = listingOf(b!.slug);
const productA = a!.productId;
const productB = b!.productId;
// Each product first on its category's newest sort, so its card is on the page read.
await db.execute(sql`update products set created_at = now() where id in (${productA}, ${productB})`);
await app.catalog.warm();
for (let tries = 0; !app.catalog.followsChanges(); tries++) {
  if (tries > 100) throw new Error("catalogue notifications not listened to");
  await get("/api/categories/tree");
  await sleep(20);
}
const cardIn = (reply: Reply, id: number) => reply.body.products.find((product) => product.id === id);
await within2s(listingA, (reply) => cardIn(reply, productA) !== undefined);
await within2s(listingB, (reply) => cardIn(reply, productB) !== undefined);

describe("a category's listings across other products' changes", () => {
  it("keeps a category's listing when a product it does not list is edited, and shows its own product's edit", async () => {
    const keptB = (await get(listingB)).body;
    const word = uniqueWord("ailleurs");
    await db.execute(sql`update products set title_fr = ${`Maillot ${word}`} where id = ${productA}`);
    await within2s(listingA, (reply) => cardIn(reply, productA)?.title === `Maillot ${word}`);
    // B lists nothing that changed: answered from what was kept, the same answer.
    expect(await computedBy(() => get(listingB))).toBe(0);
    expect((await get(listingB)).body).toEqual(keptB);

    const own = uniqueWord("chezsoi");
    await db.execute(sql`update products set title_fr = ${`Short ${own}`} where id = ${productB}`);
    await within2s(listingB, (reply) => cardIn(reply, productB)?.title === `Short ${own}`);
  });

  it("keeps it when a size of another category's product sells out, and drops its own product's sold-out size", async () => {
    const sizes = sql`(select s.id from skus s join variations v on v.id = s.variation_id where v.product_id = ${productA})`;
    const stock = await db.execute<{ id: number; stock: number }>(sql`select id, stock from skus where id in ${sizes}`);
    await get(listingB);
    try {
      await db.execute(sql`update skus set stock = 0 where id in ${sizes}`);
      // Sold out whole, A's product goes after those in stock under relevance.
      await within2s(`/api/products/filter?category=${a!.slug}&pageSize=60`, (reply) => {
        const products = reply.body.products;
        return products.at(-1)?.id === productA || cardIn(reply, productA) === undefined;
      });
      expect(await computedBy(() => get(listingB))).toBe(0);
    } finally {
      for (const sku of stock.rows) await db.execute(sql`update skus set stock = ${sku.stock} where id = ${sku.id}`);
    }
  });

  it("lists a product placed in the category within 2 s, and takes it off when it leaves", async () => {
    await db.execute(sql`
      insert into product_categories (product_id, category_id, is_primary) values (${productA}, ${b!.id}, false)`);
    try {
      await within2s(listingB, (reply) => cardIn(reply, productA) !== undefined);
    } finally {
      await db.execute(sql`delete from product_categories where product_id = ${productA} and category_id = ${b!.id}`);
    }
    await within2s(listingB, (reply) => reply.status === 200 && cardIn(reply, productA) === undefined);
  });

  it("computes every listing again after a change of the categories themselves", async () => {
    await get(listingB);
    // Counted from before the change: the first read after it may already be the one computed again.
    const before = app.catalogAnswers.stats().misses;
    await db.execute(sql`update categories set title = title || ' ' where id = ${a!.id}`);
    try {
      const start = performance.now();
      let computed = 0;
      while (computed === 0 && performance.now() - start < 2_000) {
        await get(listingB);
        computed = app.catalogAnswers.stats().misses - before;
        await sleep(50);
      }
      expect(computed).toBe(1);
      expect(await computedBy(() => get(listingB))).toBe(0);
    } finally {
      await db.execute(sql`update categories set title = rtrim(title) where id = ${a!.id}`);
    }
  });

  it("keeps a category's hand order, and lists the same as a whole load, when another product leaves or comes back", async () => {
    // B's two oldest products placed by hand at the head of its listing (relevance, the default sort).
    const oldest = await db.execute<{ id: number }>(sql`
      select p.id from product_categories pc join products p on p.id = pc.product_id and p.is_published
       where pc.category_id = ${b!.id} and p.id <> ${productB} order by p.created_at, p.id limit 2`);
    const placed = oldest.rows.map((row) => row.id).reverse();
    const relevanceB = `/api/products/filter?category=${b!.slug}&pageSize=60`;
    const head = (reply: Reply) => reply.body.products.slice(0, 2).map((product) => product.id);
    for (const [n, id] of placed.entries()) {
      await db.execute(sql`update product_categories set position = ${n + 1} where product_id = ${id} and category_id = ${b!.id}`);
    }
    try {
      await within2s(relevanceB, (reply) => head(reply).join() === placed.join());
      // A's product leaves (the products' positions move: the index is built again from the rows kept), then comes back.
      for (const status of ["draft", "published"]) {
        await db.execute(sql`update products set status = ${status} where id = ${productA}`);
        await within2s(listingA, (reply) => (cardIn(reply, productA) !== undefined) === (status === "published"));
        const kept = (await get(relevanceB)).body;
        expect(kept.products.slice(0, 2).map((product) => product.id)).toEqual(placed);
        app.catalog.invalidate();
        expect((await get(relevanceB)).body).toEqual(kept);
        expect((await get(listingA)).body.products.length).toBeGreaterThan(0);
      }
    } finally {
      await db.execute(sql`update product_categories set position = null where category_id = ${b!.id}`);
      await db.execute(sql`update products set status = 'published' where id = ${productA}`);
    }
  });
});
