import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../test/database.js";
import { connect } from "../db/client.js";
import { applyMigrations } from "../db/migrate.js";
import { isSeeded, seedDemo } from "./seed-demo.js";
import { seedGeography } from "./seed-geography.js";

// The template database of the test run was filled by seedGeography and seedDemo (test/global-setup.ts).
const { database } = await createTestDatabase();
const { db } = database;

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows;

describe("seedDemo on the seeded test database", () => {
  it("does nothing a second time but say so", async () => {
    const lines: string[] = [];
    const before = await rows<{ count: number }>(sql`select count(*)::int as count from products`);
    const result = await seedDemo(db, {
      products: 50,
      seed: 1,
      images: false,
      mediaDir: "/nonexistent",
      log: (line) => lines.push(line),
    });
    expect(result).toEqual({ products: 0, variations: 0, skus: 0, images: 0 });
    expect(lines.join("\n")).toMatch(/rien à faire/);
    expect(await isSeeded(db)).toBe(true);
    expect(await rows(sql`select count(*)::int as count from products`)).toEqual(before);
  });

  it("sets each product's prices from its SKUs", async () => {
    const wrong = await rows(sql`
      select p.id from products p
        join (select v.product_id, min(k.price) as price, min(k.promo_price) as promo,
                     min(coalesce(k.promo_price, k.price)) as sale
                from skus k join variations v on v.id = k.variation_id group by 1) s on s.product_id = p.id
       where p.price <> s.price or p.promo_price is distinct from s.promo or p.sale_price <> s.sale`);
    expect(wrong).toEqual([]);
  });

  it("lists every product under its primary leaf and that leaf's parent and grandparent", async () => {
    const missing = await rows(sql`
      select pc.product_id from product_categories pc
        join categories leaf on leaf.id = pc.category_id and pc.is_primary
        join categories parent on parent.id = leaf.parent_id
       where leaf.depth <> 3
          or not exists (select 1 from product_categories a where a.product_id = pc.product_id and a.category_id = parent.id)
          or not exists (select 1 from product_categories a where a.product_id = pc.product_id and a.category_id = parent.parent_id)`);
    expect(missing).toEqual([]);
  });

  it("gives every offer a gift that is in stock and moves id sequences past the seeded ids", async () => {
    const gifts = await rows<{ stock: number }>(
      sql`select k.stock from offers o join skus k on k.id = o.gift_sku_id`,
    );
    expect(gifts).toHaveLength(3);
    expect(gifts.every((gift) => gift.stock > 0)).toBe(true);
    const [next] = await rows<{ next: number; max: number }>(
      sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as next, (select max(id) from products) as max`,
    );
    expect(next!.next).toBe(next!.max + 1);
  });
});

describe("seedGeography", () => {
  it("can run again without changing anything", async () => {
    expect(await seedGeography(db)).toEqual({ states: 58, communes: 1541 });
    const [fees] = await rows<{ count: number }>(sql`select count(*)::int as count from delivery_fees`);
    expect(fees!.count).toBe(116);
    const [saida] = await rows<{ name: string; code: string }>(
      sql`select name, code from states where id = 20`,
    );
    expect(saida).toEqual({ name: "Saïda", code: "20" });
  });

  it("seeds the demo stop desks once: a list the shop has changed is left as it is", async () => {
    const count = async () =>
      (await rows<{ count: number }>(sql`select count(*)::int as count from stop_desks`))[0]!.count;
    const seeded = await count();
    expect(seeded).toBeGreaterThan(58);
    await db.execute(sql`delete from stop_desks where id = 1604`);
    await seedGeography(db);
    expect(await count()).toBe(seeded - 1);
    // The back office's next agency gets an id past the seeded ones.
    const [next] = await rows<{ next: number; max: number }>(
      sql`select nextval(pg_get_serial_sequence('stop_desks', 'id'))::int as next, (select max(id) from stop_desks) as max`,
    );
    expect(next!.next).toBeGreaterThan(next!.max);
  });

  it("gives the demo agencies of a database seeded before them their Arabic texts, not one the shop renamed", async () => {
    const arabicOf = async (id: number) =>
      (await rows<{ name_ar: string }>(sql`select name_ar from stop_desks where id = ${id}`))[0]!.name_ar;
    await db.execute(sql`update stop_desks set name_ar = '', address_ar = '', opening_hours_ar = '' where state_id = 31`);
    await db.execute(sql`update stop_desks set name = 'Agence Oran Est' where id = 3101`);
    await seedGeography(db);
    expect(await arabicOf(3102)).toBe("وكالة بئر الجير");
    expect(await arabicOf(3101)).toBe("");
    const [hours] = await rows<{ opening_hours_ar: string }>(
      sql`select opening_hours_ar from stop_desks where id = 3102`,
    );
    expect(hours!.opening_hours_ar).toMatch(/^من (السبت|الأحد) إلى الخميس، /);
  });

  it("gives the demo agencies of a database seeded before them their commune and courier, not one the shop changed", async () => {
    const placeOf = async (id: number) =>
      (await rows<{ commune: string | null; courier: string }>(sql`
        select c.name as commune, d.courier from stop_desks d left join communes c on c.id = d.commune_id where d.id = ${id}`))[0]!;
    await db.execute(sql`update stop_desks set commune_id = null, courier = '' where state_id = 16`);
    await db.execute(sql`update stop_desks set address = '7, rue Ben Boulaïd, Alger' where id = 1602`);
    await seedGeography(db);
    expect(await placeOf(1601)).toEqual({ commune: "Alger Centre", courier: "Yalidine" });
    expect(await placeOf(1602)).toEqual({ commune: null, courier: "" });
  });
});

describe("seedDemo on an empty database", () => {
  it("leaves the planner fresh statistics of what it wrote, without waiting for autovacuum", async () => {
    const serverUrl = inject("serverUrl");
    const name = `shop_seed_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const fresh = connect(url.toString(), 2);
    try {
      await applyMigrations(fresh.db);
      await seedDemo(fresh.db, { products: 40, seed: 3, images: false, mediaDir: "/nonexistent", log: () => {} });
      const stats = await fresh.db.execute<{ relname: string; reltuples: number }>(sql`
        select relname, reltuples::int as reltuples from pg_class
         where relname in ('products', 'variations', 'skus', 'product_categories') order by relname`);
      // reltuples is -1 until a table is analysed.
      for (const table of stats.rows) expect(table.reltuples, table.relname).toBeGreaterThan(0);
      // Analysed by the seed itself, before it returned: autovacuum has not had the time to.
      const analysed = await fresh.db.execute<{ relname: string; analysed: boolean }>(sql`
        select relname, last_analyze is not null as analysed from pg_stat_user_tables
         where relname in ('products', 'skus', 'variations', 'product_categories', 'offers') order by relname`);
      expect(analysed.rows).toEqual(
        ["offers", "product_categories", "products", "skus", "variations"].map((relname) => ({ relname, analysed: true })),
      );
    } finally {
      await fresh.pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
