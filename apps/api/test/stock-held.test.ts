import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { connect } from "../src/db/client.js";
import { createTestApp } from "./database.js";

// The catalogue as a running shop serves it: the catalogue version checked every few seconds.
const { app, db, config } = await createTestApp({ CATALOG_CACHE_SECONDS: 5 });

// A second API process on the same database, with a pool of its own.
const otherDatabase = connect(config.DATABASE_URL, 3);
const other = await buildApp({ config, database: otherDatabase });
afterAll(async () => {
  await other.close();
  await otherDatabase.pool.end();
});

type Stock = { stock: Record<string, number> };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stockOf = async (api: typeof app, id: number) => {
  const response = await api.inject({ method: "GET", url: `/api/products/stock/${id}` });
  return { status: response.statusCode, body: response.json() as Stock };
};
/** Waits until the process listens to stock notifications (it starts with its first stock read). */
async function listening(api: typeof app, id: number): Promise<void> {
  for (let tries = 0; !api.catalog.stockStats().listening; tries++) {
    if (tries > 100) throw new Error("stock notifications not listened to");
    await stockOf(api, id);
    await sleep(20);
  }
}
/** Reads the stock until `expected` holds, for at most two seconds: a notification arrives in milliseconds. */
async function eventually(api: typeof app, id: number, expected: (stock: Stock["stock"]) => boolean) {
  for (let tries = 0; tries < 100; tries++) {
    const { body } = await stockOf(api, id);
    if (expected(body.stock)) return body.stock;
    await sleep(20);
  }
  return (await stockOf(api, id)).body.stock;
}

const [product] = (
  await db.execute<{ id: number; ean: string; stock: number }>(sql`
    select p.id, s.ean, s.stock from products p join variations v on v.product_id = p.id
      join skus s on s.variation_id = v.id
     where p.is_published order by p.id, s.id limit 1`)
).rows;

describe("stock answers held while PostgreSQL notifies their changes", () => {
  it("are answered from memory: with the sizes' table renamed away, a product read before still answers", async () => {
    await listening(app, product!.id);
    const before = await stockOf(app, product!.id);
    expect(before.status).toBe(200);
    expect(app.catalog.stockStats().held).toBeGreaterThan(0);
    await db.execute(sql`alter table skus rename to skus_away`);
    try {
      const held = await stockOf(app, product!.id);
      expect(held).toEqual(before);
    } finally {
      await db.execute(sql`alter table skus_away rename to skus`);
    }
  });

  it("show a change made by any writer in both processes, and each size's new stock alone", async () => {
    await listening(app, product!.id);
    await listening(other, product!.id);
    const [first, second] = [await stockOf(app, product!.id), await stockOf(other, product!.id)];
    expect(second.body).toEqual(first.body);

    // A change by hand (no API involved), as an import or a sale in a third process would make it.
    const changed = first.body.stock[product!.ean]! + 7;
    await db.execute(sql`update skus set stock = ${changed} where ean = ${product!.ean}`);
    for (const api of [app, other]) {
      const after = await eventually(api, product!.id, (stock) => stock[product!.ean] === changed);
      expect(after).toEqual({ ...first.body.stock, [product!.ean]: changed });
    }
    // A change rolled back is never seen, and leaves the answers held as they were.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update skus set stock = 0 where ean = ${product!.ean}`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await sleep(100);
    expect((await stockOf(other, product!.id)).body.stock[product!.ean]).toBe(changed);
  });

  it("are read from PostgreSQL while the notifications are lost, and held again once they come back", async () => {
    await listening(other, product!.id);
    await db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'LISTEN product_stock'`);
    for (let tries = 0; other.catalog.stockStats().listening && tries < 100; tries++) await sleep(20);
    expect(other.catalog.stockStats()).toEqual({ held: 0, listening: false });

    // Nothing is held meanwhile: a change is seen at the next read, notified or not.
    await db.execute(sql`update skus set stock = 3 where ean = ${product!.ean}`);
    expect((await stockOf(other, product!.id)).body.stock[product!.ean]).toBe(3);

    await listening(other, product!.id);
    await stockOf(other, product!.id);
    expect(other.catalog.stockStats().held).toBeGreaterThan(0);
    await db.execute(sql`update skus set stock = 4 where ean = ${product!.ean}`);
    expect(await eventually(other, product!.id, (stock) => stock[product!.ean] === 4)).toMatchObject({
      [product!.ean]: 4,
    });
  });
});
