import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { SESSION_COOKIE, SHOP_ORIGIN, Shopper, errorOf } from "./support/shopper.js";
import { tableCounts, takeSku } from "./support/skus.js";

const { app, db } = await createTestApp({ ALLOWED_ORIGINS: "https://m.shop.example" });
const secureShop = await createTestApp({ PUBLIC_URL: "https://shop.example" });

const setCookieHeader = (headers: Record<string, unknown>) => {
  const value = headers["set-cookie"];
  return (Array.isArray(value) ? value : [value]).filter(Boolean).join("\n");
};

describe("anonymous session", () => {
  it("sets no cookie on reads, then an HttpOnly SameSite=Lax session cookie (not Secure over http) on the first write", async () => {
    const sku = await takeSku(db);
    const shopper = new Shopper(app);
    const read = await shopper.cart();
    expect(read.status).toBe(404);
    expect(read.setCookies).toEqual([]);
    expect((await shopper.wishlist()).setCookies).toEqual([]);

    const write = await shopper.updateCart(sku, 1);
    expect(write.status).toBe(200);
    const cookie = write.setCookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toBeDefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.secure).toBeFalsy();
    const header = setCookieHeader(write.headers);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Secure");

    // The cookie now carries the cart; a second write keeps the same session (no new cookie).
    const again = await shopper.updateCart(sku, 2);
    expect(again.setCookies).toEqual([]);
    expect((await shopper.cart()).body.cartItems[0].quantity).toBe(2);
  });

  it("marks the cookie Secure when PUBLIC_URL is https", async () => {
    const shopper = new Shopper(secureShop.app, { origin: "https://shop.example" });
    const sku = await takeSku(secureShop.db);
    const write = await shopper.updateCart(sku, 1);
    expect(write.status).toBe(200);
    const cookie = write.setCookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });
    expect(setCookieHeader(write.headers)).toMatch(/Secure/);
    const signUp = await shopper.signUp();
    expect(signUp.setCookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
    });
  });

  it("answers a made-up or overlong cookie as no session", async () => {
    for (const value of ["nope", "x".repeat(5000)]) {
      const response = await app.inject({
        method: "GET",
        url: "/api/users/me",
        headers: { cookie: `${SESSION_COOKIE}=${value}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHORIZED");
      const cart = await app.inject({
        method: "GET",
        url: "/api/cart",
        headers: { cookie: `${SESSION_COOKIE}=${value}` },
      });
      expect(cart.statusCode).toBe(404);
    }
  });
});

describe("session rotation", () => {
  it("gives a new session id at login; the guest cookie no longer works", async () => {
    const account = new Shopper(app);
    await account.signUp();
    await account.logout();

    const tab = new Shopper(app);
    tab.email = account.email;
    const sku = await takeSku(db);
    await tab.addToCart(sku, 1);
    const guestCookie = tab.cookie!;
    expect((await tab.cart()).status).toBe(200);

    const login = await tab.login();
    expect(login.status).toBe(200);
    expect(tab.cookie).toBeDefined();
    expect(tab.cookie).not.toBe(guestCookie);
    expect((await tab.me()).status).toBe(200);

    const stale = new Shopper(app);
    stale.cookie = guestCookie;
    expect((await stale.me()).status).toBe(401);
    expect((await stale.cart()).status).toBe(404);
    // A write with the stale cookie starts a fresh anonymous session rather than reviving the old one.
    const write = await stale.updateWishlist(sku.colorNo, "add");
    expect(write.status).toBe(200);
    expect(stale.cookie).not.toBe(guestCookie);
    expect(stale.cookie).not.toBe(tab.cookie);
  });

  it("rotates a signed-in session too when logging in again, and at sign-up", async () => {
    const shopper = new Shopper(app);
    const sku = await takeSku(db);
    await shopper.updateWishlist(sku.colorNo, "add");
    const anonymous = shopper.cookie!;
    await shopper.signUp();
    const first = shopper.cookie!;
    expect(first).not.toBe(anonymous);
    await shopper.login();
    const second = shopper.cookie!;
    expect(second).not.toBe(first);

    const old = new Shopper(app);
    old.cookie = first;
    expect((await old.me()).status).toBe(401);
    old.cookie = anonymous;
    expect((await old.me()).status).toBe(401);
    expect((await shopper.me()).status).toBe(200);
  });

  it("ends the session at logout and clears the cookie", async () => {
    const shopper = new Shopper(app);
    await shopper.signUp();
    const cookie = shopper.cookie!;
    const logout = await shopper.logout();
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect(shopper.cookie).toBeUndefined();
    const old = new Shopper(app);
    old.cookie = cookie;
    expect((await old.me()).status).toBe(401);
  });
});

describe("origin check on state-changing requests", () => {
  const foreign = [
    "https://evil.example",
    "http://localhost:3001",
    "null",
    "http://localhost:3000.evil.example",
  ];

  it.each(foreign)(
    "refuses a write from %s with 403 in the error shape and changes nothing",
    async (origin) => {
      const sku = await takeSku(db);
      const shopper = new Shopper(app, { origin });
      const before = await tableCounts(db);
      const writes = [
        await shopper.updateCart(sku, 1),
        await shopper.updateWishlist(sku.colorNo, "add"),
        await shopper.post("/api/users/sign-up", {
          email: "x@exemple.dz",
          firstName: "Amina",
          lastName: "Benali",
          password: "Sécurité-2025!",
        }),
        await shopper.post("/api/users/login", { email: "x@exemple.dz", password: "whatever" }),
        await shopper.post("/api/users/logout"),
        await shopper.post("/api/guest-order/create", {}),
        await shopper.delete("/api/addresses/1"),
      ];
      for (const reply of writes) {
        expect(reply.status).toBe(403);
        expect(errorOf(reply)).toEqual({
          code: "FORBIDDEN_ORIGIN",
          message: "Requête refusée : origine non autorisée",
        });
        expect(reply.setCookies).toEqual([]);
      }
      expect(await tableCounts(db)).toEqual(before);
    },
  );

  it("refuses a foreign write even with a valid session cookie (the cart stays as it was)", async () => {
    const sku = await takeSku(db);
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    expect((await shopper.updateCart(sku, 5, "set")).status).toBe(200);
    const attack = await shopper.request("PATCH", "/api/cart/update", {
      body: { colorNo: sku.colorNo, size: sku.size, quantity: 0 },
      origin: "https://evil.example",
    });
    expect(attack.status).toBe(403);
    expect((await shopper.cart()).body.cartItems[0].quantity).toBe(Math.min(5, sku.stock));
  });

  it("lets same-origin writes, writes from ALLOWED_ORIGINS and writes without an Origin header through", async () => {
    for (const origin of [SHOP_ORIGIN, "https://m.shop.example", false] as const) {
      const sku = await takeSku(db);
      const shopper = new Shopper(app);
      const reply = await shopper.request("PATCH", "/api/cart/update", {
        body: { colorNo: sku.colorNo, size: sku.size, quantity: 1 },
        origin,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.cartItems).toHaveLength(1);
    }
  });

  it("leaves reads alone whatever the Origin", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/wishlist",
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("uses PUBLIC_URL's origin: with https://shop.example the local web app's origin is foreign", async () => {
    const sku = await takeSku(secureShop.db);
    const local = new Shopper(secureShop.app, { origin: SHOP_ORIGIN });
    expect((await local.updateCart(sku, 1)).status).toBe(403);
    const shop = new Shopper(secureShop.app, { origin: "https://shop.example" });
    expect((await shop.updateCart(sku, 1)).status).toBe(200);
  });
});
