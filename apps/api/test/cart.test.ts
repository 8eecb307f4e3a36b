import { MAX_QUANTITY_PER_LINE } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../src/modules/accounts/sessions.js";
import { createTestApp } from "./database.js";
import { lineOf, offersWithGiftsInStock, type CartItem, type Offer } from "./support/cart.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { setStock, tableCounts, takeSku } from "./support/skus.js";

const { app, db } = await createTestApp();

let offers: Offer[];
beforeAll(async () => {
  offers = await offersWithGiftsInStock(app, db);
  expect(offers.length).toBeGreaterThanOrEqual(2);
});

/** What the gift costs the shopper under the spec's discount rule (§9). */
const giftPrice = (offer: Offer) => {
  const base = offer.giftVariation.promo_price ?? offer.giftVariation.price;
  const off = offer.discountType === "percentage" ? (base * offer.amount) / 100 : offer.amount;
  return Math.max(0, Math.round(base - off));
};

/** The spec's offer rules (§4), applied to a subtotal: the highest offer met, and the first one not met. */
const expectedOffers = (subtotal: number) => {
  const sorted = [...offers].sort((a, b) => a.minOrderAmount - b.minOrderAmount);
  const current = sorted.filter((offer) => offer.minOrderAmount <= subtotal).at(-1) ?? null;
  const next = sorted.find((offer) => offer.minOrderAmount > subtotal) ?? null;
  return { current, next };
};

describe("GET /api/cart", () => {
  it("answers 404 in the error shape when the visitor has no session, or a session without a cart", async () => {
    const shopper = new Shopper(app);
    const none = await shopper.cart();
    expect(none.status).toBe(404);
    expect(errorOf(none)).toEqual({ code: "NOT_FOUND", message: "Aucun panier pour cette session" });
    const sku = await takeSku(db);
    await shopper.updateWishlist(sku.colorNo, "add");
    expect(shopper.cookie).toBeDefined();
    expect((await shopper.cart()).status).toBe(404);
  });

  it("reads the session, its owner's cart and the offers in one statement; an expired session reads nothing", async () => {
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const statementsOf = async (read: () => Promise<unknown>) => {
      const query = pool.query;
      let statements = 0;
      pool.query = function (this: pg.Pool, ...args: unknown[]) {
        statements++;
        return (query as (...args: unknown[]) => unknown).apply(this, args);
      } as typeof pool.query;
      try {
        await read();
      } finally {
        pool.query = query;
      }
      return statements;
    };
    const sku = await takeSku(db, { minStock: 2, promo: false });
    const shopper = new Shopper(app);
    const written = (await shopper.updateCart(sku, 1)).body;
    let read: Awaited<ReturnType<Shopper["cart"]>> | undefined;
    expect(await statementsOf(async () => (read = await shopper.cart()))).toBe(1);
    expect(read!.body).toEqual(written);
    expect(read!.body.currentOffer === null && read!.body.nextOffer === null).toBe(false);

    // Signed in, the account's cart (the guest's lines moved into it), still in one statement.
    await shopper.signUp();
    expect(await statementsOf(async () => (read = await shopper.cart()))).toBe(1);
    expect(lineOf(read!.body, sku)!.quantity).toBe(1);

    await db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where id = ${hashToken(shopper.cookie!)}`);
    expect(await statementsOf(async () => (read = await shopper.cart()))).toBe(1);
    expect(read!.status).toBe(404);
    expect(errorOf(read!)).toEqual({ code: "NOT_FOUND", message: "Aucun panier pour cette session" });
  });
});

describe("PATCH /api/cart/update", () => {
  it("sets a line and answers the whole cart with every line field; GET /api/cart returns the same", async () => {
    const sku = await takeSku(db, { minStock: 5, promo: false });
    const shopper = new Shopper(app);
    const reply = await shopper.updateCart(sku, 2);
    expect(reply.status).toBe(200);
    expect(reply.body.cartItems).toEqual([
      {
        id: expect.any(Number),
        productId: expect.any(Number),
        colorNo: sku.colorNo,
        size: sku.size,
        sizeName: sku.size,
        sizeNameAr: expect.any(String),
        quantity: 2,
        price: sku.price,
        promoPrice: null,
        itemTotalPrice: sku.price * 2,
        image: expect.toBeOneOf([null, expect.any(String)]),
        title: sku.title,
        titleAr: expect.stringMatching(/^[\u0600-\u06ff]/),
        colorName: expect.any(String),
        colorNameAr: expect.stringMatching(/^[\u0600-\u06ff]/),
        ean: expect.stringMatching(/^\d{13}$/),
        stock: sku.stock,
        hasLinkedVariation: expect.any(Boolean),
      },
    ]);
    expect(reply.body).toMatchObject({ id: expect.any(Number), quantity: 2, totalPrice: expect.any(Number) });
    expect(reply.body).not.toHaveProperty("notice");
    const read = await shopper.cart();
    expect(read.status).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
    expect(read.body).toEqual(reply.body);
  });

  it("marks a line « Ensemble » only when a variation sold with its colour exists in its size", async () => {
    // A colour sold alone, linked here to a variation without its size, then to one with it.
    const [line] = (
      await db.execute<{ variationId: number; colorNo: string; size: string }>(sql`
        select v.id as "variationId", v.color_no as "colorNo", s.size from variations v join skus s on s.variation_id = v.id
         where s.stock >= 1 and s.id not in (select gift_sku_id from offers)
           and not exists (select 1 from variation_links l where l.variation_id = v.id)
         order by s.id desc limit 1`)
    ).rows;
    if (!line) throw new Error("no colour sold alone");
    const linkTo = async (withSize: boolean) => {
      const [other] = (
        await db.execute<{ id: number }>(sql`
          select v.id from variations v where v.id <> ${line.variationId}
             and ${withSize ? sql`` : sql`not`} exists (select 1 from skus s where s.variation_id = v.id and s.size = ${line.size})
           order by v.id desc limit 1`)
      ).rows;
      if (!other) throw new Error("no variation to link");
      await db.execute(sql`insert into variation_links (variation_id, linked_variation_id) values (${line.variationId}, ${other.id})`);
    };
    const shopper = new Shopper(app);
    const sku = { colorNo: line.colorNo, size: line.size };
    const badge = (cart: { cartItems: CartItem[] }) =>
      cart.cartItems.find((item) => item.colorNo === sku.colorNo && item.size === sku.size)?.hasLinkedVariation;
    expect(badge((await shopper.updateCart(sku, 1)).body)).toBe(false);
    await linkTo(false);
    expect(badge((await shopper.cart()).body)).toBe(false);
    await linkTo(true);
    expect(badge((await shopper.cart()).body)).toBe(true);
  });

  it("prices a promotional line at its promo price", async () => {
    const sku = await takeSku(db, { minStock: 3, promo: true });
    const shopper = new Shopper(app);
    const reply = await shopper.updateCart(sku, 3);
    expect(lineOf(reply.body, sku)).toMatchObject({
      price: sku.price,
      promoPrice: sku.promoPrice,
      itemTotalPrice: sku.promoPrice! * 3,
    });
  });

  it("replaces the quantity in mode 'set' (the default), adds in mode 'add', and deletes the line at 0", async () => {
    const sku = await takeSku(db, { minStock: 8 });
    const shopper = new Shopper(app);
    await shopper.updateCart(sku, 3);
    expect(lineOf((await shopper.updateCart(sku, 2, "set")).body, sku)!.quantity).toBe(2);
    expect(lineOf((await shopper.updateCart(sku, 3, "add")).body, sku)!.quantity).toBe(5);
    expect(lineOf((await shopper.updateCart(sku, 1)).body, sku)!.quantity).toBe(1);
    const emptied = await shopper.updateCart(sku, 0);
    expect(emptied.status).toBe(200);
    expect(emptied.body).toMatchObject({ cartItems: [], quantity: null, totalPrice: 0 });
    // Deleting a line that is not there is harmless.
    expect((await shopper.updateCart(sku, 0)).status).toBe(200);
  });

  it("keeps lines sorted by id, whatever line changed last, and sums the quantities", async () => {
    const skus = [
      await takeSku(db, { minStock: 5 }),
      await takeSku(db, { minStock: 5 }),
      await takeSku(db, { minStock: 5 }),
    ];
    const shopper = new Shopper(app);
    for (const sku of skus) await shopper.updateCart(sku, 1);
    const reply = await shopper.updateCart(skus[0]!, 4);
    const ids = reply.body.cartItems.map((item: CartItem) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(reply.body.cartItems.map((item: CartItem) => item.colorNo + "/" + item.size)).toEqual(
      skus.map((sku) => `${sku.colorNo}/${sku.size}`),
    );
    expect(reply.body.quantity).toBe(6);
    const linesTotal = reply.body.cartItems.reduce(
      (sum: number, item: CartItem) => sum + item.itemTotalPrice,
      0,
    );
    expect(reply.body.linesTotal).toBe(linesTotal);
  });

  it("caps the quantity by the stock with a French notice", async () => {
    const sku = await takeSku(db);
    await setStock(db, sku.skuId, 3);
    const shopper = new Shopper(app);
    const reply = await shopper.updateCart(sku, 5);
    expect(reply.status).toBe(200);
    expect(lineOf(reply.body, sku)!.quantity).toBe(3);
    expect(reply.body.notice).toEqual({
      code: "QUANTITY_CAPPED",
      message: "Il ne reste que 3 articles en stock pour cette taille : quantité ajustée à 3.",
    });
    const more = await shopper.updateCart(sku, 1, "add");
    expect(lineOf(more.body, sku)!.quantity).toBe(3);
    expect(more.body.notice.code).toBe("QUANTITY_CAPPED");

    const last = await takeSku(db);
    await setStock(db, last.skuId, 1);
    const single = await shopper.updateCart(last, 2);
    expect(single.body.notice.message).toBe(
      "Il ne reste que 1 article en stock pour cette taille : quantité ajustée à 1.",
    );
  });

  it(`caps a line at ${MAX_QUANTITY_PER_LINE} pieces whatever the stock`, async () => {
    const sku = await takeSku(db, { minStock: 1 });
    await setStock(db, sku.skuId, 30);
    const shopper = new Shopper(app);
    const reply = await shopper.updateCart(sku, 15);
    expect(lineOf(reply.body, sku)!.quantity).toBe(MAX_QUANTITY_PER_LINE);
    expect(reply.body.notice).toEqual({
      code: "QUANTITY_CAPPED",
      message: `La quantité est limitée à ${MAX_QUANTITY_PER_LINE} par article.`,
    });
  });

  it("refuses a sold-out size with 409 in the error shape, but still lets its line be removed", async () => {
    const sku = await takeSku(db);
    const shopper = new Shopper(app);
    await shopper.updateCart(sku, 1);
    await setStock(db, sku.skuId, 0);
    for (const mode of ["set", "add"] as const) {
      const reply = await shopper.updateCart(sku, 2, mode);
      expect(reply.status).toBe(409);
      expect(errorOf(reply)).toEqual({
        code: "OUT_OF_STOCK",
        message: "Cette taille est épuisée",
        fields: { size: "Cette taille est épuisée" },
      });
    }
    expect(lineOf((await shopper.cart()).body, sku)!.quantity).toBe(1);
    const removed = await shopper.updateCart(sku, 0);
    expect(removed.status).toBe(200);
    expect(removed.body.cartItems).toEqual([]);
  });

  it("answers 404 in the error shape for an unknown colour or size, creating no cart", async () => {
    const sku = await takeSku(db);
    const shopper = new Shopper(app);
    const before = await tableCounts(db);
    for (const ref of [
      { colorNo: "999999999", size: sku.size },
      { colorNo: sku.colorNo, size: "XXXXL" },
      { colorNo: sku.colorNo, size: "' or 1=1 --" },
    ]) {
      const reply = await shopper.updateCart(ref, 1);
      expect(reply.status).toBe(404);
      expect(errorOf(reply)).toEqual({
        code: "NOT_FOUND",
        message: "Cette couleur ou cette taille n’existe pas",
      });
    }
    const after = await tableCounts(db);
    expect(after.carts).toBe(before.carts);
    expect(after.cartItems).toBe(before.cartItems);
  });

  it("refuses mode 'add' with quantity 0 (400, the spec's positive-quantity message) instead of failing", async () => {
    const sku = await takeSku(db);
    const shopper = new Shopper(app);
    const reply = await shopper.updateCart(sku, 0, "add");
    expect(reply.status).toBe(400);
    expect(errorOf(reply).fields).toEqual({ quantity: "La quantité doit être une valeur positive" });
    await shopper.updateCart(sku, 1);
    expect((await shopper.updateCart(sku, 0, "add")).status).toBe(400);
    expect(lineOf((await shopper.cart()).body, sku)!.quantity).toBe(1);
  });
});

describe("offers in the cart", () => {
  it("counts only lines without a promo price in offerSubtotal, and follows GET /api/offers for current and next offer", async () => {
    const [first, second] = [...offers].sort((a, b) => a.minOrderAmount - b.minOrderAmount) as [Offer, Offer];
    const regular = await takeSku(db, { promo: false, maxPrice: first.minOrderAmount - 1, minStock: 1 });
    const promo = await takeSku(db, { promo: true, minStock: 1 });
    await setStock(db, regular.skuId, 40);
    await setStock(db, promo.skuId, 40);
    const shopper = new Shopper(app);

    // Below the first threshold: no current offer, the first one is next.
    let cart = (await shopper.updateCart(regular, 1)).body;
    expect(cart.offerSubtotal).toBe(regular.price);
    expect(cart.currentOffer).toBeNull();
    expect(cart.nextOffer).toMatchObject({
      id: first.id,
      minOrderAmount: first.minOrderAmount,
      missingAmount: first.minOrderAmount - regular.price,
    });
    expect(cart.totalPrice).toBe(regular.price);

    // A promotional line counts in the total, not in the offer subtotal.
    cart = (await shopper.updateCart(promo, 2)).body;
    expect(cart.offerSubtotal).toBe(regular.price);
    expect(cart.linesTotal).toBe(regular.price + 2 * promo.promoPrice!);
    expect(cart.currentOffer).toBeNull();

    // Every quantity of the regular line: the offers follow the subtotal.
    for (let quantity = 1; quantity <= MAX_QUANTITY_PER_LINE; quantity++) {
      cart = (await shopper.updateCart(regular, quantity)).body;
      const subtotal = regular.price * quantity;
      expect(cart.offerSubtotal).toBe(subtotal);
      const { current, next } = expectedOffers(subtotal);
      expect(cart.currentOffer?.id ?? null).toBe(current?.id ?? null);
      expect(cart.nextOffer?.id ?? null).toBe(next?.id ?? null);
      if (next) expect(cart.nextOffer.missingAmount).toBe(next.minOrderAmount - subtotal);
      const gift = current ? giftPrice(current) : 0;
      if (current) {
        expect(cart.currentOffer.giftLine).toMatchObject({
          offerId: current.id,
          skuId: current.giftSkuId,
          colorNo: current.giftVariation.color_no,
          size: current.giftVariation.print_size_fr,
          price: current.giftVariation.price,
          discountedPrice: gift,
          quantity: 1,
        });
      }
      expect(cart.totalPrice).toBe(cart.linesTotal + gift);
    }
    expect(cart.currentOffer).not.toBeNull();
    expect(second.minOrderAmount).toBeGreaterThan(first.minOrderAmount);
  });

  it("reaches the highest offer with a large subtotal (no next offer), and skips an offer whose gift is sold out", async () => {
    const sorted = [...offers].sort((a, b) => a.minOrderAmount - b.minOrderAmount);
    const top = sorted.at(-1)!;
    const shopper = new Shopper(app);
    let subtotal = 0;
    while (subtotal < top.minOrderAmount) {
      const sku = await takeSku(db, { promo: false, minStock: 1 });
      await setStock(db, sku.skuId, 20);
      await shopper.updateCart(sku, MAX_QUANTITY_PER_LINE);
      subtotal += sku.price * MAX_QUANTITY_PER_LINE;
    }
    const cart = (await shopper.cart()).body;
    expect(cart.offerSubtotal).toBe(subtotal);
    expect(cart.currentOffer.id).toBe(top.id);
    expect(cart.nextOffer).toBeNull();
    expect(cart.totalPrice).toBe(cart.linesTotal + giftPrice(top));

    await setStock(db, top.giftSkuId, 0);
    try {
      const without = (await shopper.cart()).body;
      expect(without.currentOffer.id).toBe(sorted.at(-2)!.id);
      expect(without.nextOffer).toBeNull();
    } finally {
      await setStock(db, top.giftSkuId, 50);
    }
  });
});
