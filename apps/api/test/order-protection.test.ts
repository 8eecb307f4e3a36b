import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, errorOf, uniquePhone } from "./support/shopper.js";
import { stockOf, tableCounts, takeSku } from "./support/skus.js";

// Fake-order protection with small limits, so each rule shows in a few orders.
const guarded = await createTestApp({
  ORDER_MAX_PER_PHONE: 2,
  ORDER_MAX_PER_ADDRESS: 2,
  ORDER_DUPLICATE_WINDOW_MINUTES: 10,
  ORDER_MAX_PER_IP_PER_HOUR: 1_000,
});
const ipCapped = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 2, ORDER_DUPLICATE_WINDOW_MINUTES: 0 });

const PHONE_LIMIT =
  "Trop de commandes récentes avec ce numéro de téléphone. Contactez-nous pour finaliser votre achat.";
const ADDRESS_LIMIT =
  "Trop de commandes récentes pour cette adresse. Contactez-nous pour finaliser votre achat.";

/** A new guest with one unit of a SKU of its own in the cart. */
async function guestWithCart(app = guarded.app, db = guarded.db, remoteAddress?: string) {
  const shopper = new Shopper(app, remoteAddress ? { remoteAddress } : {});
  await shopper.addToCart(await takeSku(db, { minStock: 2 }), 1);
  return shopper;
}

describe("orders per phone number", () => {
  it("refuses the third order of a phone within the window with 429 in the error shape, changing nothing", async () => {
    const phone = uniquePhone();
    for (let index = 0; index < 2; index++) {
      const reply = await (await guestWithCart()).checkout({ phoneNumber: phone });
      expect(reply.status).toBe(201);
    }
    const third = await guestWithCart();
    const before = await tableCounts(guarded.db);
    // Spaces do not make it another number.
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
    const reply = await third.checkout({ phoneNumber: spaced });
    expect(reply.status).toBe(429);
    expect(errorOf(reply)).toEqual({
      code: "ORDER_LIMIT_PHONE",
      message: PHONE_LIMIT,
      fields: { phoneNumber: PHONE_LIMIT },
    });
    expect(await tableCounts(guarded.db)).toEqual(before);
    expect((await third.cart()).body.cartItems).toHaveLength(1);

    // A cancelled order no longer counts.
    await guarded.db.execute(sql`
      update orders set status = 'cancelled' where id = (select id from orders where phone_number = ${phone} limit 1)`);
    expect((await third.checkout({ phoneNumber: phone })).status).toBe(201);
  });
});

describe("orders per address", () => {
  it("refuses the third order to one street address in one commune (case and spaces ignored), not to another commune", async () => {
    const communes = (await guarded.app.inject({ method: "GET", url: "/api/states/16/communes" })).json();
    const street = "7 rue des Oliviers";
    const variants = [street, `  ${street.toUpperCase()}`, street.replace(" rue ", "   Rue ")];
    for (const address of variants.slice(0, 2)) {
      expect(
        (await (await guestWithCart()).checkout({ address, stateCommuneId: communes[0].id })).status,
      ).toBe(201);
    }
    const third = await guestWithCart();
    const before = await tableCounts(guarded.db);
    const reply = await third.checkout({ address: variants[2], stateCommuneId: communes[0].id });
    expect(reply.status).toBe(429);
    expect(errorOf(reply)).toEqual({
      code: "ORDER_LIMIT_ADDRESS",
      message: ADDRESS_LIMIT,
      fields: { address: ADDRESS_LIMIT },
    });
    expect(await tableCounts(guarded.db)).toEqual(before);

    const otherCommune = await third.checkout({ address: street, stateCommuneId: communes[1].id });
    expect(otherCommune.status).toBe(201);
  });
});

describe("duplicate orders", () => {
  it("returns the shopper's own order (duplicate: true) for the same phone and lines within the window", async () => {
    const sku = await takeSku(guarded.db, { minStock: 4 });
    const phone = uniquePhone();
    const shopper = new Shopper(guarded.app);
    await shopper.addToCart(sku, 2);
    const original = await shopper.checkout({ phoneNumber: phone });
    expect(original.status).toBe(201);
    expect(original.body.duplicate).toBe(false);

    // The same session fills the same cart again and taps once more (a new idempotency key).
    await shopper.addToCart(sku, 2);
    const before = await tableCounts(guarded.db);
    const again = await shopper.checkout({ phoneNumber: phone });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: original.body.id, number: original.body.number, duplicate: true });
    expect(await tableCounts(guarded.db)).toEqual(before);
    expect(await stockOf(guarded.db, sku.skuId)).toBe(sku.stock - 2);

    // Other lines with the same phone make a real second order.
    await shopper.updateCart(sku, 1);
    const different = await shopper.checkout({ phoneNumber: phone });
    expect(different.status).toBe(201);
    expect(different.body.id).not.toBe(original.body.id);
    expect(different.body.duplicate).toBe(false);
  });

  it("refuses the same phone and lines from anyone else with a 409 that carries no order data", async () => {
    const sku = await takeSku(guarded.db, { minStock: 4 });
    const victim = new Shopper(guarded.app);
    await victim.addToCart(sku, 1);
    const placed = await victim.checkout({ firstName: "Yasmine", email: "yasmine@exemple.dz" });
    expect(placed.status).toBe(201);

    // A stranger who knows the phone number and guesses the lines.
    const stranger = new Shopper(guarded.app);
    await stranger.addToCart(sku, 1);
    const before = await tableCounts(guarded.db);
    const refused = await stranger.checkout({ phoneNumber: victim.phoneNumber });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: "DUPLICATE_ORDER",
      message:
        "Une commande identique vient d’être passée avec ce numéro de téléphone. Si elle est de vous, inutile de la refaire ; sinon, contactez-nous.",
    });
    for (const secret of [placed.body.id, String(placed.body.number), "Yasmine", "yasmine@exemple.dz", victim.address]) {
      expect(refused.raw).not.toContain(secret);
    }
    expect(await tableCounts(guarded.db)).toEqual(before);
    expect((await stranger.get("/api/cart")).body.cartItems).toHaveLength(1);
  });

  it("recognises a signed-in customer's own order from another device", async () => {
    const sku = await takeSku(guarded.db, { minStock: 4 });
    const laptop = new Shopper(guarded.app);
    await laptop.signUp();
    await laptop.addToCart(sku, 1);
    const placed = await laptop.checkout();
    expect(placed.status).toBe(201);

    const phone = new Shopper(guarded.app);
    expect((await phone.login(laptop.email, laptop.password)).status).toBe(200);
    await phone.addToCart(sku, 1);
    const again = await phone.checkout({ phoneNumber: laptop.phoneNumber, address: laptop.address });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: placed.body.id, duplicate: true });
  });

  it("creates a second identical order when the duplicate window is 0", async () => {
    const sku = await takeSku(ipCapped.db, { minStock: 4 });
    const phone = uniquePhone();
    const ids = [];
    for (let index = 0; index < 2; index++) {
      const shopper = new Shopper(ipCapped.app, { remoteAddress: "198.51.100.1" });
      await shopper.addToCart(sku, 1);
      const reply = await shopper.checkout({ phoneNumber: phone });
      expect(reply.status).toBe(201);
      ids.push(reply.body.id);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe("orders per connection", () => {
  it("refuses more orders per hour from one address than ORDER_MAX_PER_IP_PER_HOUR (429 with Retry-After)", async () => {
    const remoteAddress = "198.51.100.2";
    for (let index = 0; index < 2; index++) {
      expect((await (await guestWithCart(ipCapped.app, ipCapped.db, remoteAddress)).checkout()).status).toBe(
        201,
      );
    }
    const third = await guestWithCart(ipCapped.app, ipCapped.db, remoteAddress);
    const before = await tableCounts(ipCapped.db);
    const reply = await third.checkout();
    expect(reply.status).toBe(429);
    expect(errorOf(reply)).toEqual({
      code: "TOO_MANY_ORDERS",
      message: "Trop de commandes depuis cette connexion. Réessayez plus tard.",
    });
    expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
    expect(await tableCounts(ipCapped.db)).toEqual(before);
    // Refused orders do not count; another connection still orders.
    expect((await (await guestWithCart(ipCapped.app, ipCapped.db, "198.51.100.3")).checkout()).status).toBe(
      201,
    );
  });
});
