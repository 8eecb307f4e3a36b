import { sql } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { batchedRead } from "../src/db/batched-read.js";
import { hashToken } from "../src/modules/accounts/sessions.js";
import { createTestApp } from "./database.js";
import { lineOf } from "./support/cart.js";
import { SESSION_COOKIE, Shopper } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";

const { app, db } = await createTestApp();
const pool = (db as unknown as { $client: pg.Pool }).$client;

/** Runs `work` and counts the statements the pool sent meanwhile (each is a round trip to PostgreSQL). */
async function counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const query = pool.query;
  let statements = 0;
  pool.query = ((...args: Parameters<typeof query>) => {
    statements++;
    return (query as (...a: unknown[]) => unknown).apply(pool, args);
  }) as typeof query;
  try {
    return { result: await work(), statements };
  } finally {
    pool.query = query;
  }
}

const titleOf = batchedRead<number, { key: number; title: string }>("test-batched-title", (value) => sql`
  select id as key, title_fr as title from products where id = any(${value("keys")}::int[])`);

const priceOf = batchedRead<number, { key: number; price: string }>("test-batched-price", (value) => sql`
  select id as key, price::text as price from products where id = any(${value("keys")}::int[])`);

const someProducts = async (count: number) =>
  (await pool.query<{ id: number; title: string }>(`select id, title_fr as title from products order by id limit ${count}`)).rows;

describe("a read by key batched", () => {
  it("answers every key asked for together with one statement, each caller with its own rows", async () => {
    const products = await someProducts(20);
    const { result, statements } = await counted(() =>
      Promise.all([...products.map(({ id }) => titleOf(db, id)), titleOf(db, -1), titleOf(db, products[0]!.id)]),
    );
    expect(statements).toBe(1);
    expect(result).toEqual([
      ...products.map(({ id, title }) => [{ key: id, title }]),
      [],
      [{ key: products[0]!.id, title: products[0]!.title }],
    ]);
  });

  it("sends a key at once when no statement is under way; the keys asked for meanwhile go together when it ends", async () => {
    const products = await someProducts(5);
    const { result, statements } = await counted(async () => {
      const calls: Promise<{ key: number; title: string }[]>[] = [];
      for (const { id } of products) {
        calls.push(titleOf(db, id));
        await Promise.resolve(); // each asked for by code of its own, as requests are
      }
      return Promise.all(calls);
    });
    expect(statements).toBe(2);
    expect(result).toEqual(products.map(({ id, title }) => [{ key: id, title }]));
  });

  it("makes the keys of another read wait for the statement under way too, each read's going together", async () => {
    const products = await someProducts(5);
    const { result, statements } = await counted(async () => {
      const calls: Promise<unknown[]>[] = [];
      // A title sent at once; then, while it is under way, two titles and two prices, each asked for on its own.
      for (const [n, { id }] of products.entries()) {
        calls.push(n === 0 || n % 2 === 1 ? titleOf(db, id) : priceOf(db, id));
        await Promise.resolve();
      }
      return Promise.all(calls);
    });
    // The first title, then the two titles together and the two prices together: one statement under way at a time.
    expect(statements).toBe(3);
    const { rows: prices } = await pool.query<{ id: number; price: string }>(
      `select id, price::text from products where id = any($1::int[])`,
      [products.map(({ id }) => id)],
    );
    expect(result).toEqual(
      products.map(({ id, title }, n) =>
        n === 0 || n % 2 === 1 ? [{ key: id, title }] : [{ key: id, price: prices.find((row) => row.id === id)!.price }],
      ),
    );
  });

  it("sends keys asked for one after the other in statements of their own, and reads inside a transaction alone", async () => {
    const [first, second] = await someProducts(2);
    const { result, statements } = await counted(async () => [await titleOf(db, first!.id), await titleOf(db, second!.id)]);
    expect(statements).toBe(2);
    expect(result.map(([row]) => row!.title)).toEqual([first!.title, second!.title]);
    expect(await db.transaction((tx) => titleOf(tx, second!.id))).toEqual([{ key: second!.id, title: second!.title }]);
  });

  it("sends a full batch outside the turns: a flood of one read does not hold up another's keys", async () => {
    // A read whose statement of a full batch (200 keys) takes PostgreSQL half a second.
    const slow = batchedRead<number, { key: number }>("test-batched-slow", (value) => sql`
      select k as key from unnest(${value("keys")}::int[]) k, pg_sleep(case when cardinality(${value("keys")}::int[]) >= 200 then 0.5 else 0 end)`);
    const [product] = await someProducts(1);
    const answered: string[] = [];
    const flood = Promise.all(Array.from({ length: 200 }, (_, n) => slow(db, n + 1))).then((rows) => {
      answered.push("flood");
      return rows;
    });
    await Promise.resolve();
    const price = priceOf(db, product!.id).then((rows) => {
      answered.push("price");
      return rows;
    });
    const [rows] = await Promise.all([flood, price]);
    expect(answered).toEqual(["price", "flood"]);
    expect(rows.map(([row]) => row!.key)).toEqual(Array.from({ length: 200 }, (_, n) => n + 1));
  });

  it("fails every caller of a batch whose statement fails, and the next batch reads again", async () => {
    const broken = batchedRead<number, { key: number }>("test-batched-broken", (value) => sql`
      select 1 / (k - k) as key from unnest(${value("keys")}::int[]) k`);
    const results = await Promise.allSettled([broken(db, 1), broken(db, 2)]);
    expect(results.map(({ status }) => status)).toEqual(["rejected", "rejected"]);
    const [product] = await someProducts(1);
    expect(await titleOf(db, product!.id)).toEqual([{ key: product!.id, title: product!.title }]);
  });
});

describe("carts read together", () => {
  it("give each of 12 shoppers asking at once their own cart, in far fewer round trips than shoppers", async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const shopper = new Shopper(app);
        const sku = await takeSku(db, { minStock: 5 });
        expect((await shopper.updateCart(sku, 1 + (sku.skuId % 3))).status).toBe(200);
        return { shopper, sku, quantity: 1 + (sku.skuId % 3) };
      }),
    );
    const stranger = new Shopper(app);
    const { result: carts, statements } = await counted(() =>
      Promise.all([...shoppers.map(({ shopper }) => shopper.cart()), stranger.cart()]),
    );
    expect(statements).toBeLessThan(4);
    shoppers.forEach(({ sku, quantity }, n) => {
      const cart = carts[n]!;
      expect(cart.status).toBe(200);
      expect(cart.body.cartItems).toHaveLength(1);
      expect(lineOf(cart.body, sku)!.quantity).toBe(quantity);
    });
    expect(carts[12]!.status).toBe(404);
  });

  it("answer a forged cookie 404 in a batch with a shopper's, who still gets only their own cart", async () => {
    const shopper = new Shopper(app);
    const sku = await takeSku(db, { minStock: 1 });
    expect((await shopper.updateCart(sku, 1)).status).toBe(200);
    // Another shopper's session id as stored (the hash of their token), a NUL byte, a cookie of 4 KB.
    const forged = [hashToken(shopper.cookie!), `${shopper.cookie!}%00`, "a".repeat(4096)];
    const replies = await Promise.all([
      shopper.cart(),
      ...forged.map((value) => app.inject({ url: "/api/cart", headers: { cookie: `${SESSION_COOKIE}=${value}` } })),
    ]);
    expect(replies[0]!.status).toBe(200);
    expect(lineOf(replies[0]!.body, sku)!.quantity).toBe(1);
    for (const reply of replies.slice(1) as { statusCode: number; body: string }[]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain(sku.colorNo);
    }
  });

  it("answer an expired session 404 in a batch with live ones", async () => {
    const [live, expired] = [new Shopper(app), new Shopper(app)];
    for (const shopper of [live, expired]) expect((await shopper.updateCart(await takeSku(db, { minStock: 1 }), 1)).status).toBe(200);
    await db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where id = ${hashToken(expired.cookie!)}`);
    const [liveCart, expiredCart] = await Promise.all([live.cart(), expired.cart()]);
    expect(liveCart.status).toBe(200);
    expect(liveCart.body.cartItems).toHaveLength(1);
    expect(expiredCart.status).toBe(404);
  });
});

describe("stock read together", () => {
  it("gives each product asked for at once its own sizes' stock", async () => {
    const products = await someProducts(8);
    const { rows: expected } = await pool.query<{ id: number; stock: Record<string, number> }>(`
      select v.product_id as id, json_object_agg(s.ean, s.stock) as stock
        from skus s join variations v on v.id = s.variation_id
       where v.product_id = any($1::int[]) group by v.product_id`, [products.map(({ id }) => id)]);
    const replies = await Promise.all(products.map(({ id }) => app.inject({ url: `/api/products/stock/${id}` })));
    products.forEach(({ id }, n) => {
      expect(replies[n]!.statusCode).toBe(200);
      expect(replies[n]!.json()).toEqual({ stock: expected.find((row) => row.id === id)!.stock });
    });
  });
});
