import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../src/lib/errors.js";
import { createChargilyClient } from "../src/modules/payments/chargily-client.js";
import { buildPaymentUrls, requirePaymentDeps } from "../src/modules/payments/payment-deps.js";
import { toErrorBody } from "../src/plugins/error-handler.js";
import { startCardPayment } from "../src/modules/payments/payments.js";
import { createTestApp } from "./database.js";
import { insertCardOrder, readPaymentState } from "./support/card-orders.js";
import { getFreePort, startFakeChargily } from "./support/fake-chargily.js";

const SECRET = "test_sk_fake_0123456789abcdef";
const fake = await startFakeChargily(SECRET);
const port = await getFreePort();
const { app, db, config } = await createTestApp({
  CHARGILY_SECRET_KEY: SECRET,
  CHARGILY_API_URL: fake.apiUrl,
  PUBLIC_URL: "https://shop.example",
  WEBHOOK_BASE_URL: `http://127.0.0.1:${port}`,
});
await app.listen({ port, host: "127.0.0.1" });
afterAll(() => fake.close());

const providerDown = {
  error: {
    code: "PAYMENT_PROVIDER_ERROR",
    message: "Le service de paiement est indisponible. Réessayez ou choisissez le paiement à la livraison.",
  },
};

/** A card order with an open Chargily checkout, as the order module leaves it. */
async function orderWithCheckout(overrides: Parameters<typeof insertCardOrder>[1] = {}) {
  const order = await insertCardOrder(db, overrides);
  const paymentMethod = order.paymentMethod === "eddahabia" ? "eddahabia" : "cib";
  const { checkoutUrl } = await startCardPayment(
    db,
    requirePaymentDeps(config),
    { id: order.id, number: order.number, total: order.total, paymentMethod },
    buildPaymentUrls(config, order.id),
  );
  const checkoutId = [...fake.checkouts.values()].find((c) => c.checkout_url === checkoutUrl)!.id;
  return { order, checkoutUrl, checkoutId };
}

const post = (url: string, payload?: unknown) =>
  app.inject({ method: "POST", url, ...(payload ? { payload } : {}) });

describe("Chargily Pay V2 checkouts", () => {
  it("creates the checkout with the secret key and the documented body, and records it as pending", async () => {
    const { order, checkoutUrl, checkoutId } = await orderWithCheckout();
    const request = fake.requests.findLast((r) => r.method === "POST" && r.path === "/checkouts")!;
    expect(request.authorization).toBe(`Bearer ${SECRET}`);
    expect(request.body).toEqual({
      amount: 12_990,
      currency: "dzd",
      payment_method: "cib",
      success_url: `https://shop.example/order-confirmed?id=${order.id}&payment=success`,
      failure_url: `https://shop.example/order-confirmed?id=${order.id}&payment=failure`,
      webhook_endpoint: `http://127.0.0.1:${port}/api/payments/chargily/webhook`,
      locale: "fr",
      description: `Commande n° ${order.number}`,
      metadata: { order_id: order.id },
    });
    expect(checkoutUrl).toBe(`https://pay.chargily.net/test/checkout/${checkoutId}`);
    const state = await readPaymentState(db, order.id);
    expect(state).toMatchObject({ status: "awaiting-payment", paymentStatus: "pending" });
    expect(state.payments).toEqual([{ checkoutId, status: "pending", amount: 12_990, method: "cib" }]);
  });

  it("asks Chargily for “edahabia” when the shopper chose Edahabia (“eddahabia” in the shop)", async () => {
    const { order } = await orderWithCheckout({ paymentMethod: "eddahabia" });
    expect(fake.requests.findLast((r) => r.path === "/checkouts")!.body).toMatchObject({
      payment_method: "edahabia",
    });
    expect((await readPaymentState(db, order.id)).payments[0]).toMatchObject({ method: "eddahabia" });
  });

  it("reports an unreachable or failing provider as a 502 with a French message, recording nothing", async () => {
    const order = await insertCardOrder(db, { paymentStatus: "failed" });
    fake.failNext(500);
    const response = await post(`/api/guest-order/${order.id}/retry-payment`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(providerDown);
    expect((await readPaymentState(db, order.id)).payments).toEqual([]);

    const unreachable = createChargilyClient({ apiUrl: "http://127.0.0.1:9/v2", secretKey: SECRET });
    const refused = await unreachable
      .getCheckout("01hj5n7cqpaf0mt2d0xx85tgz8")
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(toErrorBody(refused as AppError)).toEqual({ status: 502, body: providerDown });
  });
});

describe("Chargily webhooks over HTTP", () => {
  it("marks the order paid and moves it to 'pending-confirmation' on checkout.paid", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    const delivery = await fake.sendWebhook(checkoutId, "checkout.paid");
    expect(delivery).toMatchObject({ status: 200, body: { received: true } });
    const state = await readPaymentState(db, order.id);
    expect(state).toMatchObject({
      status: "pending-confirmation",
      paymentStatus: "paid",
      paymentMethod: "cib",
    });
    expect(state.payments[0]!.status).toBe("paid");
    expect(state.events).toEqual([{ id: delivery.event.id, type: "checkout.paid" }]);
  });

  it("acknowledges a replayed event and changes nothing", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    const first = await fake.sendWebhook(checkoutId, "checkout.failed");
    const before = await readPaymentState(db, order.id);
    const replay = await fetch(`http://127.0.0.1:${port}/api/payments/chargily/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", signature: first.signature },
      body: first.rawBody,
    });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true });
    expect(await readPaymentState(db, order.id)).toEqual(before);
    expect(before).toMatchObject({ paymentStatus: "failed", events: [{ id: first.event.id }] });
  });

  it("applies one event delivered several times at once exactly once", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    const { body, signature, event } = fake.buildWebhook(checkoutId, "checkout.paid");
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`http://127.0.0.1:${port}/api/payments/chargily/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", signature },
          body,
        }),
      ),
    );
    expect(deliveries.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await readPaymentState(db, order.id)).toMatchObject({
      paymentStatus: "paid",
      events: [{ id: event.id }],
    });
  });

  it("ignores a later event for an order already paid", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    await fake.sendWebhook(checkoutId, "checkout.paid");
    const late = await fake.sendWebhook(checkoutId, "checkout.failed");
    expect(late.status).toBe(200);
    expect(await readPaymentState(db, order.id)).toMatchObject({
      paymentStatus: "paid",
      payments: [{ status: "paid" }],
    });
  });

  it("refuses a bad or missing signature with a 401 in the error shape, changing nothing", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    for (const signature of ["0".repeat(64), "pas-une-signature", undefined]) {
      const { body } = fake.buildWebhook(checkoutId, "checkout.paid");
      const response = await fetch(`http://127.0.0.1:${port}/api/payments/chargily/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature ? { signature } : {}) },
        body,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "INVALID_SIGNATURE", message: "Signature de l’événement de paiement invalide" },
      });
    }
    const genuine = fake.buildWebhook(checkoutId, "checkout.paid");
    const tampered = genuine.body.replace('"amount":12990', '"amount":12990 ');
    const response = await app.inject({
      method: "POST",
      url: "/api/payments/chargily/webhook",
      headers: { "content-type": "application/json", signature: genuine.signature },
      payload: tampered,
    });
    expect(response.statusCode).toBe(401);
    expect(await readPaymentState(db, order.id)).toMatchObject({
      paymentStatus: "pending",
      events: [],
      payments: [{ status: "pending" }],
    });
  });

  it("refuses an event whose amount or order does not match the payment", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    const cheaper = await fake.sendWebhook(checkoutId, "checkout.paid", { data: { amount: 50 } });
    const otherOrder = await fake.sendWebhook(checkoutId, "checkout.paid", {
      data: { metadata: { order_id: randomUUID() } },
    });
    for (const delivery of [cheaper, otherOrder]) {
      expect(delivery.status).toBe(422);
      expect(delivery.body).toEqual({
        error: {
          code: "PAYMENT_MISMATCH",
          message: "Ce paiement ne correspond pas à la commande (montant ou commande).",
        },
      });
    }
    expect(await readPaymentState(db, order.id)).toMatchObject({
      paymentStatus: "pending",
      events: [],
      payments: [{ status: "pending" }],
    });
  });

  it("treats checkout.canceled and checkout.expired as a canceled payment", async () => {
    for (const type of ["checkout.canceled", "checkout.expired"] as const) {
      const { order, checkoutId } = await orderWithCheckout();
      expect((await fake.sendWebhook(checkoutId, type)).status).toBe(200);
      expect(await readPaymentState(db, order.id)).toMatchObject({
        status: "awaiting-payment",
        paymentStatus: "canceled",
      });
    }
  });
});

describe("after a failed card payment", () => {
  it("marks the payment failed, then switches the order to cash on delivery (idempotently)", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    await fake.sendWebhook(checkoutId, "checkout.failed");
    expect(await readPaymentState(db, order.id)).toMatchObject({
      status: "awaiting-payment",
      paymentStatus: "failed",
    });
    const expected = {
      id: order.id,
      status: "pending-confirmation",
      paymentMethod: "on-delivery",
      paymentStatus: "cash-on-delivery",
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post(`/api/guest-order/${order.id}/pay-on-delivery`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it("lets a shopper who gave up before paying switch too, closing the open checkout", async () => {
    const { order } = await orderWithCheckout();
    const response = await post(`/api/guest-order/${order.id}/pay-on-delivery`);
    expect(response.json()).toMatchObject({ paymentStatus: "cash-on-delivery" });
    expect((await readPaymentState(db, order.id)).payments).toMatchObject([{ status: "canceled" }]);
  });

  it("refuses to switch a paid order with a 409", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    await fake.sendWebhook(checkoutId, "checkout.paid");
    const response = await post(`/api/guest-order/${order.id}/pay-on-delivery`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: "PAYMENT_METHOD_LOCKED",
        message: "Cette commande ne peut plus changer de mode de paiement",
      },
    });
    expect(await readPaymentState(db, order.id)).toMatchObject({
      paymentStatus: "paid",
      paymentMethod: "cib",
    });
  });

  it("opens a new checkout on retry, with another card if asked", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    await fake.sendWebhook(checkoutId, "checkout.failed");
    const response = await post(`/api/guest-order/${order.id}/retry-payment`, { paymentMethod: "eddahabia" });
    expect(response.statusCode).toBe(200);
    const { checkoutUrl } = response.json();
    const retried = [...fake.checkouts.values()].find((c) => c.checkout_url === checkoutUrl)!;
    expect(retried).toMatchObject({
      payment_method: "edahabia",
      amount: 12_990,
      metadata: { order_id: order.id },
    });
    const state = await readPaymentState(db, order.id);
    expect(state).toMatchObject({
      status: "awaiting-payment",
      paymentStatus: "pending",
      paymentMethod: "eddahabia",
    });
    expect(state.payments.map((p) => p.status)).toEqual(["failed", "pending"]);
  });

  it("opens the first checkout on retry when none could be created with the order", async () => {
    const order = await insertCardOrder(db);
    const response = await post(`/api/guest-order/${order.id}/retry-payment`);
    expect(response.statusCode).toBe(200);
    expect(response.json().checkoutUrl).toMatch(/^https:\/\/pay\.chargily\.net\/test\/checkout\//);
    expect((await readPaymentState(db, order.id)).payments).toMatchObject([{ status: "pending" }]);
  });

  it("sends the shopper back to a checkout still open instead of opening another", async () => {
    const { order, checkoutUrl } = await orderWithCheckout();
    const created = fake.requests.filter((r) => r.path === "/checkouts").length;
    const response = await post(`/api/guest-order/${order.id}/retry-payment`);
    expect(response.json()).toEqual({ checkoutUrl });
    expect(fake.requests.filter((r) => r.path === "/checkouts").length).toBe(created);
  });

  it("asks Chargily about a checkout whose webhook never came, and applies what it says", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    fake.checkouts.get(checkoutId)!.status = "paid";
    const response = await post(`/api/guest-order/${order.id}/retry-payment`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: "ORDER_ALREADY_PAID", message: "Cette commande est déjà payée" },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: "GET",
      path: `/checkouts/${checkoutId}`,
      authorization: `Bearer ${SECRET}`,
    });
    expect(await readPaymentState(db, order.id)).toMatchObject({
      status: "pending-confirmation",
      paymentStatus: "paid",
    });
  });

  it("limits retries per order (429 with Retry-After)", async () => {
    const { order, checkoutId } = await orderWithCheckout();
    await fake.sendWebhook(checkoutId, "checkout.paid");
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post(`/api/guest-order/${order.id}/retry-payment`)).statusCode).toBe(409);
    }
    const limited = await post(`/api/guest-order/${order.id}/retry-payment`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe("TOO_MANY_REQUESTS");
  });

  it("refuses to retry an order paid on delivery", async () => {
    const order = await insertCardOrder(db, {
      paymentMethod: "on-delivery",
      paymentStatus: "cash-on-delivery",
      status: "pending-confirmation",
    });
    const response = await post(`/api/guest-order/${order.id}/retry-payment`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("PAYMENT_NOT_RETRYABLE");
  });
});

describe("order ids and the test gateway", () => {
  it("answers a malformed order id with a 400 and an unknown one with a 404, in the error shape", async () => {
    for (const action of ["pay-on-delivery", "retry-payment"]) {
      const malformed = await post(`/api/guest-order/12345/${action}`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        error: { code: "VALIDATION_ERROR", message: "Identifiant de commande invalide" },
      });
      const unknown = await post(`/api/guest-order/${randomUUID()}/${action}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        error: { code: "NOT_FOUND", message: "Cette commande n’existe pas" },
      });
    }
  });

  it("has no test gateway while a Chargily key is configured", async () => {
    const page = await app.inject({
      method: "GET",
      url: `/api/payments/test-gateway/test_${"a".repeat(24)}`,
    });
    expect(page.statusCode).toBe(404);
    expect(page.json().error.code).toBe("NOT_FOUND");
  });
});
