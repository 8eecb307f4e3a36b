import type { ProductDetail } from "@shop/domain/contract/catalog";
import { sql } from "drizzle-orm";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/build-app.js";
import { connect } from "../src/db/client.js";
import { writeProductDocuments } from "../src/modules/catalog/product-documents.js";
import { createPagesHeld } from "../src/modules/catalog/product-pages-held.js";
import { createTestApp } from "./database.js";

// No cached answers: every product read goes to its document, or to the tables when the document no longer holds.
const { app, db, config } = await createTestApp({ CATALOG_CACHE_SECONDS: 0 });

const page = async (id: number) => {
  const response = await app.inject({ method: "GET", url: `/api/products/find/id/${id}` });
  return { status: response.statusCode, body: response.json<ProductDetail>() };
};

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows[0]!;

/** How many documents hold (were written at the catalogue's current version), and how many products are published. */
/**
 * The documents that hold (no change since they were written named their product or the whole catalogue), those
 * written at the current version, and the published products.
 */
const counts = () =>
  one<{ holding: number; current: number; published: number }>(sql`
    select (select count(*)::int from product_documents d
             where not exists (select 1 from catalog_product_changes c
                                where c.product_id in (d.product_id, 0) and c.version > d.catalog_version)) as holding,
           (select count(*)::int from product_documents
             where catalog_version = (select version from catalog_version)) as current,
           (select count(*)::int from products where is_published) as published`);

/** A published product with a colour sold with another product's (an « Ensemble »), and that other product. */
const ensemble = await one<{ id: number; linkedProductId: number }>(sql`
  select v.product_id as id, lv.product_id as "linkedProductId"
    from variation_links l join variations v on v.id = l.variation_id
    join variations lv on lv.id = l.linked_variation_id
    join products p on p.id = v.product_id and p.is_published
   order by v.product_id limit 1`);

describe("product pages written ahead of the reads", () => {
  it("are written by the seed for every published product", async () => {
    const { holding, published } = await counts();
    expect(published).toBeGreaterThan(0);
    expect(holding).toBe(published);
  });

  it("are sent compressed to the clients that accept it, as JSON to the others", async () => {
    const url = `/api/products/find/id/${ensemble.id}`;
    const compressed = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json<ProductDetail>().id).toBe(ensemble.id);
  });

  it("are answered from memory, then from the document, while the catalogue is unchanged, and from the tables once it changed", async () => {
    const before = await page(ensemble.id);
    const { gzip } = await one<{ gzip: Buffer }>(
      sql`select gzip from product_documents where product_id = ${ensemble.id}`,
    );
    const kept = { ...(JSON.parse(gunzipSync(gzip).toString()) as ProductDetail), titleAr: "نسخة محفوظة" };
    await db.execute(
      sql`update product_documents set gzip = ${gzipSync(JSON.stringify(kept))} where product_id = ${ensemble.id}`,
    );
    // The page read ahead is held by the process: the document changed behind its back is not read again.
    expect((await page(ensemble.id)).body).toEqual(before.body);
    // Once the process forgets what it holds, the document is the answer: what it holds is what the page shows.
    app.catalog.invalidate();
    expect((await page(ensemble.id)).body.titleAr).toBe("نسخة محفوظة");
    // Stock is not on the page: selling a size leaves the document, and the page held, as they are.
    await db.execute(sql`update skus set stock = stock + 1
                          where variation_id in (select id from variations where product_id = ${ensemble.id})`);
    expect((await page(ensemble.id)).body.titleAr).toBe("نسخة محفوظة");

    await db.execute(sql`update products set title_fr = 'Veste Ensemble renommée' where id = ${ensemble.id}`);
    const after = await page(ensemble.id);
    expect(after.body.title).toBe("Veste Ensemble renommée");
    expect(after.body.titleAr).toBe(before.body.titleAr);
  });

  it("follow every change they show: « Ensemble » titles and links, EANs, Arabic size names, categories, publication", async () => {
    // Each change is made on documents that hold, written just before it.
    const rewrite = () => writeProductDocuments(db, { onlyIfBehind: false });
    const linkedOf = async () =>
      (await page(ensemble.id)).body.variations.flatMap((variation) => variation.linkedVariations);

    await rewrite();
    await db.execute(
      sql`update products set title_fr = 'Pantalon Ensemble renommé' where id = ${ensemble.linkedProductId}`,
    );
    const linked = (await linkedOf()).filter((variation) => variation.productId === ensemble.linkedProductId);
    expect(linked[0]?.title).toBe("Pantalon Ensemble renommé");

    const sku = await one<{ id: number; size: string }>(sql`
      select s.id, s.size from skus s join variations v on v.id = s.variation_id
       where v.product_id = ${ensemble.id} order by s.id limit 1`);
    const sizes = async () =>
      (await page(ensemble.id)).body.variations.flatMap((variation) => variation.sizes);
    await rewrite();
    await db.execute(sql`update skus set ean = '2990000000017' where id = ${sku.id}`);
    expect((await sizes()).some((size) => size.ean === "2990000000017")).toBe(true);
    await rewrite();
    await db.execute(sql`insert into facet_value_names (facet, value, name_ar) values ('printSizeFr', ${sku.size}, 'مقاس مجرب')
                         on conflict (facet, value) do update set name_ar = excluded.name_ar`);
    expect((await sizes()).find((size) => size.ean === "2990000000017")?.sizeNameAr).toBe("مقاس مجرب");

    await rewrite();
    const category = (await page(ensemble.id)).body.category!;
    await db.execute(sql`update categories set title = 'Rayon renommé' where id = ${category.id}`);
    expect((await page(ensemble.id)).body.category?.title).toBe("Rayon renommé");

    await rewrite();
    await db.execute(sql`delete from variation_links
                          where variation_id in (select id from variations where product_id = ${ensemble.id})`);
    expect(await linkedOf()).toEqual([]);

    await rewrite();
    await db.execute(sql`update products set status = 'draft' where id = ${ensemble.id}`);
    expect((await page(ensemble.id)).status).toBe(404);
    await db.execute(sql`update products set status = 'published' where id = ${ensemble.id}`);
    expect((await page(ensemble.id)).status).toBe(200);
  });

  it("are written again in the background once the catalogue has moved past them, by one process at a time", async () => {
    // The category renamed above made every document stale.
    expect((await counts()).holding).toBeLessThan((await counts()).published);
    const expected = await page(ensemble.id);
    // The catalogue's index is reloaded on the next listing, which finds the change and writes the documents.
    await app.inject({ method: "GET", url: "/api/products/search?query=veste" });
    const { published } = await counts();
    await vi.waitFor(async () => expect((await counts()).holding).toBe(published), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await page(ensemble.id)).toEqual(expected);

    // Two processes finding the documents behind after one product changed: one writes the pages of the products
    // it names (it, and those whose « Ensemble » links show it) and no other, the other finds them written or being
    // written.
    await db.execute(sql`update products set title_ar = title_ar where id = ${ensemble.id}`);
    const { named } = await one<{ named: number }>(sql`
      select count(distinct c.product_id)::int as named from catalog_product_changes c join products p on p.id = c.product_id
       where c.version = (select version from catalog_version) and p.is_published`);
    expect(named).toBeGreaterThanOrEqual(1);
    expect((await counts()).holding).toBe(published - named);
    const written = await Promise.all([
      writeProductDocuments(db, { onlyIfBehind: true }),
      writeProductDocuments(db, { onlyIfBehind: true }),
    ]);
    expect(written.sort((a, b) => a - b)).toEqual([0, named]);
    expect(await counts()).toEqual({ holding: published, current: named, published });
  });

  it("are held in memory once read ahead: every page answers with the documents' table out of reach", async () => {
    // A new index (after a change, or as here after the process forgot everything) reads the pages ahead.
    app.catalog.invalidate();
    await app.inject({ method: "GET", url: "/api/products/search?query=veste" });
    await app.catalog.settled();
    const { rows } = await db.execute<{ id: number }>(sql`select id from products where is_published order by id`);
    const expected = await page(rows[0]!.id);
    await db.execute(sql`alter table product_documents rename to product_documents_away`);
    try {
      const statuses = new Set<number>();
      for (const { id } of rows) statuses.add((await page(id)).status);
      expect([...statuses]).toEqual([200]);
      expect(await page(rows[0]!.id)).toEqual(expected);
      // What is not held is still read from PostgreSQL, which now fails.
      app.catalog.invalidate();
      expect((await page(rows[0]!.id)).status).toBe(500);
    } finally {
      await db.execute(sql`alter table product_documents_away rename to product_documents`);
    }
  });
});

describe("product pages held in memory", () => {
  const version = async () => Number((await one<{ version: string }>(sql`select version from catalog_version`)).version);

  it("hold the pages of one version within their budget, and none of an older or a newer one", async () => {
    const { published } = await counts();
    const all = createPagesHeld(db);
    const current = await version();
    expect(await all.readAhead(current)).toBe(published);
    expect(all.get(current, ensemble.id)?.length).toBeGreaterThan(100);
    expect(gunzipSync(all.get(current, ensemble.id)!).toString()).toBe(
      gunzipSync((await one<{ gzip: Buffer }>(sql`select gzip from product_documents where product_id = ${ensemble.id}`)).gzip).toString(),
    );
    // An older version (a request under way when the catalogue moved) gets nothing and changes nothing.
    expect(all.get(current - 1, ensemble.id)).toBeUndefined();
    expect(await all.readAhead(current - 1)).toBe(0);
    expect(all.get(current, ensemble.id)).toBeDefined();
    // A newer one starts with nothing held.
    expect(all.get(current + 1, ensemble.id)).toBeUndefined();
    expect(all.stats().pages).toBe(0);

    // 64 KiB in slabs of 16 KiB: about 40 pages of 1.4 KB, the others read from PostgreSQL as before.
    const some = createPagesHeld(db, { maxBytes: 64 * 1024, slabBytes: 16 * 1024 });
    const held = await some.readAhead(current);
    expect(held).toBeGreaterThan(20);
    expect(held).toBeLessThan(published);
    expect(some.stats()).toEqual({ pages: held, bytes: expect.any(Number) as number });
    expect(some.stats().bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("are held by each API process for the version it reads: a change is shown by both, a page one wrote is held by the other", async () => {
    const database = connect(config.DATABASE_URL, 2);
    const other = await buildApp({ config, database });
    try {
      await other.catalog.warm();
      await other.catalog.settled();
      const read = async (id: number) =>
        (await other.inject({ method: "GET", url: `/api/products/find/id/${id}` })).json<ProductDetail>();
      expect((await read(ensemble.id)).titleAr).toBe((await page(ensemble.id)).body.titleAr);
      // A change made through either process (here in PostgreSQL) moves the version both read.
      await db.execute(sql`update products set title_ar = 'سترة بعنوان جديد' where id = ${ensemble.id}`);
      expect((await read(ensemble.id)).titleAr).toBe("سترة بعنوان جديد");
      expect((await page(ensemble.id)).body.titleAr).toBe("سترة بعنوان جديد");
      // The first process writes the pages at the new version; the other holds each one it reads.
      await writeProductDocuments(db, { onlyIfBehind: false });
      const expected = await read(ensemble.id);
      await db.execute(sql`alter table product_documents rename to product_documents_away`);
      try {
        expect(await read(ensemble.id)).toEqual(expected);
      } finally {
        await db.execute(sql`alter table product_documents_away rename to product_documents`);
      }
    } finally {
      await other.close();
      await database.pool.end();
    }
  });
});
