import { ProductDetailSchema, type ProductDetail, type ProductFilterResponse } from "@shop/domain/contract/catalog";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { connect } from "../src/db/client.js";
import { createTestApp } from "./database.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { signedInStaff } from "./support/staff.js";

// The catalogue as a shop runs by default: every read kept for CATALOG_CACHE_SECONDS (30 s).
const { app, db, config } = await createTestApp();

// A second API process on the same database, with a pool of its own, as behind a load balancer.
const otherDatabase = connect(config.DATABASE_URL, 5);
const other = await buildApp({ config, database: otherDatabase });
await other.catalog.warm();
afterAll(async () => {
  await other.close();
  await otherDatabase.pool.end();
});
const apis = [app, other];
type Api = typeof app;

type Reply = { status: number; body: ReturnType<typeof JSON.parse>; headers: Record<string, unknown> };
const get = async (api: Api, url: string, headers: Record<string, string> = {}): Promise<Reply> => {
  const response = await api.inject({ method: "GET", url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `url` every 100 ms until `seen` holds, and fails if it does not within 2 s of the call. */
async function within2s(api: Api, url: string, seen: (reply: Reply) => boolean): Promise<Reply> {
  const start = performance.now();
  for (;;) {
    const reply = await get(api, url);
    if (seen(reply)) return reply;
    if (performance.now() - start >= 2_000) {
      throw new Error(`not seen within 2 s: ${url} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
    }
    await sleep(100);
  }
}
/** The same, on both API processes at once. */
const bothWithin2s = (url: string, seen: (reply: Reply) => boolean) =>
  Promise.all(apis.map((api) => within2s(api, url, seen)));

/** Waits until both processes listen to the catalogue's notifications (they start with their first read). */
async function bothListening(): Promise<void> {
  for (let tries = 0; !apis.every((api) => api.catalog.followsChanges()); tries++) {
    if (tries > 100) throw new Error("catalogue notifications not listened to");
    await Promise.all(apis.map((api) => get(api, "/api/categories/tree")));
    await sleep(20);
  }
}

// The listing of the category with the most products, and products of its first page (never an offer's gift).
const [category] = (
  await db.execute<{ slug: string }>(sql`
    select c.slug from product_categories pc join categories c on c.id = pc.category_id
      join products p on p.id = pc.product_id
     where pc.is_primary and p.is_published group by c.id order by count(*) desc, c.id limit 1`)
).rows;
const listing = `/api/products/filter?category=${category!.slug}&pageSize=60`;
const listed = ((await get(app, listing)).body as ProductFilterResponse).products.map((product) => product.id);
const candidates = (
  await db.execute<{ id: number }>(sql`
    select p.id from products p
     where p.id = any(${sql.param(listed)}::int[])
       and exists (select 1 from product_categories pc where pc.product_id = p.id and pc.is_primary)
       and not exists (select 1 from variations v join skus s on s.variation_id = v.id
                        where v.product_id = p.id and s.id in (select gift_sku_id from offers))
       and exists (select 1 from variations v join skus s on s.variation_id = v.id
                    where v.product_id = p.id and s.stock > 2)
     order by p.id`)
).rows.map((row) => row.id);
if (candidates.length < 4) throw new Error("the seed's largest category has too few products for these tests");
const [edited, drafted, archived, linked] = candidates as [number, number, number, number];

const productUrl = (id: number) => `/api/products/find/id/${id}`;
const idsOf = (reply: Reply) => (reply.body as ProductFilterResponse).products.map((product) => product.id);

describe("a change of the catalogue, with the default cache settings", () => {
  it("is read with CATALOG_CACHE_SECONDS at 30 s, both processes listening to PostgreSQL's notifications", async () => {
    expect(config.CATALOG_CACHE_SECONDS).toBe(30);
    await bothListening();
  });

  it("shows a new title and new prices in both processes within 2 s: product page, listing cards, version", async () => {
    await bothListening();
    const before = await Promise.all(apis.map((api) => get(api, productUrl(edited))));
    for (const reply of before) expect(reply.status).toBe(200);
    const page = before[0]!.body as ProductDetail;
    const firstPrice = page.variations[0]!.sizes[0]!.price;
    const card = (reply: Reply) => (reply.body as ProductFilterResponse).products.find((p) => p.id === edited);
    const cardBefore = card(await get(app, listing))!;
    for (const api of apis) expect(card(await get(api, listing))).toEqual(cardBefore);
    const versions = await Promise.all(apis.map((api) => get(api, "/api/catalog/version")));

    await db.execute(sql`update products set title_fr = 'Veste changée à l’instant' where id = ${edited}`);
    await bothWithin2s(productUrl(edited), (reply) => reply.body.title === "Veste changée à l’instant");
    await bothWithin2s(listing, (reply) => card(reply)?.title === "Veste changée à l’instant");
    const moved = await Promise.all(apis.map((api) => get(api, "/api/catalog/version")));
    moved.forEach((reply, i) => expect(reply.body.version).toBeGreaterThan(versions[i]!.body.version));

    await db.execute(sql`
      update skus set price = price + 1000, promo_price = promo_price + 1000,
                      planned_promo_price = planned_promo_price + 1000
       where variation_id in (select id from variations where product_id = ${edited})`);
    await bothWithin2s(productUrl(edited), (reply) => reply.body.variations[0].sizes[0].price === firstPrice + 1000);
    await bothWithin2s(listing, (reply) => card(reply)?.price === cardBefore.price + 1000);
  });

  it("takes a product put back to draft out of every public read of both processes within 2 s", async () => {
    await bothListening();
    for (const api of apis) {
      expect((await get(api, productUrl(drafted))).status).toBe(200);
      expect((await get(api, `/api/products/stock/${drafted}`)).status).toBe(200);
      expect(idsOf(await get(api, listing))).toContain(drafted);
    }
    await db.execute(sql`update products set status = 'draft' where id = ${drafted}`);
    const gone = await bothWithin2s(productUrl(drafted), (reply) => reply.status === 404);
    // A draft is a plain 404: nothing tells it exists.
    for (const reply of gone) expect(reply.body).toEqual({ error: { code: "NOT_FOUND", message: "Ce produit n’existe pas" } });
    await bothWithin2s(listing, (reply) => reply.status === 200 && !idsOf(reply).includes(drafted));
    await bothWithin2s(`/api/products/stock/${drafted}`, (reply) => reply.status === 404);
    await bothWithin2s(`/api/products/related/${drafted}`, (reply) => reply.status === 404);

    const [title] = (await db.execute<{ title: string }>(sql`select title_fr as title from products where id = ${drafted}`)).rows;
    const search = await get(app, `/api/products/search?query=${encodeURIComponent(title!.title)}&pageSize=60`);
    expect(search.body.paginatedProducts.items.map((item: { id: number }) => item.id)).not.toContain(drafted);

    // Nor can a shopper who knows its colour put it in a cart or a wishlist, or see its « Ensemble ».
    const [sku] = (
      await db.execute<{ colorNo: string; size: string }>(sql`
        select v.color_no as "colorNo", s.size from variations v join skus s on s.variation_id = v.id
         where v.product_id = ${drafted} and s.stock > 0 order by s.id limit 1`)
    ).rows;
    const shopper = new Shopper(app);
    const add = await shopper.updateCart(sku!, 1, "add");
    expect(add.status).toBe(404);
    expect(errorOf(add).message).toBe("Cette couleur ou cette taille n’existe pas");
    expect((await shopper.updateWishlist(sku!.colorNo, "add")).status).toBe(404);
    const query = new URLSearchParams(sku!);
    expect((await get(app, `/api/products/variations/color-size?${query}`)).status).toBe(404);
  });

  it("lets any member of staff preview the draft in the public read's shape, and no shopper", async () => {
    await db.execute(sql`update products set status = 'draft' where id = ${drafted}`);
    const url = `/api/admin/products/${drafted}/preview`;
    for (const role of ["owner", "operator", "catalogue"] as const) {
      const staff = await signedInStaff(app, db, role);
      const reply = await staff.get(url);
      expect(reply.status, role).toBe(200);
      expect(reply.headers["cache-control"]).toBe("no-store");
      const preview = ProductDetailSchema.parse(reply.body);
      expect(preview.id).toBe(drafted);
      expect(preview.variations.length).toBeGreaterThan(0);
      expect(preview.category).not.toBeNull();
      expect((await staff.get("/api/admin/products/2147483647/preview")).status).toBe(404);
    }
    // A shopper, with a session or without, and an unknown cookie: 401, never the draft.
    const shopper = new Shopper(app);
    await shopper.wishlist();
    for (const headers of [{}, { cookie: "shop_staff=not-a-session" }] as Record<string, string>[]) {
      const reply = await shopper.get(url, { headers });
      expect(reply.status).toBe(401);
      expect(JSON.stringify(reply.body)).not.toContain(String(drafted));
    }
    expect((await get(other, url)).status).toBe(401);
  });

  it("sends an archived product’s address to its primary category, in either language", async () => {
    await bothListening();
    const [primary] = (
      await db.execute<{ slug: string }>(sql`
        select c.slug from product_categories pc join categories c on c.id = pc.category_id
         where pc.product_id = ${archived} and pc.is_primary`)
    ).rows;
    const detail = (await get(app, `/api/categories/slug/${primary!.slug}`)).body;
    const path = `/categorie/${[detail.grandparent?.slug, detail.parent?.slug, detail.slug].filter(Boolean).join("/")}`;
    for (const api of apis) expect((await get(api, productUrl(archived))).status).toBe(200);

    await db.execute(sql`update products set status = 'archived' where id = ${archived}`);
    const replies = await bothWithin2s(productUrl(archived), (reply) => reply.status === 404);
    for (const reply of replies) {
      expect(reply.body).toEqual({
        error: { code: "PRODUCT_ARCHIVED", message: "Ce produit n’est plus en vente", redirect: path },
      });
    }
    const arabic = await get(app, productUrl(archived), { "accept-language": "ar" });
    expect(arabic.body.error).toEqual({ code: "PRODUCT_ARCHIVED", message: "هذا المنتج لم يعد معروضًا للبيع", redirect: path });
    await bothWithin2s(listing, (reply) => reply.status === 200 && !idsOf(reply).includes(archived));

    // Published again, it is back, in both processes, within 2 s.
    await db.execute(sql`update products set status = 'published' where id = ${archived}`);
    await bothWithin2s(productUrl(archived), (reply) => reply.status === 200 && reply.body.id === archived);
  });

  it("no longer shows « Ensemble » links to a product that leaves the shop", async () => {
    await bothListening();
    const [pair] = (
      await db.execute<{ from: number; to: number; colorNo: string; size: string }>(sql`
        select a.id as "from", b.id as "to", a.color_no as "colorNo", s.size
          from variations a join skus s on s.variation_id = a.id
          join variations b on b.product_id = ${linked} and b.position = (select min(position) from variations where product_id = ${linked})
         where a.product_id = ${edited}
         order by a.id, s.id limit 1`)
    ).rows;
    await db.execute(sql`insert into variation_links (variation_id, linked_variation_id) values (${pair!.from}, ${pair!.to})
                         on conflict do nothing`);
    const links = (reply: Reply) =>
      (reply.body as ProductDetail).variations.flatMap((variation) => variation.linkedVariations.map((link) => link.productId));
    await bothWithin2s(productUrl(edited), (reply) => links(reply).includes(linked));
    const query = new URLSearchParams({ colorNo: pair!.colorNo, size: pair!.size });
    const colourSize = `/api/products/variations/color-size?${query}`;
    expect((await get(app, colourSize)).body.linkedVariations.map((link: { productId: number }) => link.productId)).toContain(linked);

    await db.execute(sql`update products set status = 'draft' where id = ${linked}`);
    await bothWithin2s(productUrl(edited), (reply) => reply.status === 200 && !links(reply).includes(linked));
    expect((await get(app, colourSize)).body.linkedVariations).toEqual([]);
  });

  it("offers no gift of a product shoppers cannot see", async () => {
    const offers = async () => (await get(app, "/api/offers")).body.offers as { id: number; giftVariation: { product_id: number } }[];
    const [offer] = await offers();
    if (!offer) throw new Error("the seed has no offer");
    const gift = offer.giftVariation.product_id;
    await db.execute(sql`update products set status = 'draft' where id = ${gift}`);
    try {
      expect((await offers()).map((o) => o.id)).not.toContain(offer.id);
    } finally {
      await db.execute(sql`update products set status = 'published' where id = ${gift}`);
    }
    expect((await offers()).map((o) => o.id)).toContain(offer.id);
  });

  it("gives the storefront the version to follow: tiny, public, never stored, no cookie", async () => {
    const reply = await app.inject({ method: "GET", url: "/api/catalog/version" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.headers["set-cookie"]).toBeUndefined();
    const { version } = reply.json();
    const [row] = (await db.execute<{ version: number }>(sql`select version from catalog_version`)).rows;
    expect(version).toBe(Number(row!.version));
  });
});

describe("a process whose notifications are lost", () => {
  it("listens again a second later, and then shows what changed meanwhile and after", async () => {
    await bothListening();
    const title = (await get(app, productUrl(edited))).body.title;
    for (const api of apis) expect((await get(api, productUrl(edited))).body.title).toBe(title);
    await db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'LISTEN catalog_changed'`);
    for (let tries = 0; apis.some((api) => api.catalog.followsChanges()) && tries < 100; tries++) await sleep(20);
    expect(apis.map((api) => api.catalog.followsChanges())).toEqual([false, false]);

    // Changed while nobody listens: each process checks everything it kept as it listens again.
    await db.execute(sql`update products set title_fr = 'Titre changé sans témoin' where id = ${edited}`);
    await bothWithin2s(productUrl(edited), (reply) => reply.body.title === "Titre changé sans témoin");
    expect(apis.map((api) => api.catalog.followsChanges())).toEqual([true, true]);
    await db.execute(sql`update products set title_fr = 'Titre après la reprise' where id = ${edited}`);
    await bothWithin2s(productUrl(edited), (reply) => reply.body.title === "Titre après la reprise");
  });
});
