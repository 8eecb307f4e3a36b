import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { buildPaymentUrls, requirePaymentDeps } from "../src/modules/payments/payment-deps.js";
import { startCardPayment } from "../src/modules/payments/payments.js";
import { registerSecurityHeaders } from "../src/plugins/security-headers.js";
import { createTestApp } from "./database.js";
import { insertCardOrder } from "./support/card-orders.js";

const { app, db, config } = await createTestApp({ PAYMENTS: "test" });

describe("security headers", () => {
  it("JSON replies are never sniffed, framed or run, and send no HSTS over http", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("lets the catalogue's pictures be shown by other origins (e-mails, the back office's preview), nothing else", async () => {
    const picture = await app.inject({ method: "GET", url: "/media/catalog/absente.webp" });
    expect(picture.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(picture.headers["x-content-type-options"]).toBe("nosniff");
    const json = await app.inject({ method: "GET", url: "/api/health" });
    expect(json.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("errors carry them too", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nowhere" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("the TEST gateway page keeps its own policy, which lets its buttons post back", async () => {
    const order = await insertCardOrder(db, { total: 12_990 });
    const { checkoutUrl } = await startCardPayment(
      db,
      requirePaymentDeps(config),
      { id: order.id, number: order.number, total: 12_990, paymentMethod: "cib" },
      buildPaymentUrls(config, order.id),
    );
    const page = await app.inject({ method: "GET", url: new URL(checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'; form-action 'self' /,
    );
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    // With no-referrer, the browser would post the buttons with `Origin: null`, which the API refuses.
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("the docs page keeps a policy of its own that lets its scripts run, never framed", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("HSTS is sent when the shop is served over https", async () => {
    const secure = Fastify();
    await registerSecurityHeaders(secure, "https://shop.example");
    secure.get("/", () => ({ ok: true }));
    const response = await secure.inject({ method: "GET", url: "/" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000");
    await secure.close();
  });
});
