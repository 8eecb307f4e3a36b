import { MAX_QUANTITY_PER_LINE } from "@shop/domain/constants";
import type { CartItem, GiftLine } from "@shop/domain/contract/cart";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { setStock, stockOf, tableCounts, takeSku } from "./support/skus.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

let offers: { id: number; minOrderAmount: number; giftSkuId: number }[];
beforeAll(async () => {
  await db.execute(sql`update skus set stock = 200 where id in (select gift_sku_id from offers)`);
  offers = (await app.inject({ method: "GET", url: "/api/offers" })).json().offers;
});

const fee = async (stateId: number, method: string) => {
  const reply = await app.inject({
    method: "GET",
    url: `/api/states/price?stateId=${stateId}&deliveryMethod=${method}`,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json() as { price: number; minDays: number; maxDays: number; isAvailable: boolean };
};

const orderCount = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows[0]!.n;

/** The order the cart should become, priced as the spec says (lines, offer gift, fee). */
function expectedOrder(
  cart: { cartItems: CartItem[]; linesTotal: number; currentOffer: { giftLine: GiftLine } | null },
  deliveryFee: number,
) {
  const gift = cart.currentOffer?.giftLine ?? null;
  const regular = cart.cartItems.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const subtotal = cart.linesTotal + (gift?.discountedPrice ?? 0);
  const lines = cart.cartItems.map((item) => ({
    id: expect.any(Number),
    productId: item.productId,
    colorNo: item.colorNo,
    size: item.size,
    sizeName: item.sizeName,
    sizeNameAr: item.sizeNameAr,
    ean: item.ean,
    title: item.title,
    titleAr: item.titleAr,
    colorName: item.colorName,
    colorNameAr: item.colorNameAr,
    image: item.image,
    unitPrice: item.price,
    promoPrice: item.promoPrice,
    quantity: item.quantity,
    lineTotal: item.itemTotalPrice,
    isGift: false,
  }));
  if (gift) {
    lines.push({
      id: expect.any(Number),
      productId: gift.productId,
      colorNo: gift.colorNo,
      size: gift.size,
      sizeName: gift.sizeName,
      sizeNameAr: gift.sizeNameAr,
      ean: gift.ean,
      title: gift.title,
      titleAr: gift.titleAr,
      colorName: gift.colorName,
      colorNameAr: gift.colorNameAr,
      image: gift.image,
      unitPrice: gift.price,
      promoPrice: gift.discountedPrice,
      quantity: 1,
      lineTotal: gift.discountedPrice,
      isGift: true,
    });
  }
  return {
    lines,
    subtotal,
    discount: regular - cart.linesTotal + (gift ? gift.price - gift.discountedPrice : 0),
    deliveryFee,
    total: subtotal + deliveryFee,
  };
}

describe("POST /api/guest-order/create", () => {
  it("turns a guest's cart into an order priced on the server: lines, gift, discount, fee, total", async () => {
    const regular = await takeSku(db, { promo: false, minStock: 5 });
    const promo = await takeSku(db, { promo: true, minStock: 2 });
    const shopper = new Shopper(app);
    await shopper.addToCart(regular, 2);
    await shopper.addToCart(promo, 1);
    const cart = (await shopper.cart()).body;
    const gift: GiftLine | null = cart.currentOffer?.giftLine ?? null;
    const giftStock = gift ? await stockOf(db, gift.skuId) : 0;
    const home = await fee(16, "home-delivery");

    const body = await shopper.checkoutBody({ address2: "Appartement 4", email: "Amina.Benali@exemple.dz" });
    const reply = await shopper.post("/api/guest-order/create", body, {
      headers: { "idempotency-key": randomUUID() },
    });
    expect(reply.status).toBe(201);
    const order = reply.body;
    expect(order).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.any(Number),
      type: "website",
      status: "pending-confirmation",
      paymentMethod: "on-delivery",
      paymentStatus: "cash-on-delivery",
      checkoutUrl: null,
      createdAt: expect.any(String),
      contact: {
        email: "Amina.Benali@exemple.dz",
        firstName: "Amina",
        lastName: "Benali",
        phoneNumber: shopper.phoneNumber,
      },
      delivery: {
        method: "home-delivery",
        country: "Algeria",
        address: shopper.address,
        address2: "Appartement 4",
        postalCode: "16000",
        // The wilaya and the commune in both languages, looked up by their codes.
        state: { id: 16, name: "Alger", nameAr: "الجزائر" },
        commune: { id: body.stateCommuneId, name: expect.any(String), nameAr: expect.stringMatching(/^[\u0600-\u06ff]/) },
        minDays: home.minDays,
        maxDays: home.maxDays,
        stopDesk: null,
      },
      duplicate: false,
      ...expectedOrder(cart, home.price),
    });
    expect(order.total).toBe(order.subtotal + home.price);

    // One transaction: stock taken, the order recorded as a website order, the cart emptied.
    expect(await stockOf(db, regular.skuId)).toBe(regular.stock - 2);
    expect(await stockOf(db, promo.skuId)).toBe(promo.stock - 1);
    if (gift) expect(await stockOf(db, gift.skuId)).toBe(giftStock - 1);
    const [row] = (
      await db.execute(sql`select type, status, payment_status, user_id from orders where id = ${order.id}`)
    ).rows;
    expect(row).toEqual({
      type: "website",
      status: "pending-confirmation",
      payment_status: "cash-on-delivery",
      user_id: null,
    });
    const after = await shopper.cart();
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ cartItems: [], quantity: null, totalPrice: 0 });

    // The order reads back in full by its id, for the session that placed it.
    const read = await shopper.get(`/api/guest-order/${order.id}`);
    expect(read.status).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
    const { duplicate: _duplicate, ...stored } = order;
    expect(read.body).toEqual(stored);
  });

  it("charges the fee of GET /api/states/price for the chosen wilaya and method (stop desk in Oran)", async () => {
    const sku = await takeSku(db, { minStock: 1 });
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    const cart = (await shopper.cart()).body;
    const communes = (await app.inject({ method: "GET", url: "/api/states/31/communes" })).json();
    const [desk] = (await app.inject({ method: "GET", url: "/api/states/31/stop-desks" })).json();
    const stopdesk = await fee(31, "stopdesk-delivery");
    expect(stopdesk.price).not.toBe((await fee(16, "home-delivery")).price);
    const reply = await shopper.checkout({
      state: "31",
      stateCommuneId: String(communes[0].id),
      deliveryMethodOptions: { type: "stopdesk-delivery" },
      stopDeskId: String(desk.id),
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      delivery: {
        method: "stopdesk-delivery",
        state: { id: 31 },
        commune: { id: communes[0].id },
        stopDesk: { id: desk.id, name: desk.name, address: desk.address },
      },
      ...expectedOrder(cart, stopdesk.price),
    });
  });

  it("stores '+213 555 12 34 56' as '0555123456'", async () => {
    const sku = await takeSku(db, { minStock: 1 });
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    const reply = await shopper.checkout({ phoneNumber: "+213 555 12 34 56" });
    expect(reply.status).toBe(201);
    const [row] = (await db.execute(sql`select phone_number from orders where id = ${reply.body.id}`)).rows;
    expect(row).toEqual({ phone_number: "0555123456" });
  });

  it("takes a null payment method as cash on delivery, and a missing email as none", async () => {
    const sku = await takeSku(db, { minStock: 1 });
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    const body = await shopper.checkoutBody({ paymentMethodOptions: { type: null } });
    delete body.email;
    const reply = await shopper.post("/api/guest-order/create", body);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      paymentMethod: "on-delivery",
      paymentStatus: "cash-on-delivery",
      status: "pending-confirmation",
    });
    expect(reply.body.contact.email).toBeNull();
  });

  it("refuses a delivery method the wilaya does not offer, and a commune of another wilaya (400, nothing created)", async () => {
    const grid = (await app.inject({ method: "GET", url: "/api/states/prices" })).json() as {
      stateId: number;
      method: string;
      isAvailable: boolean;
    }[];
    const unavailable = grid.find((entry) => !entry.isAvailable)!;
    expect(unavailable).toBeDefined();
    const communes = (
      await app.inject({ method: "GET", url: `/api/states/${unavailable.stateId}/communes` })
    ).json();
    const sku = await takeSku(db, { minStock: 1 });
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    const before = await tableCounts(db);

    const method = await shopper.checkout({
      state: unavailable.stateId,
      stateCommuneId: communes[0].id,
      deliveryMethodOptions: { type: unavailable.method as "home-delivery" | "stopdesk-delivery" },
      // An agency of another wilaya: the method is refused first.
      stopDeskId: 1601,
    });
    expect(method.status).toBe(400);
    expect(errorOf(method).fields).toEqual({
      "deliveryMethodOptions.type": "Ce mode de livraison n’est pas disponible dans cette wilaya",
    });

    const commune = await shopper.checkout({ state: 16, stateCommuneId: communes[0].id });
    expect(commune.status).toBe(400);
    expect(errorOf(commune).fields).toEqual({
      stateCommuneId: "Cette commune n’appartient pas à la wilaya choisie",
    });
    expect(await tableCounts(db)).toEqual(before);
  });

  it("answers 400 EMPTY_CART without a session, and with an empty cart", async () => {
    const stranger = new Shopper(app);
    const none = await stranger.checkout();
    expect(none.status).toBe(400);
    expect(errorOf(none)).toEqual({ code: "EMPTY_CART", message: "Votre panier est vide" });
    const sku = await takeSku(db, { minStock: 1 });
    await stranger.addToCart(sku, 1);
    await stranger.updateCart(sku, 0);
    const empty = await stranger.checkout();
    expect(empty.status).toBe(400);
    expect(errorOf(empty).code).toBe("EMPTY_CART");
  });

  it("refuses a line short of stock with 409 naming the product, and changes nothing", async () => {
    const ok = await takeSku(db, { minStock: 3 });
    const short = await takeSku(db, { minStock: 3 });
    const shopper = new Shopper(app);
    await shopper.addToCart(ok, 1);
    await shopper.addToCart(short, 3);
    await setStock(db, short.skuId, 2);
    const before = await tableCounts(db);
    const reply = await shopper.checkout();
    expect(reply.status).toBe(409);
    const error = errorOf(reply);
    expect(error.code).toBe("OUT_OF_STOCK");
    expect(error.message).toContain(`« ${short.title} »`);
    expect(error.message).toContain("il reste 2 articles");
    expect(Object.values(error.fields!)).toEqual([error.message]);
    expect(await tableCounts(db)).toEqual(before);
    expect((await shopper.cart()).body.cartItems.map((item: CartItem) => item.quantity)).toEqual([1, 3]);

    await setStock(db, short.skuId, 0);
    const soldOut = await shopper.checkout();
    expect(soldOut.status).toBe(409);
    expect(errorOf(soldOut).message).toMatch(
      new RegExp(`« ${short.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ».*est épuisé`),
    );
  });

  it(`refuses a line above ${MAX_QUANTITY_PER_LINE} pieces (400) even if the cart holds it`, async () => {
    const sku = await takeSku(db, { minStock: 1 });
    await setStock(db, sku.skuId, 40);
    const shopper = new Shopper(app);
    const cart = (await shopper.addToCart(sku, 1)).body;
    await db.execute(
      sql`update cart_items set quantity = ${MAX_QUANTITY_PER_LINE + 2} where id = ${cart.cartItems[0].id}`,
    );
    const before = await orderCount();
    const reply = await shopper.checkout();
    expect(reply.status).toBe(400);
    const error = errorOf(reply);
    expect(error.code).toBe("QUANTITY_LIMIT");
    expect(error.message).toContain(`limitée à ${MAX_QUANTITY_PER_LINE} par article`);
    expect(error.message).toContain(sku.title);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(db, sku.skuId)).toBe(40);
  });

  it("sells the last unit of a product that is also an offer's gift (the bought line comes first)", async () => {
    const [first, second] = [...offers].sort((a, b) => a.minOrderAmount - b.minOrderAmount);
    // The first offer's gift, priced so that buying it alone meets that offer and no higher one.
    const price =
      first!.minOrderAmount +
      (second ? Math.floor((second.minOrderAmount - first!.minOrderAmount) / 2) : 100);
    await db.execute(
      sql`update skus set price = ${price}, promo_price = null, stock = 1 where id = ${first!.giftSkuId}`,
    );
    try {
      const found = await db.execute<{ colorNo: string; size: string }>(sql`
        select v.color_no as "colorNo", s.size from skus s join variations v on v.id = s.variation_id where s.id = ${first!.giftSkuId}`);
      const gift = found.rows[0]!;
      const shopper = new Shopper(app);
      const cart = (await shopper.addToCart(gift, 1)).body;
      expect(cart.currentOffer?.giftLine.skuId).toBe(first!.giftSkuId);

      const reply = await shopper.checkout();
      expect(reply.status).toBe(201);
      expect(reply.body.lines).toHaveLength(1);
      expect(reply.body.lines[0]).toMatchObject({
        colorNo: gift.colorNo,
        size: gift.size,
        quantity: 1,
        isGift: false,
      });
      expect(reply.body.total).toBe(price + reply.body.deliveryFee);
      expect(await stockOf(db, first!.giftSkuId)).toBe(0);
    } finally {
      await setStock(db, first!.giftSkuId, 200);
    }
  });

  it("refuses price fields and other unknown fields (strict body): 400, no order, prices unchanged", async () => {
    const sku = await takeSku(db, { minStock: 2, promo: false });
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    const body = await shopper.checkoutBody();
    const before = await tableCounts(db);
    const tampered = [
      { ...body, total: 1 },
      { ...body, subtotal: 0, discount: 999_999 },
      { ...body, deliveryFee: 0 },
      { ...body, cartItems: [{ colorNo: sku.colorNo, size: sku.size, quantity: 1, price: 1 }] },
      { ...body, deliveryMethodOptions: { type: "home-delivery", price: 0 } },
      { ...body, paymentMethodOptions: { type: "on-delivery", amount: 1 } },
      { ...body, type: "manual", status: "confirmed" },
    ];
    for (const payload of tampered) {
      const reply = await shopper.post("/api/guest-order/create", payload);
      expect(reply.status, JSON.stringify(payload).slice(-80)).toBe(400);
      expect(errorOf(reply).code).toBe("VALIDATION_ERROR");
    }
    expect(await tableCounts(db)).toEqual(before);

    const cartTamper = await shopper.patch("/api/cart/update", {
      colorNo: sku.colorNo,
      size: sku.size,
      quantity: 1,
      price: 1,
    });
    expect(cartTamper.status).toBe(400);
    const reply = await shopper.checkout();
    expect(reply.status).toBe(201);
    expect(reply.body.lines[0]).toMatchObject({ unitPrice: sku.price, lineTotal: sku.price });
  });
});
