import { MAX_QUANTITY_PER_LINE } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../src/modules/accounts/sessions.js";
import { createTestApp } from "./database.js";
import { lineOf, offersWithGiftsInStock, type CartItem } from "./support/cart.js";
import { Shopper } from "./support/shopper.js";
import { setStock, takeSku } from "./support/skus.js";

const { app, db } = await createTestApp();

beforeAll(async () => {
  expect((await offersWithGiftsInStock(app, db)).length).toBeGreaterThanOrEqual(2);
});


describe("concurrent updates", () => {
  it("loses no quantity when parallel 'add' requests hit the same line (8 adds of 1 → 8)", async () => {
    const sku = await takeSku(db, { minStock: 1 });
    await setStock(db, sku.skuId, 30);
    const shopper = new Shopper(app);
    // A session without a cart yet: the cart and the line are created by the racing requests themselves.
    await shopper.updateWishlist(sku.colorNo, "add");
    const replies = await Promise.all(Array.from({ length: 8 }, () => shopper.updateCart(sku, 1, "add")));
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    expect(lineOf((await shopper.cart()).body, sku)!.quantity).toBe(8);
    const carts = await db.execute(
      sql`select count(*)::int as n from carts where session_id = ${hashToken(shopper.cookie!)}`,
    );
    expect(carts.rows[0]!.n).toBe(1);
  });

  it(`stops at ${MAX_QUANTITY_PER_LINE} when 20 parallel adds exceed the per-line cap, and at the stock when it is lower`, async () => {
    const sku = await takeSku(db, { minStock: 1 });
    await setStock(db, sku.skuId, 25);
    const shopper = new Shopper(app);
    await shopper.updateCart(sku, 1);
    const replies = await Promise.all(Array.from({ length: 20 }, () => shopper.updateCart(sku, 1, "add")));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(lineOf((await shopper.cart()).body, sku)!.quantity).toBe(MAX_QUANTITY_PER_LINE);

    const scarce = await takeSku(db, { minStock: 1 });
    await setStock(db, scarce.skuId, 6);
    await shopper.updateCart(scarce, 1);
    await Promise.all(Array.from({ length: 12 }, () => shopper.updateCart(scarce, 1, "add")));
    expect(lineOf((await shopper.cart()).body, scarce)!.quantity).toBe(6);
  });

  it("adds 8 parallel units on two lines of one cart without mixing them up", async () => {
    const [a, b] = [await takeSku(db, { minStock: 10 }), await takeSku(db, { minStock: 10 })];
    const shopper = new Shopper(app);
    await shopper.updateCart(a, 1);
    await Promise.all(
      Array.from({ length: 8 }, (_, index) => shopper.updateCart(index % 2 ? a : b, 1, "add")),
    );
    const cart = (await shopper.cart()).body;
    expect(lineOf(cart, a)!.quantity).toBe(5);
    expect(lineOf(cart, b)!.quantity).toBe(4);
  });
});

describe("guest cart at login", () => {
  it("merges into the account's cart: quantities added, capped by stock, the guest cart removed", async () => {
    const [shared, capped, guestOnly, accountOnly] = [
      await takeSku(db, { minStock: 10 }),
      await takeSku(db, { minStock: 1 }),
      await takeSku(db, { minStock: 5 }),
      await takeSku(db, { minStock: 5 }),
    ];
    await setStock(db, shared.skuId, 20);
    await setStock(db, capped.skuId, 10);
    const account = new Shopper(app);
    await account.signUp();
    await account.updateCart(shared, 2);
    await account.updateCart(capped, 3);
    await account.updateCart(accountOnly, 1);
    await account.logout();

    const guest = new Shopper(app);
    await guest.updateCart(shared, 3);
    await guest.updateCart(capped, 5);
    await guest.updateCart(guestOnly, 2);
    await setStock(db, capped.skuId, 4);
    const guestCookie = guest.cookie;
    expect((await guest.login(account.email, account.password)).status).toBe(200);

    const cart = (await guest.cart()).body;
    expect(lineOf(cart, shared)!.quantity).toBe(5);
    expect(lineOf(cart, capped)!.quantity).toBe(4);
    expect(lineOf(cart, guestOnly)!.quantity).toBe(2);
    expect(lineOf(cart, accountOnly)!.quantity).toBe(1);
    expect(cart.cartItems).toHaveLength(4);

    const stale = new Shopper(app);
    stale.cookie = guestCookie;
    expect((await stale.cart()).status).toBe(404);
    const guestCarts = await db.execute(
      sql`select count(*)::int as n from carts where session_id = ${hashToken(guestCookie!)}`,
    );
    expect(guestCarts.rows[0]!.n).toBe(0);

    // The account's cart is the same from another device.
    const elsewhere = new Shopper(app);
    await elsewhere.login(account.email, account.password);
    expect((await elsewhere.cart()).body.cartItems).toEqual(cart.cartItems);
  });

  it(`caps a merged line at ${MAX_QUANTITY_PER_LINE}`, async () => {
    const sku = await takeSku(db, { minStock: 1 });
    await setStock(db, sku.skuId, 30);
    const account = new Shopper(app);
    await account.signUp();
    await account.updateCart(sku, 8);
    await account.logout();
    const guest = new Shopper(app);
    await guest.updateCart(sku, 7);
    await guest.login(account.email, account.password);
    expect(lineOf((await guest.cart()).body, sku)!.quantity).toBe(MAX_QUANTITY_PER_LINE);
  });

  it("gives a new account the guest's cart at sign-up", async () => {
    const sku = await takeSku(db, { minStock: 2 });
    const shopper = new Shopper(app);
    await shopper.updateCart(sku, 2);
    await shopper.signUp();
    expect(lineOf((await shopper.cart()).body, sku)!.quantity).toBe(2);
  });
});

describe("cart isolation", () => {
  it("never shows or changes another session's cart", async () => {
    const [a, b] = [await takeSku(db, { minStock: 3 }), await takeSku(db, { minStock: 3 })];
    const alice = new Shopper(app);
    const bob = new Shopper(app);
    await alice.updateCart(a, 2);
    expect((await bob.cart()).status).toBe(404);
    await bob.updateCart(a, 0);
    await bob.updateCart(b, 1);
    expect(
      (await alice.cart()).body.cartItems.map((item: CartItem) => [item.colorNo, item.quantity]),
    ).toEqual([[a.colorNo, 2]]);
    expect((await bob.cart()).body.cartItems.map((item: CartItem) => [item.colorNo, item.quantity])).toEqual([
      [b.colorNo, 1],
    ]);

    const carol = new Shopper(app);
    await carol.signUp();
    const dave = new Shopper(app);
    await dave.signUp();
    await carol.updateCart(a, 1);
    expect((await dave.cart()).status).toBe(404);
  });
});
