import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, communesOf16, errorOf, type Reply } from "./support/shopper.js";
import { stockOf, takeSku } from "./support/skus.js";

const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

beforeAll(async () => {
  await db.execute(sql`update skus set stock = 200 where id in (select gift_sku_id from offers)`);
});

const orderCount = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows[0]!.n;

describe("idempotency", () => {
  it("gives one order for the same Idempotency-Key: the second call answers 200 with the same order", async () => {
    const sku = await takeSku(db, { minStock: 3 });
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 2);
    const key = randomUUID();
    const before = await orderCount();
    const first = await shopper.checkout({}, key);
    const second = await shopper.checkout({}, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.total).toBe(first.body.total);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(db, sku.skuId)).toBe(sku.stock - 2);
    // A new key with the now empty cart is refused, not turned into a second order.
    expect((await shopper.checkout({}, randomUUID())).status).toBe(400);
  });

  it("makes parallel double submits with one key create one order", async () => {
    const sku = await takeSku(db, { minStock: 3 });
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    const key = randomUUID();
    const before = await orderCount();
    const replies = await Promise.all(Array.from({ length: 5 }, () => shopper.checkout({}, key)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.body.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(db, sku.skuId)).toBe(sku.stock - 1);
  });

  it("keeps keys per session: another shopper's identical key makes that shopper's own order", async () => {
    const [a, b] = [await takeSku(db, { minStock: 1 }), await takeSku(db, { minStock: 1 })];
    const alice = new Shopper(app);
    const bob = new Shopper(app);
    await alice.addToCart(a, 1);
    await bob.addToCart(b, 1);
    const key = `shared-key-${randomUUID()}`;
    const first = await alice.checkout({}, key);
    const second = await bob.checkout({}, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.lines[0].colorNo).toBe(b.colorNo);
  });

  it("refuses a malformed Idempotency-Key with 400", async () => {
    const sku = await takeSku(db, { minStock: 1 });
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    for (const key of ["short", "has spaces in it", "x".repeat(101), "'; drop table orders; --"]) {
      const reply = await shopper.checkout({}, key);
      expect(reply.status).toBe(400);
      expect(errorOf(reply).code).toBe("VALIDATION_ERROR");
    }
    expect((await shopper.cart()).body.cartItems).toHaveLength(1);
  });
});

describe("reading orders", () => {
  it("answers 404 for an unknown order id and 400 for a malformed one", async () => {
    const unknown = await new Shopper(app).get(`/api/guest-order/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: "NOT_FOUND", message: "Cette commande n’existe pas" });
    for (const id of ["123", "not-a-uuid", "00000000-0000-0000-0000-00000000000g", "%27%20or%201%3D1%20--"]) {
      const reply = await new Shopper(app).get(`/api/guest-order/${id}`);
      expect(reply.status).toBe(400);
      expect(errorOf(reply).code).toBe("VALIDATION_ERROR");
    }
  });

  it("lists a signed-in customer's orders (newest first) on GET /api/orders, and answers 401 when signed out", async () => {
    const signedOut = await new Shopper(app).get("/api/orders");
    expect(signedOut.status).toBe(401);
    expect(errorOf(signedOut).code).toBe("UNAUTHORIZED");

    const [a, b] = [await takeSku(db, { minStock: 3 }), await takeSku(db, { minStock: 3 })];
    const customer = new Shopper(app);
    await customer.signUp();
    await customer.addToCart(a, 2);
    const first = await customer.checkout();
    expect(first.status).toBe(201);
    await customer.addToCart(b, 1);
    const second = await customer.checkout();
    expect(second.status).toBe(201);
    const [row] = (
      await db.execute(sql`select user_id is not null as linked from orders where id = ${first.body.id}`)
    ).rows;
    expect(row).toEqual({ linked: true });

    const list = await customer.get("/api/orders");
    expect(list.status).toBe(200);
    expect(list.body.orders).toEqual([
      {
        id: second.body.id,
        number: second.body.number,
        status: "pending-confirmation",
        paymentMethod: "on-delivery",
        paymentStatus: "cash-on-delivery",
        total: second.body.total,
        itemCount: 1,
        createdAt: second.body.createdAt,
        deliveryMethod: "home-delivery",
        stopDesk: null,
      },
      expect.objectContaining({ id: first.body.id, itemCount: 2, total: first.body.total }),
    ]);

    // The list follows the account to another device, and nobody else sees it.
    const elsewhere = new Shopper(app);
    await elsewhere.login(customer.email, customer.password);
    expect((await elsewhere.get("/api/orders")).body.orders).toHaveLength(2);
    const other = new Shopper(app);
    await other.signUp();
    expect((await other.get("/api/orders")).body).toEqual({ orders: [] });
  });

  it("keeps a guest order out of every list: only its id opens it", async () => {
    const sku = await takeSku(db, { minStock: 1 });
    const guest = new Shopper(app);
    await guest.addToCart(sku, 1);
    const order = await guest.checkout();
    expect(order.status).toBe(201);
    expect((await guest.get("/api/orders")).status).toBe(401);
    const customer = new Shopper(app);
    await customer.signUp();
    const listed: Reply = await customer.get("/api/orders");
    expect(listed.body.orders.map((entry: { id: string }) => entry.id)).not.toContain(order.body.id);
    expect((await customer.get("/api/guest-order")).status).toBe(404);
    expect((await customer.get(`/api/guest-order/${order.body.id}`)).status).toBe(200);
  });
});

describe("signed-in checkout", () => {
  it("orders the account's cart (merged at login) and empties it on every device", async () => {
    const [a, b] = [await takeSku(db, { minStock: 3 }), await takeSku(db, { minStock: 3 })];
    const customer = new Shopper(app);
    await customer.signUp();
    await customer.addToCart(a, 1);
    await customer.logout();
    const tab = new Shopper(app);
    await tab.addToCart(b, 2);
    await tab.login(customer.email, customer.password);
    const reply = await tab.checkout({ email: undefined });
    expect(reply.status).toBe(201);
    expect(
      reply.body.lines
        .filter((line: { isGift: boolean }) => !line.isGift)
        .map((line: { colorNo: string; quantity: number }) => [line.colorNo, line.quantity]),
    ).toEqual([
      [a.colorNo, 1],
      [b.colorNo, 2],
    ]);
    const other = new Shopper(app);
    await other.login(customer.email, customer.password);
    expect((await other.cart()).body.cartItems).toEqual([]);
    const [communeId] = await communesOf16(app);
    expect(reply.body.delivery.commune.id).toBe(communeId);
  });
});
