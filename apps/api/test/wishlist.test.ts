import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { tableCounts, takeSku } from "./support/skus.js";

const { app, db } = await createTestApp();

type Item = { colorNo: string };
const colorNos = (reply: { body: { wishlistItems: Item[] } }) =>
  reply.body.wishlistItems.map((item) => item.colorNo);

describe("wishlist", () => {
  it("is empty for a visitor without a session (200, no cookie)", async () => {
    const reply = await new Shopper(app).wishlist();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ wishlistItems: [], count: 0 });
    expect(reply.setCookies).toEqual([]);
  });

  it("lets an anonymous shopper add and remove product colours; adding twice keeps one", async () => {
    const [a, b] = [
      await takeSku(db, { newColor: true }),
      await takeSku(db, { minStock: 0, newColor: true }),
    ];
    const shopper = new Shopper(app);
    const added = await shopper.updateWishlist(a.colorNo, "add");
    expect(added.status).toBe(200);
    expect(shopper.cookie).toBeDefined();
    expect(added.body).toEqual({
      wishlistItems: [
        {
          id: expect.any(Number),
          productId: expect.any(Number),
          colorNo: a.colorNo,
          colorName: expect.any(String),
          colorNameAr: expect.stringMatching(/^[\u0600-\u06ff]/),
          title: a.title,
          titleAr: expect.stringMatching(/^[\u0600-\u06ff]/),
          price: expect.any(Number),
          promoPrice: expect.toBeOneOf([null, expect.any(Number)]),
          image: expect.toBeOneOf([null, expect.any(String)]),
          inStock: true,
        },
      ],
      count: 1,
    });
    await shopper.updateWishlist(b.colorNo, "add");
    const twice = await shopper.updateWishlist(a.colorNo, "add");
    expect(twice.body.count).toBe(2);
    expect(colorNos(twice).sort()).toEqual([a.colorNo, b.colorNo].sort());
    expect(colorNos(await shopper.wishlist()).sort()).toEqual([a.colorNo, b.colorNo].sort());

    const removed = await shopper.updateWishlist(a.colorNo, "remove");
    expect(colorNos(removed)).toEqual([b.colorNo]);
    const removedAgain = await shopper.updateWishlist(a.colorNo, "remove");
    expect(removedAgain.status).toBe(200);
    expect(colorNos(removedAgain)).toEqual([b.colorNo]);
  });

  it("answers 404 in the error shape for an unknown colour and changes nothing", async () => {
    const shopper = new Shopper(app);
    const before = await tableCounts(db);
    const reply = await shopper.updateWishlist("999999999", "add");
    expect(reply.status).toBe(404);
    expect(errorOf(reply)).toEqual({ code: "NOT_FOUND", message: "Ce produit n’existe pas" });
    const after = await tableCounts(db);
    expect(after.wishlistItems).toBe(before.wishlistItems);
  });

  it("keeps one shopper's wishlist out of another's", async () => {
    const [a, b] = [await takeSku(db, { newColor: true }), await takeSku(db, { newColor: true })];
    const first = new Shopper(app);
    const second = new Shopper(app);
    await first.updateWishlist(a.colorNo, "add");
    await second.updateWishlist(b.colorNo, "add");
    await second.updateWishlist(a.colorNo, "remove");
    expect(colorNos(await first.wishlist())).toEqual([a.colorNo]);
    expect(colorNos(await second.wishlist())).toEqual([b.colorNo]);
  });

  it("merges a guest's wishlist into the account at login, keeping items already there once", async () => {
    const [a, b, c] = [
      await takeSku(db, { newColor: true }),
      await takeSku(db, { newColor: true }),
      await takeSku(db, { newColor: true }),
    ];
    const account = new Shopper(app);
    await account.signUp();
    await account.updateWishlist(a.colorNo, "add");
    await account.logout();
    expect((await account.wishlist()).body.count).toBe(0);

    const guest = new Shopper(app);
    await guest.updateWishlist(b.colorNo, "add");
    await guest.updateWishlist(a.colorNo, "add");
    await guest.updateWishlist(c.colorNo, "add");
    expect((await guest.login(account.email, account.password)).status).toBe(200);
    const merged = await guest.wishlist();
    expect(colorNos(merged).sort()).toEqual([a.colorNo, b.colorNo, c.colorNo].sort());
    expect(merged.body.count).toBe(3);

    // The account's wishlist is the same from another device, and stays after logging out.
    const elsewhere = new Shopper(app);
    await elsewhere.login(account.email, account.password);
    expect(colorNos(await elsewhere.wishlist()).sort()).toEqual([a.colorNo, b.colorNo, c.colorNo].sort());
    await guest.logout();
    expect((await guest.wishlist()).body.count).toBe(0);
  });

  it("carries a guest's wishlist into a new account at sign-up", async () => {
    const sku = await takeSku(db, { newColor: true });
    const shopper = new Shopper(app);
    await shopper.updateWishlist(sku.colorNo, "add");
    await shopper.signUp();
    expect(colorNos(await shopper.wishlist())).toEqual([sku.colorNo]);
  });
});
