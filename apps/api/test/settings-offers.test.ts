import type { AdminOffer, AdminOffers, OfferGift } from "@shop/domain/contract/admin-offers";
import { isoToAlgiersLocal } from "@shop/domain/catalogue";
import type { Offer } from "@shop/domain/contract/shop";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { connect } from "../src/db/client.js";
import { createTestApp } from "./database.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { setStock, takeSku, type Sku } from "./support/skus.js";
import { signedInStaff, type StaffClient } from "./support/staff.js";

const { app, db, config } = await createTestApp();

// A second API process on the same database, as behind a load balancer.
const otherDatabase = connect(config.DATABASE_URL, 3);
const other = await buildApp({ config, database: otherDatabase });
afterAll(async () => {
  await other.close();
  await otherDatabase.pool.end();
});

let owner: StaffClient;
let manager: StaffClient;
let operator: StaffClient;
/** A sellable size to give, and a line a shopper buys. */
let gift: Sku;
let bought: Sku;

beforeAll(async () => {
  [owner, manager, operator] = await Promise.all([
    signedInStaff(app, db, "owner"),
    signedInStaff(app, db, "catalogue", "Nadia Catalogue"),
    signedInStaff(app, db, "operator", "Yacine Opérateur"),
  ]);
  // The demo's offers go: each test here sets the ones it reads.
  for (const offer of await list()) expect((await manager.delete(`/api/admin/offers/${offer.id}`)).status).toBe(200);
  gift = await takeSellable({ minStock: 1 });
  bought = await takeSellable({ promo: false, minPrice: 2_000, maxPrice: 9_000 });
  await setStock(db, gift.skuId, 50);
  await setStock(db, bought.skuId, 50);
});

/** A size on sale (its product published, the size active) no other test here took. */
async function takeSellable(options: Parameters<typeof takeSku>[1]): Promise<Sku> {
  for (;;) {
    const sku = await takeSku(db, options);
    const sellable = await db.execute(sql`
      select 1 from skus s join variations v on v.id = s.variation_id join products p on p.id = v.product_id
       where s.id = ${sku.skuId} and s.is_active and p.status = 'published'`);
    if (sellable.rows.length > 0) return sku;
  }
}

async function read(client: StaffClient = owner): Promise<AdminOffers> {
  const reply = await client.get("/api/admin/offers");
  expect(reply.status, reply.raw).toBe(200);
  return reply.body as AdminOffers;
}
const list = async (client: StaffClient = owner): Promise<AdminOffer[]> => (await read(client)).offers;

async function publicOffers(api = app): Promise<Offer[]> {
  const response = await api.inject({ method: "GET", url: "/api/offers" });
  expect(response.statusCode).toBe(200);
  return (response.json() as { offers: Offer[] }).offers;
}

const catalogVersion = async (api = app) => (await api.inject({ method: "GET", url: "/api/catalog/version" })).json().version as number;

const base = () => ({
  titleFr: "Chaussettes offertes",
  titleAr: "جوارب مجانية",
  minOrderAmount: 8_000,
  giftSkuId: gift.skuId,
  discountType: "percentage",
  amount: 100,
  isActive: true,
  startsAt: null,
  endsAt: null,
});

async function create(body: Record<string, unknown> = {}, client = manager): Promise<AdminOffer> {
  const reply = await client.post("/api/admin/offers", { ...base(), ...body });
  expect(reply.status, reply.raw).toBe(201);
  const found = (await list()).find((offer) => offer.id === reply.body.id);
  if (!found) throw new Error("created offer not listed");
  return found;
}

/** An instant `minutes` from now as the form types it: Algiers time, to the minute. */
const algiersIn = (minutes: number) => isoToAlgiersLocal(new Date(Date.now() + minutes * 60_000).toISOString());

async function deleteAll(): Promise<void> {
  for (const offer of await list()) await manager.delete(`/api/admin/offers/${offer.id}`);
}

describe("offers in the back office", () => {
  it("creates, lists, edits and deletes an offer; shoppers' offers follow at once, on every API process", async () => {
    const before = await catalogVersion(other);
    const offer = await create({ titleFr: "  Chaussettes offertes  " });
    expect(offer).toMatchObject({
      titleFr: "Chaussettes offertes",
      titleAr: "جوارب مجانية",
      minOrderAmount: 8_000,
      discountType: "percentage",
      amount: 100,
      isActive: true,
      startsAt: null,
      endsAt: null,
      state: "active",
      gift: { skuId: gift.skuId, colorName: expect.any(String), size: gift.size, sellable: true, stock: 50 },
    });
    // The other process's version moved (the storefront forgets its kept offers) and it reads the new offer.
    await expect.poll(() => catalogVersion(other)).toBeGreaterThan(before);
    expect((await publicOffers(other)).map((entry) => [entry.id, entry.minOrderAmount, entry.giftSkuId])).toEqual([
      [offer.id, 8_000, gift.skuId],
    ]);

    const edited = await owner.request("PUT", `/api/admin/offers/${offer.id}`, { ...base(), minOrderAmount: 6_500, discountType: "fixed", amount: 200 });
    expect(edited.status, edited.raw).toBe(200);
    expect((await publicOffers()).find((entry) => entry.id === offer.id)).toMatchObject({ minOrderAmount: 6_500, discountType: "fixed", amount: 200 });

    // The journal tells who did what, newest first.
    const { history } = await read(operator);
    expect(history[0]).toMatchObject({
      action: "updated",
      subjectId: offer.id,
      changes: { minOrderAmount: [8_000, 6_500], discountType: ["percentage", "fixed"], amount: [100, 200] },
      actor: { name: "Samia Benali" },
    });
    expect(history[1]).toMatchObject({ action: "created", subjectId: offer.id, actor: { name: "Nadia Catalogue" } });

    expect((await manager.delete(`/api/admin/offers/${offer.id}`)).status).toBe(200);
    expect(await publicOffers()).toEqual([]);
    const again = await manager.delete(`/api/admin/offers/${offer.id}`);
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe("Offre introuvable");
    expect((await read()).history[0]).toMatchObject({ action: "deleted", subjectId: offer.id });
  });

  it("refuses a threshold that is not a positive whole amount, an end before the start and a percentage above 100, saving nothing", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ minOrderAmount: 0 }, { minOrderAmount: "Le seuil doit être un montant entier en dinars, supérieur à 0" }],
      [{ minOrderAmount: -500 }, { minOrderAmount: "Le seuil doit être un montant entier en dinars, supérieur à 0" }],
      [{ minOrderAmount: 1_500.5 }, { minOrderAmount: "Le seuil doit être un montant entier en dinars, supérieur à 0" }],
      [{ minOrderAmount: "8000" }, { minOrderAmount: "Le seuil doit être un montant entier en dinars, supérieur à 0" }],
      [{ titleFr: "   " }, { titleFr: "Le titre en français est obligatoire" }],
      [{ amount: 120 }, { amount: "Une remise en pourcentage ne peut dépasser 100 %" }],
      [{ startsAt: "2026-12-24T18:00", endsAt: "2026-12-24T17:00" }, { endsAt: "La fin doit suivre le début" }],
      [{ startsAt: "2026-12-24T18:00", endsAt: "2026-12-24T18:00" }, { endsAt: "La fin doit suivre le début" }],
      [{ startsAt: "24/12/2026" }, { startsAt: "Date invalide (AAAA-MM-JJ HH:MM, heure d’Alger)" }],
      [{ giftSkuId: null }, { giftSkuId: "Choisissez la taille offerte" }],
    ];
    for (const [body, fields] of cases) {
      const reply = await manager.post("/api/admin/offers", { ...base(), ...body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(reply).code).toBe("VALIDATION_ERROR");
      expect(errorOf(reply).fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(await list()).toEqual([]);
  });

  it("refuses a gift that does not exist or is not on sale (a draft product, a size switched off)", async () => {
    const missing = await manager.post("/api/admin/offers", { ...base(), giftSkuId: 999_999 });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).fields).toEqual({ giftSkuId: "Cette taille n’existe pas (ou plus) dans le catalogue" });

    const draft = await takeSellable({});
    await db.execute(sql`update products set status = 'draft' where id = (select v.product_id from skus s join variations v on v.id = s.variation_id where s.id = ${draft.skuId})`);
    const off = await takeSellable({});
    await db.execute(sql`update skus set is_active = false where id = ${off.skuId}`);
    for (const skuId of [draft.skuId, off.skuId]) {
      const reply = await manager.post("/api/admin/offers", { ...base(), giftSkuId: skuId });
      expect(reply.status).toBe(400);
      expect(errorOf(reply).fields).toEqual({
        giftSkuId: "Cette taille n’est pas en vente : son produit doit être publié et la taille active",
      });
    }
    expect(await list()).toEqual([]);
    // The picker lists them last, said not sellable.
    const picked = await manager.get(`/api/admin/offers/gifts?q=${encodeURIComponent(draft.title)}`);
    expect(picked.status).toBe(200);
    const found = (picked.body.gifts as OfferGift[]).find((entry) => entry.skuId === draft.skuId);
    expect(found).toMatchObject({ sellable: false, title: draft.title });
    // Back on sale for the tests after (the draft may be another size of the gift's product).
    await db.execute(sql`update products set status = 'published' where id = (select v.product_id from skus s join variations v on v.id = s.variation_id where s.id = ${draft.skuId})`);
    await db.execute(sql`update skus set is_active = true where id = ${off.skuId}`);
  });

  it("finds a gift by product title, SKU or EAN", async () => {
    const found = await manager.get(`/api/admin/offers/gifts?q=${encodeURIComponent(gift.title)}`);
    expect(found.status).toBe(200);
    expect((found.body.gifts as OfferGift[]).some((entry) => entry.skuId === gift.skuId)).toBe(true);
    const [{ ean }] = (await db.execute<{ ean: string }>(sql`select ean from skus where id = ${gift.skuId}`)).rows as [{ ean: string }];
    const byEan = await manager.get(`/api/admin/offers/gifts?q=${ean}`);
    expect((byEan.body.gifts as OfferGift[]).map((entry) => entry.skuId)).toEqual([gift.skuId]);
  });

  it("keeps to the window in Algiers time: scheduled, active and ended offers; only the active one reaches the cart", async () => {
    const scheduled = await create({ titleFr: "Bientôt", minOrderAmount: 1_000, startsAt: algiersIn(60), endsAt: algiersIn(120) });
    const ended = await create({ titleFr: "Fini", minOrderAmount: 1_100, startsAt: algiersIn(-120), endsAt: algiersIn(-60) });
    const running = await create({ titleFr: "En cours", minOrderAmount: 1_200, startsAt: algiersIn(-60), endsAt: algiersIn(60) });
    const off = await create({ titleFr: "Éteinte", minOrderAmount: 1_300, isActive: false });
    expect(Object.fromEntries((await list()).map((offer) => [offer.titleFr, offer.state]))).toEqual({
      Bientôt: "scheduled",
      Fini: "ended",
      "En cours": "active",
      Éteinte: "off",
    });
    expect(scheduled.startsAt).toBe(new Date(Date.parse(`${algiersIn(60)}:00+01:00`)).toISOString().replace(".000", ""));
    expect((await publicOffers()).map((offer) => offer.id)).toEqual([running.id]);

    const shopper = new Shopper(app);
    const cart = (await shopper.addToCart(bought)).body;
    expect(cart.currentOffer).toMatchObject({ id: running.id, giftLine: { skuId: gift.skuId, discountedPrice: 0 } });
    expect(cart.nextOffer).toBeNull();
    void ended;
    void off;
    await deleteAll();
  });

  it("moves the cart's nudge, its gift line and the order's gift as soon as a threshold changes", async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(bought);
    const offer = await create({ minOrderAmount: bought.price + 500 });
    let cart = (await shopper.get("/api/cart")).body;
    expect(cart.currentOffer).toBeNull();
    expect(cart.nextOffer).toMatchObject({ id: offer.id, missingAmount: 500 });

    const lowered = await manager.request("PUT", `/api/admin/offers/${offer.id}`, { ...base(), minOrderAmount: bought.price - 100 });
    expect(lowered.status, lowered.raw).toBe(200);
    cart = (await shopper.get("/api/cart")).body;
    expect(cart.nextOffer).toBeNull();
    expect(cart.currentOffer).toMatchObject({ id: offer.id, giftLine: { skuId: gift.skuId, discountedPrice: 0 } });

    const placed = await shopper.checkout();
    expect(placed.status, placed.raw).toBe(201);
    const lines = await db.execute<{ skuId: number; isGift: boolean }>(sql`
      select sku_id as "skuId", is_gift as "isGift" from order_lines where order_id = ${placed.body.id} order by id`);
    expect(lines.rows).toEqual([
      { skuId: bought.skuId, isGift: false },
      { skuId: gift.skuId, isGift: true },
    ]);

    // Raised again above the cart: the next order has no gift.
    await manager.request("PUT", `/api/admin/offers/${offer.id}`, { ...base(), minOrderAmount: bought.price + 1 });
    const next = new Shopper(app);
    await next.addToCart(bought);
    const second = await next.checkout();
    expect(second.status, second.raw).toBe(201);
    const giftLines = await db.execute(sql`select 1 from order_lines where order_id = ${second.body.id} and is_gift`);
    expect(giftLines.rows).toEqual([]);
    await deleteAll();
  });

  it("keeps at most 50 offers: the 51st is refused (409) until one is deleted", async () => {
    for (let index = 0; index < 50; index++) {
      const reply = await manager.post("/api/admin/offers", { ...base(), titleFr: `Offre ${index}`, minOrderAmount: 100_000 + index, isActive: false });
      expect(reply.status, reply.raw).toBe(201);
    }
    const refused = await manager.post("/api/admin/offers", { ...base(), titleFr: "Une de trop", isActive: false });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: "TOO_MANY_OFFERS", message: "Au plus 50 offres : supprimez-en une d’abord" });
    expect((await list()).some((offer) => offer.titleFr === "Une de trop")).toBe(false);
    await deleteAll();
  });

  it("lets operators read but not write; the catalogue role and owners write", async () => {
    const offer = await create({}, owner);
    expect((await list(operator)).map((entry) => entry.id)).toEqual([offer.id]);
    const writes = [
      operator.post("/api/admin/offers", base()),
      operator.request("PUT", `/api/admin/offers/${offer.id}`, base()),
      operator.delete(`/api/admin/offers/${offer.id}`),
      operator.request("PUT", "/api/admin/offers/free-delivery", { from: 5_000, methods: "both" }),
    ];
    for (const reply of await Promise.all(writes)) {
      expect(reply.status).toBe(403);
      expect(errorOf(reply).message).toBe("Réservé au catalogue : demandez l’accès au gérant de la boutique");
    }
    expect((await app.inject({ method: "GET", url: "/api/admin/offers" })).statusCode).toBe(401);
    await deleteAll();
  });
});

describe("free delivery above an amount", () => {
  it("makes the delivery free once the order's lines reach the amount, for the methods chosen", async () => {
    const fee = async (shopperCart: Shopper) => {
      const placed = await shopperCart.checkout();
      expect(placed.status, placed.raw).toBe(201);
      const order = await db.execute<{ fee: number; total: number; subtotal: number }>(sql`
        select delivery_fee as fee, total, subtotal from orders where id = ${placed.body.id}`);
      return order.rows[0]!;
    };
    const homeFee = (await db.execute<{ price: number }>(sql`
      select price from delivery_fees where state_id = 16 and method = 'home-delivery'`)).rows[0]!.price;
    expect(homeFee).toBeGreaterThan(0);

    const set = await manager.request("PUT", "/api/admin/offers/free-delivery", { from: bought.price, methods: "home" });
    expect(set.status, set.raw).toBe(200);
    expect(set.body).toEqual({ from: bought.price, methods: "home" });
    const shown = (await app.inject({ method: "GET", url: "/api/shop" })).json();
    expect(shown.freeDelivery).toEqual({ from: bought.price, methods: "home" });

    const reaching = new Shopper(app);
    await reaching.addToCart(bought);
    expect(await fee(reaching)).toMatchObject({ fee: 0, total: bought.price });

    // The stop desk only: home delivery is charged again.
    await manager.request("PUT", "/api/admin/offers/free-delivery", { from: bought.price, methods: "stopdesk" });
    const home = new Shopper(app);
    await home.addToCart(bought);
    expect(await fee(home)).toMatchObject({ fee: homeFee, total: bought.price + homeFee });

    // Below the amount, charged.
    await manager.request("PUT", "/api/admin/offers/free-delivery", { from: bought.price + 1, methods: "both" });
    const below = new Shopper(app);
    await below.addToCart(bought);
    expect((await fee(below)).fee).toBe(homeFee);

    // None: blank.
    const none = await manager.request("PUT", "/api/admin/offers/free-delivery", { from: "", methods: "both" });
    expect(none.body).toEqual({ from: null, methods: "both" });
    expect((await app.inject({ method: "GET", url: "/api/shop" })).json().freeDelivery).toBeNull();
    const { history } = await read();
    expect(history[0]).toMatchObject({ action: "updated", changes: { from: [bought.price + 1, null] }, actor: { name: "Nadia Catalogue" } });
  });

  it("follows a delivery changed by staff: free at home when the lines reach the amount, the stop desk at its price", async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(bought);
    const placed = await shopper.checkout();
    expect(placed.status, placed.raw).toBe(201);
    expect(placed.body.deliveryFee).toBeGreaterThan(0);
    await manager.request("PUT", "/api/admin/offers/free-delivery", { from: bought.price, methods: "home" });

    const orders = await signedInStaff(app, db, "operator", "Karim Commandes");
    const desks = (await orders.get("/api/states/16/stop-desks")).body as { id: number }[];
    const deskFee = (await orders.get("/api/states/price?stateId=16&deliveryMethod=stopdesk-delivery")).body.price as number;
    const { commune } = (await orders.get(`/api/admin/orders/${placed.body.id}`)).body.delivery as { commune: { id: number } };
    const toDesk = await orders.patch(`/api/admin/orders/${placed.body.id}`, {
      delivery: { method: "stopdesk-delivery", address: "Agence du centre", state: 16, stateCommuneId: commune.id, stopDeskId: desks[0]!.id },
    });
    expect(toDesk.status, toDesk.raw).toBe(200);
    expect(toDesk.body).toMatchObject({ deliveryFee: deskFee, total: bought.price + deskFee });
    const home = await orders.patch(`/api/admin/orders/${placed.body.id}`, {
      delivery: { method: "home-delivery", address: "12 rue Didouche Mourad", state: 16, stateCommuneId: commune.id },
    });
    expect(home.status, home.raw).toBe(200);
    expect(home.body).toMatchObject({ deliveryFee: 0, total: bought.price });
    await manager.request("PUT", "/api/admin/offers/free-delivery", { from: "", methods: "both" });
  });

  it("refuses an amount that is not a positive whole number and an unknown method", async () => {
    for (const from of [0, -10, 12.5, "abc"]) {
      const reply = await manager.request("PUT", "/api/admin/offers/free-delivery", { from, methods: "both" });
      expect(reply.status).toBe(400);
      expect(errorOf(reply).fields).toEqual({
        from: "Le montant doit être un nombre entier de dinars supérieur à 0, ou vide pour aucune livraison offerte",
      });
    }
    const method = await manager.request("PUT", "/api/admin/offers/free-delivery", { from: 5_000, methods: "drone" });
    expect(errorOf(method).fields).toEqual({ methods: "Choisissez à domicile, au point relais, ou les deux" });
    expect((await read()).freeDelivery).toEqual({ from: null, methods: "both" });
  });
});
