import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oncePerHandle, preparedStatement } from "../src/db/prepared.js";
import { products } from "../src/db/schema.js";
import { createTestDatabase } from "./database.js";

const { database } = await createTestDatabase();

const titleOf = preparedStatement<{ title: string }>("test-title-of", (value) => sql`
  select title_fr as title from products where id = ${value("id")} and title_fr like ${value("pattern")}`);

const titlesOf = preparedStatement<{ title: string }>("test-titles-of", (value) => sql`
  select title_fr as title from products where id = any(${value("ids")}::int[]) order by id`);

const someIds = async () =>
  (await database.pool.query<{ id: number; title: string }>("select id, title_fr as title from products order by id limit 3")).rows;

describe("a statement whose text is written once", () => {
  it("answers each call with that call's values, on the pool and inside a transaction", async () => {
    const rows = await someIds();
    expect(rows.length).toBe(3);
    for (const { id, title } of rows) {
      expect(await titleOf(database.db, { id, pattern: "%" })).toEqual([{ title }]);
      expect(await titleOf(database.db, { id, pattern: "no such title%" })).toEqual([]);
    }
    const inTransaction = await database.db.transaction(async (tx) =>
      Promise.all(rows.map(({ id }) => titleOf(tx, { id, pattern: "%" }))),
    );
    expect(inTransaction).toEqual(rows.map(({ title }) => [{ title }]));
  });

  it("takes a list as one value, on the pool and inside a transaction", async () => {
    const rows = await someIds();
    const ids = rows.map(({ id }) => id);
    const titles = rows.map(({ title }) => ({ title }));
    expect(await titlesOf(database.db, { ids })).toEqual(titles);
    expect(await titlesOf(database.db, { ids: ids.slice(1) })).toEqual(titles.slice(1));
    expect(await database.db.transaction((tx) => titlesOf(tx, { ids }))).toEqual(titles);
  });
});

describe("a query built once per database handle", () => {
  it("is built once for the pool, and once for each transaction, with its placeholders filled on each call", async () => {
    let built = 0;
    const byId = oncePerHandle((db) => {
      built++;
      return db
        .select({ title: products.titleFr })
        .from(products)
        .where(sql`${products.id} = ${sql.placeholder("id")}`)
        .prepare("test-by-id");
    });
    const rows = await someIds();
    for (const { id, title } of rows) expect(await byId(database.db).execute({ id })).toEqual([{ title }]);
    expect(built).toBe(1);
    await database.db.transaction(async (tx) => {
      for (const { id, title } of rows) expect(await byId(tx).execute({ id })).toEqual([{ title }]);
    });
    expect(built).toBe(2);
  });
});

describe("the pool's connections", () => {
  it("never compile a query: JIT is off on every connection, even for a plan costed far above its threshold", async () => {
    const clients = await Promise.all([1, 2, 3].map(() => database.pool.connect()));
    try {
      for (const client of clients) {
        expect((await client.query<{ jit: string }>("select current_setting('jit') as jit")).rows).toEqual([{ jit: "off" }]);
        const { rows } = await client.query<{ "QUERY PLAN": [Record<string, unknown>] }>(
          "explain (format json) select sum(a * b) from generate_series(1, 1000000) a, generate_series(1, 100) b",
        );
        const [plan] = rows[0]!["QUERY PLAN"];
        expect((plan!.Plan as { "Total Cost": number })["Total Cost"]).toBeGreaterThan(1_000_000);
        expect(plan).not.toHaveProperty("JIT");
      }
    } finally {
      for (const client of clients) client.release();
    }
  });
});
