import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, uniquePhone, type Reply } from "./support/shopper.js";
import { setStock, stockOf, takeSku, type Sku } from "./support/skus.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 10_000 });
const capped = await createTestApp({
  ORDER_MAX_PER_PHONE: 2,
  ORDER_MAX_PER_ADDRESS: 2,
  ORDER_MAX_PER_IP_PER_HOUR: 10_000,
});

/** N guests (each with its own phone and address), each holding `quantity` of the SKU in the cart. */
async function guestsHolding(sku: Sku, count: number, target = app) {
  const shoppers = Array.from({ length: count }, () => new Shopper(target));
  for (const shopper of shoppers) await shopper.addToCart(sku, 1);
  return shoppers;
}

const statuses = (replies: Reply[]) => {
  const counts: Record<number, number> = {};
  for (const reply of replies) counts[reply.status] = (counts[reply.status] ?? 0) + 1;
  return counts;
};

const soldUnits = async (skuId: number) =>
  (
    await db.execute<{ n: number }>(sql`
      select coalesce(sum(l.quantity), 0)::int as n from order_lines l where l.sku_id = ${skuId} and not l.is_gift`)
  ).rows[0]!.n;

describe("the last units of a size", () => {
  it("go to exactly K of N parallel orders (N = 24, K = 7); the others get 409 and the stock ends at 0", async () => {
    const sku = await takeSku(db, { minStock: 1, maxPrice: 7_000 });
    await setStock(db, sku.skuId, 30);
    const shoppers = await guestsHolding(sku, 24);
    await setStock(db, sku.skuId, 7);

    const replies = await Promise.all(shoppers.map((shopper) => shopper.checkout()));
    expect(statuses(replies)).toEqual({ 201: 7, 409: 17 });
    for (const reply of replies.filter((r) => r.status === 409)) {
      expect(reply.body.error.code).toBe("OUT_OF_STOCK");
      expect(reply.body.error.message).toContain(sku.title);
    }
    expect(await stockOf(db, sku.skuId)).toBe(0);
    expect(await soldUnits(sku.skuId)).toBe(7);
    expect(new Set(replies.filter((r) => r.status === 201).map((r) => r.body.id)).size).toBe(7);

    // Winners' carts are empty; the others still hold their unit.
    const carts = await Promise.all(shoppers.map((shopper) => shopper.cart()));
    const holding = carts.filter((cart) => cart.body.cartItems.length === 1).length;
    expect(holding).toBe(17);
  });

  it("never sells more than the stock when each order asks for several units (N = 12 × 2 units, stock 9)", async () => {
    const sku = await takeSku(db, { minStock: 1, maxPrice: 7_000 });
    await setStock(db, sku.skuId, 30);
    const shoppers = Array.from({ length: 12 }, () => new Shopper(app));
    for (const shopper of shoppers) await shopper.addToCart(sku, 2);
    await setStock(db, sku.skuId, 9);
    const replies = await Promise.all(shoppers.map((shopper) => shopper.checkout()));
    expect(statuses(replies)).toEqual({ 201: 4, 409: 8 });
    expect(await stockOf(db, sku.skuId)).toBe(1);
    expect(await soldUnits(sku.skuId)).toBe(8);
  });

  it("hands out a scarce offer gift to exactly as many orders as it has units", async () => {
    const offers = (await app.inject({ method: "GET", url: "/api/offers" })).json().offers as {
      minOrderAmount: number;
      giftSkuId: number;
    }[];
    const first = offers.sort((a, b) => a.minOrderAmount - b.minOrderAmount)[0]!;
    const sku = await takeSku(db, { minStock: 1 });
    await db.execute(
      sql`update skus set price = ${first.minOrderAmount}, promo_price = null, stock = 40 where id = ${sku.skuId}`,
    );
    await setStock(db, first.giftSkuId, 40);
    const shoppers = await guestsHolding(sku, 16);
    await setStock(db, sku.skuId, 10);
    await setStock(db, first.giftSkuId, 3);

    const replies = await Promise.all(shoppers.map((shopper) => shopper.checkout()));
    expect(statuses(replies)).toEqual({ 201: 10, 409: 6 });
    const created = replies.filter((reply) => reply.status === 201);
    const withGift = created.filter((reply) =>
      reply.body.lines.some((line: { isGift: boolean }) => line.isGift),
    );
    expect(withGift).toHaveLength(3);
    for (const reply of created) {
      expect(reply.body.total).toBe(reply.body.subtotal + reply.body.deliveryFee);
    }
    expect(await stockOf(db, sku.skuId)).toBe(0);
    expect(await stockOf(db, first.giftSkuId)).toBe(0);
  });
});

describe("fake-order caps under parallel requests", () => {
  it("lets exactly ORDER_MAX_PER_PHONE of 6 parallel orders with one phone through", async () => {
    const phone = uniquePhone();
    const shoppers = [];
    for (let index = 0; index < 6; index++) {
      const shopper = new Shopper(capped.app);
      await shopper.addToCart(await takeSku(capped.db, { minStock: 2 }), 1);
      shoppers.push(shopper);
    }
    const replies = await Promise.all(shoppers.map((shopper) => shopper.checkout({ phoneNumber: phone })));
    expect(statuses(replies)).toEqual({ 201: 2, 429: 4 });
    const count = await capped.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where phone_number = ${phone}`,
    );
    expect(count.rows[0]!.n).toBe(2);
  });

  it("lets exactly ORDER_MAX_PER_ADDRESS of 6 parallel orders to one address through", async () => {
    const shoppers = [];
    for (let index = 0; index < 6; index++) {
      const shopper = new Shopper(capped.app);
      await shopper.addToCart(await takeSku(capped.db, { minStock: 2 }), 1);
      shoppers.push(shopper);
    }
    const replies = await Promise.all(
      shoppers.map((shopper) => shopper.checkout({ address: "40 boulevard Krim Belkacem" })),
    );
    expect(statuses(replies)).toEqual({ 201: 2, 429: 4 });
  });
});
