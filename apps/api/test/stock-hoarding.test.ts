import { MAX_CART_LINES } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { connect } from "../src/db/client.js";
import { cancelExpiredUnpaidOrders } from "../src/modules/orders/expire-unpaid.js";
import { createTestApp } from "./database.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { stockOf, takeSku, type Sku } from "./support/skus.js";

/** Stock cannot be hoarded: a cart holds a bounded number of lines, and card orders left unpaid give it back. */
const { app, db, config } = await createTestApp({
  PAYMENTS: "test",
  ORDER_MAX_PER_IP_PER_HOUR: 1_000,
  UNPAID_ORDER_MINUTES: 30,
  UNPAID_ORDER_CHECK_SECONDS: 3_600,
});

/** A card order of `quantity` units of a SKU of its own, placed through the API; returns it and its SKU. */
async function cardOrder(quantity = 2): Promise<{ id: string; sku: Sku }> {
  const shopper = new Shopper(app);
  const sku = await takeSku(db, { minStock: quantity + 1 });
  await shopper.addToCart(sku, quantity);
  const reply = await shopper.checkout({ paymentMethodOptions: { type: "cib" } });
  expect(reply.status).toBe(201);
  expect(reply.body.status).toBe("awaiting-payment");
  return { id: reply.body.id, sku };
}

const backdate = (id: string, minutes: number) =>
  db.execute(sql`update orders set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`);

const orderRow = async (id: string) =>
  (
    await db.execute<{ status: string; paymentStatus: string; cancelReason: string | null }>(sql`
      select status, payment_status as "paymentStatus", cancel_reason as "cancelReason" from orders where id = ${id}`)
  ).rows[0];

describe("lines per cart", () => {
  it(`refuses a ${MAX_CART_LINES + 1}th article with a clear French message, and still changes the others`, async () => {
    const shopper = new Shopper(app);
    const skus: Sku[] = [];
    for (let index = 0; index < MAX_CART_LINES; index++) {
      const sku = await takeSku(db);
      skus.push(sku);
      await shopper.addToCart(sku, 1);
    }
    const refused = await shopper.updateCart(await takeSku(db), 1, "add");
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: "CART_FULL",
      message: `Votre panier contient déjà ${MAX_CART_LINES} articles différents, le maximum. Passez commande ou retirez un article pour en ajouter un autre.`,
    });
    expect((await shopper.get("/api/cart")).body.cartItems).toHaveLength(MAX_CART_LINES);
    expect((await shopper.updateCart(skus[0]!, 2, "set")).status).toBe(200);
  });
});

describe("card orders left unpaid", () => {
  it("are cancelled after UNPAID_ORDER_MINUTES and their units return to stock; others are left alone", async () => {
    const expired = await cardOrder(2);
    const recent = await cardOrder(1);
    const cash = new Shopper(app);
    const cashSku = await takeSku(db, { minStock: 2 });
    await cash.addToCart(cashSku, 1);
    const cashOrder = (await cash.checkout()).body;
    await backdate(expired.id, 31);
    await backdate(cashOrder.id, 31);
    expect(await stockOf(db, expired.sku.skuId)).toBe(expired.sku.stock - 2);

    expect(await cancelExpiredUnpaidOrders(db, config.UNPAID_ORDER_MINUTES)).toEqual([expired.id]);
    expect(await orderRow(expired.id)).toEqual({
      status: "cancelled",
      paymentStatus: "canceled",
      cancelReason: "payment-timeout",
    });
    expect(await stockOf(db, expired.sku.skuId)).toBe(expired.sku.stock);
    expect((await orderRow(recent.id))?.status).toBe("awaiting-payment");
    expect((await orderRow(cashOrder.id))?.status).toBe("pending-confirmation");
    const payments = await db.execute<{ status: string }>(sql`select status from payments where order_id = ${expired.id}`);
    expect(payments.rows.map((row) => row.status)).toEqual(["canceled"]);
    // Running again changes nothing.
    expect(await cancelExpiredUnpaidOrders(db, config.UNPAID_ORDER_MINUTES)).toEqual([]);
    expect(await stockOf(db, expired.sku.skuId)).toBe(expired.sku.stock);
  });

  it("are cancelled exactly once when several API processes run the job at the same moment", async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => cardOrder(2)));
    for (const order of orders) await backdate(order.id, 45);
    // Four processes, each with its own connections, run the job at once.
    const processes = Array.from({ length: 4 }, () => connect(config.DATABASE_URL, 3));
    try {
      const runs = await Promise.all(processes.map((own) => cancelExpiredUnpaidOrders(own.db, 30)));
      const cancelled = runs.flat();
      expect(cancelled.sort()).toEqual(orders.map((order) => order.id).sort());
    } finally {
      await Promise.all(processes.map((own) => own.pool.end()));
    }
    for (const order of orders) expect(await stockOf(db, order.sku.skuId)).toBe(order.sku.stock);
  });

  it("run by themselves in the API, also for an order that expired while it was stopped", async () => {
    const expired = await cardOrder(1);
    await backdate(expired.id, 90);
    const own = connect(config.DATABASE_URL, 3);
    const restarted = await buildApp({
      config: { ...config, UNPAID_ORDER_CHECK_SECONDS: 1 },
      database: own,
    });
    try {
      await restarted.ready();
      await expect.poll(async () => (await orderRow(expired.id))?.status, { timeout: 15_000 }).toBe("cancelled");
      expect(await stockOf(db, expired.sku.skuId)).toBe(expired.sku.stock);
    } finally {
      await restarted.close();
      await own.pool.end();
    }
  });
});
