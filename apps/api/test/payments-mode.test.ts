import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import {
  CHARGILY_LIVE_API_URL,
  CHARGILY_TEST_API_URL,
  buildPaymentUrls,
  chargilyApiUrl,
  requirePaymentDeps,
} from "../src/modules/payments/payment-deps.js";
import { startCardPayment } from "../src/modules/payments/payments.js";
import { createTestApp } from "./database.js";
import { insertCardOrder, readPaymentState } from "./support/card-orders.js";
import { getFreePort, startFakeChargily } from "./support/fake-chargily.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";

/**
 * A shop takes card payments only with a Chargily key or with the test gateway switched on explicitly; a test
 * event never settles a live order.
 */
const production = { NODE_ENV: "production" as const };

describe("a production shop without a Chargily key or PAYMENTS=test", async () => {
  const { app, db } = await createTestApp(production);

  it("offers cash on delivery only", async () => {
    const reply = await app.inject({ method: "GET", url: "/api/payments/methods" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ methods: ["on-delivery"], testMode: false });
  });

  it("refuses a card order with a French message, and takes nothing from the cart or the stock", async () => {
    const shopper = new Shopper(app);
    const sku = await takeSku(db, { minStock: 3 });
    await shopper.addToCart(sku, 1);
    for (const type of ["cib", "eddahabia"] as const) {
      const reply = await shopper.checkout({ paymentMethodOptions: { type } });
      expect(reply.status).toBe(400);
      expect(errorOf(reply)).toEqual({
        code: "CARD_PAYMENT_UNAVAILABLE",
        message: "Le paiement par carte n’est pas disponible pour le moment. Choisissez le paiement à la livraison.",
        fields: {
          "paymentMethodOptions.type":
            "Le paiement par carte n’est pas disponible pour le moment. Choisissez le paiement à la livraison.",
        },
      });
    }
    expect((await shopper.get("/api/cart")).body.cartItems).toHaveLength(1);
    expect((await shopper.checkout()).status).toBe(201);
  });

  it("has no test gateway and no webhook that could mark an order paid", async () => {
    const order = await insertCardOrder(db);
    for (const url of [
      "/api/payments/test-gateway/test_0123456789abcdef01234567",
      "/api/payments/test-gateway/test_0123456789abcdef01234567/pay",
      "/api/payments/chargily/webhook",
    ]) {
      const method = url.endsWith("/pay") || url.endsWith("webhook") ? "POST" : "GET";
      const reply = await app.inject({ method, url, headers: { origin: "http://localhost:3000" }, payload: {} });
      expect(reply.statusCode, url).toBe(404);
    }
    const retry = await app.inject({
      method: "POST",
      url: `/api/guest-order/${order.id}/retry-payment`,
      headers: { origin: "http://localhost:3000" },
    });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().error.code).toBe("CARD_PAYMENT_UNAVAILABLE");
    expect((await readPaymentState(db, order.id)).paymentStatus).toBe("pending");
  });
});

describe("the test gateway switched on with PAYMENTS=test", async () => {
  const { app } = await createTestApp({ ...production, PAYMENTS: "test" });

  it("offers the cards and says it is a test", async () => {
    const reply = await app.inject({ method: "GET", url: "/api/payments/methods" });
    expect(reply.json()).toEqual({ methods: ["on-delivery", "cib", "eddahabia"], testMode: true });
  });
});

describe("Chargily's API address", () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ DATABASE_URL: "postgres://localhost/shop", CHARGILY_SECRET_KEY: "live_sk_x", ...env });

  it("is the live one in production unless configured, never the test one by default", () => {
    expect(chargilyApiUrl(config({ NODE_ENV: "production" }))).toBe(CHARGILY_LIVE_API_URL);
    expect(chargilyApiUrl(config({ NODE_ENV: "development" }))).toBe(CHARGILY_TEST_API_URL);
    expect(chargilyApiUrl(config({ NODE_ENV: "production", CHARGILY_API_URL: CHARGILY_TEST_API_URL }))).toBe(
      CHARGILY_TEST_API_URL,
    );
  });
});

describe("a live shop receiving a test event", async () => {
  const SECRET = "live_sk_fake_0123456789abcdef";
  const fake = await startFakeChargily(SECRET, { live: true });
  const port = await getFreePort();
  const { app, db, config } = await createTestApp({
    ...production,
    CHARGILY_SECRET_KEY: SECRET,
    CHARGILY_API_URL: fake.apiUrl,
    PUBLIC_URL: "https://shop.example",
    WEBHOOK_BASE_URL: `http://127.0.0.1:${port}`,
  });
  await app.listen({ port, host: "127.0.0.1" });
  afterAll(() => fake.close());

  async function pendingOrder() {
    const order = await insertCardOrder(db);
    const { checkoutUrl } = await startCardPayment(
      db,
      requirePaymentDeps(config),
      { id: order.id, number: order.number, total: order.total, paymentMethod: "cib" },
      buildPaymentUrls(config, order.id),
    );
    const checkoutId = [...fake.checkouts.values()].find((c) => c.checkout_url === checkoutUrl)!.id;
    return { order, checkoutId };
  }

  it("acknowledges a correctly signed `livemode: false` payment and leaves the order unpaid", async () => {
    const { order, checkoutId } = await pendingOrder();
    const sent = await fake.sendWebhook(checkoutId, "checkout.paid", { livemode: false });
    expect(sent.status).toBe(200);
    expect(await readPaymentState(db, order.id)).toMatchObject({
      status: "awaiting-payment",
      paymentStatus: "pending",
    });
  });

  it("settles the same payment when the event is live", async () => {
    const { order, checkoutId } = await pendingOrder();
    const sent = await fake.sendWebhook(checkoutId, "checkout.paid");
    expect(sent.status).toBe(200);
    expect((await readPaymentState(db, order.id)).paymentStatus).toBe("paid");
  });
});
