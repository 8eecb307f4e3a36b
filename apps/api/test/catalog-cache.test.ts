import type { ProductFilterResponse } from "@shop/domain/contract/catalog";
import { sql } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { connect } from "../src/db/client.js";
import { filterProducts } from "../src/modules/catalog/product-filter.js";
import { loadProductIndex } from "../src/modules/catalog/product-index-load.js";
import { readCatalogVersion, refreshProductIndex } from "../src/modules/catalog/product-index-refresh.js";
import { restrictedIndex } from "../src/modules/catalog/restricted-index.js";
import { createTestApp } from "./database.js";

// The catalogue as a running shop serves it: reads cached for a second.
const { app, db, config } = await createTestApp({ CATALOG_CACHE_SECONDS: 1 });

type Listing = ProductFilterResponse;

const get = async (url: string) => {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, text: response.body, body: response.json() };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const [top] = (await get("/api/categories/tree")).body as { id: number; slug: string }[];
const listing = `/api/products/filter?category=${top!.slug}`;

/** Every product id of a filtered listing, page after page. */
async function allIds(url: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const { body } = await get(`${url}&pageSize=60&pageOffset=${page}`);
    ids.push(...(body as Listing).products.map((product) => product.id));
    if (!(body as Listing).hasMore) return ids;
  }
}

/** Published products of the category with a variation of `color` and, when given, an in-stock SKU of `size`. */
async function expectedIds(categoryId: number, color: string, size?: string): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select p.id from products p join product_categories pc on pc.product_id = p.id and pc.category_id = ${categoryId}
     where p.is_published
       and exists (select 1 from variations v where v.product_id = p.id and v.search_color = ${color})
       and (${size ?? null}::text is null or exists (
             select 1 from variations v join skus s on s.variation_id = v.id
              where v.product_id = p.id and s.size = ${size ?? null} and s.stock > 0))
     order by p.id`);
  return result.rows.map((row) => row.id);
}

describe("category listings from the product index", () => {
  it("return exactly the products of the category with the chosen colour and an in-stock size", async () => {
    const all = (await get(listing)).body as Listing;
    const colors = all.facets.find((facet) => facet.key === "searchColor")!.values;
    for (const color of colors.slice(0, 3)) {
      const byColor = `${listing}&searchColor=${encodeURIComponent(color.value)}`;
      expect((await allIds(byColor)).sort((a, b) => a - b)).toEqual(await expectedIds(top!.id, color.value));
      const sizes = ((await get(byColor)).body as Listing).facets.find((facet) => facet.key === "printSizeFr")!.values;
      // Disjunctive counts: each size counts the products of this colour that have it in stock.
      for (const size of sizes.slice(0, 4)) {
        const expected = await expectedIds(top!.id, color.value, size.value);
        expect(size.count, `${color.value} ${size.value}`).toBe(expected.length);
        const both = `${byColor}&printSizeFr=${encodeURIComponent(size.value)}`;
        expect((await allIds(both)).sort((a, b) => a - b)).toEqual(expected);
      }
    }
  });

  it("list products in stock first, then the newest", async () => {
    const ids = await allIds(`${listing}&sort=relevance`);
    const result = await db.execute<{ id: number }>(sql`
      select p.id from products p join product_categories pc on pc.product_id = p.id and pc.category_id = ${top!.id}
       where p.is_published
       order by exists (select 1 from variations v join skus s on s.variation_id = v.id
                         where v.product_id = p.id and s.stock > 0) desc, p.created_at desc, p.id desc`);
    expect(ids).toEqual(result.rows.map((row) => row.id));
  });
});

describe("cached catalogue reads", () => {
  it("answer a repeated URL with the same bytes and keep bad parameters refused", async () => {
    const url = `${listing}&sort=price-asc`;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(app.catalogAnswers.cachedBody(url)?.json.toString()).toBe(first.text);
    expect((await get(url)).text).toBe(first.text);
    for (const bad of [`${url}&pageOffset=-1`, `${url}&couleur=rouge`]) {
      expect((await get(bad)).status, bad).toBe(400);
      expect(app.catalogAnswers.cachedBody(bad), bad).toBeUndefined();
    }
  });

  it("are sent gzip-compressed to the clients that accept it, and as plain JSON to the others", async () => {
    for (const url of ["/api/categories/tree", listing, "/api/products/search?query=chau"]) {
      const plain = await app.inject({ method: "GET", url });
      for (const round of ["first", "cached"]) {
        const compressed = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
        expect(compressed.headers["content-encoding"], `${url} ${round}`).toBe("gzip");
        expect(compressed.headers.vary).toBe("accept-encoding");
        expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
        // Its product cards compressed one by one until it is asked for again and again (decision 0056).
        expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
      const refused = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip;q=0, identity" } });
      expect(refused.headers["content-encoding"]).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    }
  });

  it("send a listing in its cards' own compression, and compressed whole once shoppers ask for it again and again", async () => {
    const gzip = { "accept-encoding": "gzip" };
    for (const url of [`${listing}&sort=price-desc`, "/api/products/search?query=sweat"]) {
      // The first answer computed, then eight hits: the eighth is compressed whole.
      const sends: Buffer[] = [];
      for (let i = 0; i < 10; i++) sends.push((await app.inject({ method: "GET", url, headers: gzip })).rawPayload);
      const plain = gunzipSync(sends[9]!);
      // The same JSON every time, in a gzip whose CRC and length check; whole, it takes less than the cards apart.
      for (const sent of sends) expect(gunzipSync(sent).equals(plain)).toBe(true);
      for (const sent of sends.slice(1, 8)) expect(sent.equals(sends[0]!)).toBe(true);
      expect(sends[0]!.length).toBeLessThan(plain.length / 2);
      expect(sends[8]!.length).toBeLessThan(sends[0]!.length * 0.75);
      expect(sends[8]!.length).toBeLessThan(plain.length / 3);
      expect(sends[9]!.equals(sends[8]!)).toBe(true);
    }
  });

  it("are kept past their time while nothing they are made of has changed, without being computed again", async () => {
    const computed: string[] = [];
    const { filter, search } = app.catalog;
    app.catalog.filter = (query) => (computed.push("filter"), filter(query));
    app.catalog.search = (...args) => (computed.push("search"), search(...args));
    try {
      const urls = [`${listing}&sort=newest&pageOffset=1`, "/api/products/search?query=veste&pageOffset=1"];
      const first = await Promise.all(urls.map((url) => get(url)));
      expect(computed.sort()).toEqual(["filter", "search"]);
      // Twice past the cache's second: each expiry checks the tree, the index and the names, all unchanged.
      for (let round = 0; round < 2; round++) {
        await sleep(1_100);
        for (const [i, url] of urls.entries()) expect((await get(url)).text).toBe(first[i]!.text);
        await sleep(50);
      }
      expect(computed).toHaveLength(2);
    } finally {
      Object.assign(app.catalog, { filter, search });
    }
  });

  it("show a size that sold out within 2 s (with the default time-to-live too: catalogue-scale.test.ts)", async () => {
    const byColor = `${listing}&searchColor=${encodeURIComponent(
      ((await get(listing)).body as Listing).facets.find((facet) => facet.key === "searchColor")!.values[0]!.value,
    )}`;
    const sizes = () =>
      get(byColor).then(({ body }) => (body as Listing).facets.find((facet) => facet.key === "printSizeFr")!.values);
    const size = (await sizes())[0]!.value;
    await db.execute(sql`update skus set stock = 0 where size = ${size}`);
    // The notification of the change expires what the process kept: the sold-out size is gone well within 2 s.
    const started = Date.now();
    while ((await sizes()).some((value) => value.value === size)) {
      expect(Date.now() - started).toBeLessThan(2_000);
      await sleep(50);
    }
  });
});

describe("the product index", () => {
  it("is reused while the catalogue is unchanged and reloaded once a change alters it", async () => {
    const first = await refreshProductIndex(db, undefined);
    expect(await refreshProductIndex(db, first)).toBe(first);
    // Stock moving without a size selling out, and orders, leave the index as it is…
    await db.execute(sql`update skus set stock = stock + 1 where stock > 0`);
    expect(await refreshProductIndex(db, first)).toBe(first);
    // …a size selling out, a product changing or moving category does not.
    const changes = [
      sql`update skus set stock = 0 where id = (select min(id) from skus where stock > 0)`,
      sql`update products set sale_price = sale_price + 1 where id = (select min(id) from products)`,
      sql`update variations set search_color = 'Violet' where id = (select min(id) from variations)`,
      sql`delete from product_categories where product_id = (select max(product_id) from product_categories)`,
    ];
    let current = first;
    for (const change of changes) {
      await db.execute(change);
      const next = await refreshProductIndex(db, current);
      expect(next).not.toBe(current);
      current = next;
    }
    expect(current.values).toContain("Violet");
  });

  it("holds every published product once, in id order, read in chunks of three two at a time as read at once", async () => {
    const versions = await readCatalogVersion(db);
    const [whole, chunked] = [await loadProductIndex(db, versions), await loadProductIndex(db, versions, 3)];
    const published = await db.execute<{ id: number }>(sql`select id from products where is_published order by id`);
    expect(published.rows.length).toBeGreaterThan(30);
    expect([...chunked.ids]).toEqual(published.rows.map(({ id }) => id));
    expect(chunked).toEqual(whole);
  });

  it("follows a size selling out and coming back without a whole reload, in every process", async () => {
    // Two API processes on one database: each holds its own index, both follow the stock versions.
    const [one, other] = [await refreshProductIndex(db, undefined), await refreshProductIndex(db, undefined)];
    const [sku] = (
      await db.execute<{ id: number; productId: number; size: string }>(sql`
        select s.id, v.product_id as "productId", s.size from skus s join variations v on v.id = s.variation_id
         where s.stock > 0 and (select count(*) from skus o where o.variation_id in
                                  (select id from variations where product_id = v.product_id) and o.stock > 0) = 1
         order by s.id limit 1`)
    ).rows;
    if (!sku) throw new Error("the seed has no product with a single size in stock");
    const { id, productId, size } = sku;
    const listed = (index: typeof one) => {
      const p = index.ids.indexOf(productId);
      const width = index.keys.length;
      const at = p * width + index.sizeKey;
      const sizes = Array.from(index.codes.subarray(index.start[at]!, index.start[at + 1]!));
      const filtered = filterProducts(index, null, { facets: { printSizeFr: [size] }, sort: "newest" });
      return {
        inStock: index.inStock[p] === 1,
        size: sizes.some((code) => index.values[code] === size),
        listedBySize: filtered.ids.includes(productId),
      };
    };
    expect(listed(one)).toMatchObject({ inStock: true, size: true, listedBySize: true });

    await db.execute(sql`update skus set stock = 0 where id = ${id}`);
    for (const before of [one, other]) {
      const after = await refreshProductIndex(db, before);
      expect(after.version).toBe(before.version); // the same catalogue version: updated, not reloaded
      expect(after.stockVersion).toBeGreaterThan(before.stockVersion);
      expect(listed(after)).toMatchObject({ inStock: false, size: false, listedBySize: false });
      // Requests under way keep theirs.
      expect(listed(before)).toMatchObject({ inStock: true, size: true, listedBySize: true });
    }
    const soldOut = await refreshProductIndex(db, one);
    await db.execute(sql`update skus set stock = 3 where id = ${id}`);
    const back = await refreshProductIndex(db, soldOut);
    expect(back.version).toBe(one.version);
    expect(listed(back)).toMatchObject({ inStock: true, size: true, listedBySize: true });
    expect(back.orders.relevance).toEqual(one.orders.relevance);
    expect(back.codes).toEqual(one.codes);
    expect(back.valueBits).toEqual(one.valueBits);
  });
});

describe("listings kept over a size selling out", () => {
  it("are carried over for the categories whose products did not change, and computed again for the others", async () => {
    const before = await refreshProductIndex(db, undefined);
    const { rows: sizes } = await db.execute<{ id: number; productId: number; stock: number }>(sql`
      select s.id, v.product_id as "productId", s.stock from skus s join variations v on v.id = s.variation_id
       where v.product_id = (select v2.product_id from skus s2 join variations v2 on v2.id = s2.variation_id
                              join products p2 on p2.id = v2.product_id
                             where s2.stock > 0 and p2.is_published order by s2.id limit 1)`);
    const productId = sizes[0]!.productId;
    const p = before.ids.indexOf(productId);
    const categories = [...before.byCategory.values()];
    const holding = categories.find((positions) => positions.includes(p))!;
    const others = categories.filter((positions) => positions.length > 0 && !positions.includes(p));
    expect(holding).toBeDefined();
    expect(others.length).toBeGreaterThan(1);
    const criteria = { facets: {}, sort: "relevance" as const };
    const listings = (index: typeof before) =>
      [holding, ...others].map((positions) => filterProducts(index, positions, criteria));
    const kept = listings(before);

    // Every size of the product sells out.
    await db.execute(sql`update skus set stock = 0 where variation_id in (select id from variations where product_id = ${productId})`);
    try {
      const after = await refreshProductIndex(db, before);
      expect(after.version).toBe(before.version);
      expect(after.stockVersion).toBeGreaterThan(before.stockVersion);
      const carried = listings(after);
      // The same listing objects for the categories without the product; the product's own category computed again.
      carried.slice(1).forEach((listing, i) => expect(listing.facets).toBe(kept[i + 1]!.facets));
      expect(carried[0]!.facets).not.toBe(kept[0]!.facets);
      expect(carried[0]).not.toEqual(kept[0]);
      // The categories' restricted indexes (restricted-index.ts) likewise.
      const restrictedOthers = others.filter((positions) => restrictedIndex(before, positions) !== null);
      expect(restrictedOthers.length).toBeGreaterThan(0);
      for (const positions of restrictedOthers) expect(restrictedIndex(after, positions)).toBe(restrictedIndex(before, positions));
      // Every one as an index loaded afresh lists it.
      const fresh = await refreshProductIndex(db, undefined);
      expect(fresh).not.toBe(after);
      expect(carried).toEqual(listings(fresh));
    } finally {
      for (const { id, stock } of sizes) await db.execute(sql`update skus set stock = ${stock} where id = ${id}`);
    }
  });
});

describe("listings after a size sells out and comes back", () => {
  it("show the size sold out gone, then back, from a second API process on the same database", async () => {
    const database = connect(config.DATABASE_URL, 2);
    const fresh = await buildApp({ config: { ...config, CATALOG_CACHE_SECONDS: 0 }, database });
    afterAll(async () => {
      await fresh.close();
      await database.pool.end();
    });
    const read = async (url: string) => (await fresh.inject({ method: "GET", url })).json() as Listing;
    const [sku] = (
      await db.execute<{ id: number; stock: number; size: string; colour: string }>(sql`
        select s.id, s.stock, s.size, v.search_color as colour from skus s join variations v on v.id = s.variation_id
         where s.stock > 0 order by s.id desc limit 1`)
    ).rows;
    const url = `${listing}&searchColor=${encodeURIComponent(sku!.colour)}&printSizeFr=${encodeURIComponent(sku!.size)}`;
    const before = await read(url);
    await db.execute(sql`update skus set stock = 0 where size = ${sku!.size}`);
    const soldOut = await read(url);
    expect(soldOut.total).toBe(0);
    expect(soldOut.facets.find((facet) => facet.key === "printSizeFr")?.values.map((value) => value.value) ?? []).not.toContain(sku!.size);
    await db.execute(sql`update skus set stock = 5 where size = ${sku!.size}`);
    const back = await read(url);
    expect(back.total).toBeGreaterThanOrEqual(before.total);
    expect(back.facets.find((facet) => facet.key === "printSizeFr")!.values.map((value) => value.value)).toContain(sku!.size);
  });
});

describe("the answers kept for URLs nobody else asks", () => {
  it("keeps the answer of a URL longer than a shopper's under its parsed parameters, but not the URL itself", async () => {
    // 30 values of one facet (the most a filter takes), each 33 characters: a 1,100-character URL, valid.
    const values = Array.from({ length: 30 }, (_, i) => `aucune-valeur-de-ce-nom-numero-${String(i).padStart(2, "0")}`);
    const url = `${listing}&${values.map((value) => `articleType=${value}`).join("&")}`;
    expect(url.length).toBeGreaterThan(1_024);
    const before = app.catalogAnswers.stats();
    const first = await get(url);
    expect(first.status).toBe(200);
    expect((first.body as Listing).total).toBe(0);
    expect(app.catalogAnswers.cachedBody(url)).toBeUndefined();
    expect((await get(url)).text).toBe(first.text);
    const after = app.catalogAnswers.stats();
    // Computed once, then read from the answers kept under its parsed key.
    expect([after.misses - before.misses, after.hits - before.hits]).toEqual([1, 1]);
  });
});

describe("the cache's hit rate", () => {
  it("counts a repeated read as a hit and a first one as a miss, stock never", async () => {
    const before = app.catalogAnswers.stats();
    const product = (await get(`${listing}&pageSize=1`)).body as Listing;
    const url = `/api/products/find/id/${product.products[0]!.id}?hit-rate=1`;
    expect((await get(url)).status).toBe(200);
    expect((await get(url)).status).toBe(200);
    await get(`/api/products/stock/${product.products[0]!.id}`);
    const after = app.catalogAnswers.stats();
    expect(after.misses - before.misses).toBeGreaterThanOrEqual(1);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(1);
    // The listing above, the product read twice: three cacheable reads, whatever was cached before.
    expect(after.hits + after.misses - before.hits - before.misses).toBe(3);
  });
});
