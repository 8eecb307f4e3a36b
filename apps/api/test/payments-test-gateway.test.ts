import { formatMoney } from "@shop/domain/money";
import { describe, expect, it } from "vitest";
import { buildPaymentUrls, requirePaymentDeps } from "../src/modules/payments/payment-deps.js";
import { startCardPayment } from "../src/modules/payments/payments.js";
import { signPayload } from "../src/modules/payments/signature.js";
import { createTestApp } from "./database.js";
import { insertCardOrder, readPaymentState } from "./support/card-orders.js";

const PUBLIC_URL = "http://localhost:3000";
const { app, db, config } = await createTestApp({ PUBLIC_URL, BRAND_NAME: "Rafale <b>&", PAYMENTS: "test" });
const shopOrigin = { origin: PUBLIC_URL, "content-type": "application/x-www-form-urlencoded" };

/** A card order sent to the built-in test gateway, as the order module does when no Chargily key is set. */
async function orderAtTestGateway(total = 12_990) {
  const order = await insertCardOrder(db, { total });
  const { checkoutUrl } = await startCardPayment(
    db,
    requirePaymentDeps(config),
    { id: order.id, number: order.number, total, paymentMethod: "cib" },
    buildPaymentUrls(config, order.id),
  );
  return { order, checkoutUrl, path: new URL(checkoutUrl).pathname };
}

/** A click on one of the TEST page's buttons: an empty HTML form posted from the shop's origin. */
const click = (path: string, action: string, headers: Record<string, string> = shopOrigin) =>
  app.inject({ method: "POST", url: `${path}/${action}`, headers, payload: "" });

describe("the built-in test gateway", () => {
  it("gives the shopper a checkout on the shop's own address", async () => {
    const { checkoutUrl } = await orderAtTestGateway();
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/api\/payments\/test-gateway\/test_[0-9a-f]{24}$/);
  });

  it("serves a TEST page with the amount, the order number and the three choices, escaping what it prints", async () => {
    const { order, path } = await orderAtTestGateway(1_234_567);
    const page = await app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toMatch(/^<!doctype html>/);
    expect(page.body).toContain("Passerelle de TEST — aucun paiement réel");
    expect(page.body).toContain(formatMoney(1_234_567));
    expect(page.body).toContain("DA 1 234 567");
    expect(page.body).toContain(`commande n° ${order.number}`);
    expect(page.body).toContain(`action="${path}/pay"`);
    expect(page.body).toContain("Payer");
    expect(page.body).toContain("Simuler un échec");
    expect(page.body).toContain(`action="${path}/cancel"`);
    expect(page.body).toContain("Rafale &lt;b&gt;&amp;");
    expect(page.body).not.toContain("<b>&");
  });

  it("pays through the signed webhook and redirects (303) to the success page", async () => {
    const { order, path } = await orderAtTestGateway();
    const response = await click(path, "pay");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/order-confirmed?id=${order.id}&payment=success`);
    const state = await readPaymentState(db, order.id);
    expect(state).toMatchObject({
      status: "pending-confirmation",
      paymentStatus: "paid",
      payments: [{ status: "paid" }],
    });
    expect(state.events).toMatchObject([{ type: "checkout.paid" }]);

    const again = await click(path, "pay");
    expect(again.headers.location).toBe(`${PUBLIC_URL}/order-confirmed?id=${order.id}&payment=success`);
    expect((await readPaymentState(db, order.id)).events).toHaveLength(1);
    const settledPage = await app.inject({ method: "GET", url: path });
    expect(settledPage.body).toContain("Ce paiement est déjà traité : payé.");
  });

  it("simulates a failure: the payment fails and the browser goes to the failure page", async () => {
    const { order, path } = await orderAtTestGateway();
    const response = await click(path, "fail");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/order-confirmed?id=${order.id}&payment=failure`);
    expect(await readPaymentState(db, order.id)).toMatchObject({
      status: "awaiting-payment",
      paymentStatus: "failed",
      events: [{ type: "checkout.failed" }],
    });

    const retry = await app.inject({
      method: "POST",
      url: `/api/guest-order/${order.id}/retry-payment`,
      headers: { origin: PUBLIC_URL },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().checkoutUrl).toMatch(/\/api\/payments\/test-gateway\/test_[0-9a-f]{24}$/);
    expect(retry.json().checkoutUrl).not.toBe(`${PUBLIC_URL}${path}`);
  });

  it("cancels: the payment is canceled and the browser goes to the failure page", async () => {
    const { order, path } = await orderAtTestGateway();
    const response = await click(path, "cancel");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/order-confirmed?id=${order.id}&payment=failure`);
    expect(await readPaymentState(db, order.id)).toMatchObject({ paymentStatus: "canceled" });
  });

  it("keeps the origin check on its buttons", async () => {
    const { order, path } = await orderAtTestGateway();
    const response = await click(path, "pay", { ...shopOrigin, origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("FORBIDDEN_ORIGIN");
    expect(await readPaymentState(db, order.id)).toMatchObject({ paymentStatus: "pending" });
  });

  it("verifies the test gateway's events like Chargily's: a forged one is refused", async () => {
    const { order, path } = await orderAtTestGateway();
    const checkoutId = path.split("/").at(-1)!;
    const body = JSON.stringify({
      id: "evt_forged",
      entity: "event",
      livemode: false,
      type: "checkout.paid",
      data: { id: checkoutId, amount: 12_990, currency: "dzd", metadata: { order_id: order.id } },
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/payments/chargily/webhook",
      headers: { "content-type": "application/json", signature: signPayload(body, "a guessed secret") },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("INVALID_SIGNATURE");
    expect(await readPaymentState(db, order.id)).toMatchObject({ paymentStatus: "pending", events: [] });
  });

  it("answers a malformed checkout id with a 400 and an unknown one with a 404", async () => {
    const malformed = await app.inject({ method: "GET", url: "/api/payments/test-gateway/nope" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: { code: "VALIDATION_ERROR", message: "Identifiant de paiement invalide" },
    });
    const unknown = await click(`/api/payments/test-gateway/test_${"0".repeat(24)}`, "pay");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: "NOT_FOUND", message: "Paiement introuvable" } });
  });

  it("documents every payment route in the OpenAPI document under 'paiements'", async () => {
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const routes = {
      "/api/payments/chargily/webhook": "post",
      "/api/payments/test-gateway/{checkoutId}": "get",
      "/api/payments/test-gateway/{checkoutId}/pay": "post",
      "/api/payments/test-gateway/{checkoutId}/fail": "post",
      "/api/payments/test-gateway/{checkoutId}/cancel": "post",
      "/api/guest-order/{id}/pay-on-delivery": "post",
      "/api/guest-order/{id}/retry-payment": "post",
    };
    for (const [path, method] of Object.entries(routes)) {
      const operation = document.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation.tags).toEqual(["paiements"]);
      expect(operation.summary).toEqual(expect.any(String));
    }
  });
});
