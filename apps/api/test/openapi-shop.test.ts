import SwaggerParser from "@apidevtools/swagger-parser";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { documentedAnswers, operationsOf, scopesOf, type OpenApiDocument } from "./support/openapi.js";
import { Shopper, addressBody, communesOf16 } from "./support/shopper.js";
import { takeSku, type Sku } from "./support/skus.js";
import { signedInStaff } from "./support/staff.js";

/**
 * The OpenAPI document is true: it validates, and real answers of every route match the schema it gives for
 * their status, so a client generated from it works. Here the shop's calls (see OPENAPI_SCOPES).
 */
const { app, db } = await createTestApp({ PAYMENTS: "test", ORDER_MAX_PER_IP_PER_HOUR: 1_000 });
const { load, expectDocumented, untried } = documentedAnswers();

let document: OpenApiDocument;
let shopper: Shopper;
let sku: Sku;
let productId: number;
let categorySlug: string;
let communeId: number;

beforeAll(async () => {
  document = await load(app);
  shopper = new Shopper(app);
  sku = await takeSku(db, { minStock: 5 });
  [communeId] = (await communesOf16(app)) as [number];
  const filter = await shopper.get("/api/products/filter?pageSize=1");
  productId = filter.body.products[0].id;
  categorySlug = (await shopper.get("/api/categories/tree")).body[0].slug;
});

afterAll(() => {
  // Every documented operation of the shop's scope was tried, but for those support/openapi.ts skips.
  expect(untried("shop")).toEqual([]);
});

describe("the OpenAPI document: the shop's calls", () => {
  it("is a valid OpenAPI document (every $ref resolves)", async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("puts every documented operation in exactly one scope of the OpenAPI tests, so none escapes them", () => {
    const misplaced = operationsOf(document)
      .map((operation) => ({ operation, scopes: scopesOf(operation) }))
      .filter(({ scopes }) => scopes.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it("describes the real answers of the catalogue and geography reads", async () => {
    const reads: [string, string][] = [
      ["/api/health", "/api/health"],
      ["/api/health/live", "/api/health/live"],
      ["/api/health/ready", "/api/health/ready"],
      ["/api/categories/tree", "/api/categories/tree"],
      [`/api/categories/slug/${categorySlug}`, "/api/categories/slug/{slug}"],
      [`/api/products/find/id/${productId}`, "/api/products/find/id/{id}"],
      [`/api/products/stock/${productId}`, "/api/products/stock/{id}"],
      [`/api/products/related/${productId}`, "/api/products/related/{id}"],
      ["/api/products/filter?pageSize=3&sort=price-asc", "/api/products/filter"],
      ["/api/products/search?query=chaussure", "/api/products/search"],
      ["/api/products/popular-searches", "/api/products/popular-searches"],
      [
        `/api/products/variations/color-size?colorNo=${sku.colorNo}&size=${encodeURIComponent(sku.size)}`,
        "/api/products/variations/color-size",
      ],
      ["/api/states", "/api/states"],
      ["/api/states/16/communes", "/api/states/{id}/communes"],
      ["/api/states/16/stop-desks", "/api/states/{id}/stop-desks"],
      ["/api/states/price?stateId=16&deliveryMethod=home-delivery", "/api/states/price"],
      ["/api/states/prices", "/api/states/prices"],
      ["/api/offers", "/api/offers"],
      ["/api/announcements", "/api/announcements"],
      ["/api/shop", "/api/shop"],
      ["/api/payments/methods", "/api/payments/methods"],
      ["/api/catalog/version", "/api/catalog/version"],
    ];
    for (const [url, path] of reads) expectDocumented("GET", path, await shopper.get(url));
    // An error answer is documented too.
    expectDocumented(
      "GET",
      "/api/products/find/id/{id}",
      await shopper.get("/api/products/find/id/999999999"),
    );
  });

  it("describes the real answers of a shopper's journey: account, cart, wishlist, addresses, order, payment", async () => {
    const email = `openapi.${Date.now()}@exemple.dz`;
    expectDocumented("GET", "/api/cart", await shopper.get("/api/cart"));
    expectDocumented(
      "POST",
      "/api/users/sign-up",
      await shopper.post("/api/users/sign-up", {
        email,
        firstName: "Amina",
        lastName: "Benali",
        password: shopper.password,
      }),
    );
    expectDocumented("GET", "/api/users/me", await shopper.get("/api/users/me"));
    expectDocumented(
      "PATCH",
      "/api/users/edit-user",
      await shopper.patch("/api/users/edit-user", {
        email,
        firstName: "Amina",
        lastName: "Benali",
        phoneNumber: "0551234567",
      }),
    );
    expectDocumented(
      "PATCH",
      "/api/cart/update",
      await shopper.patch("/api/cart/update", {
        colorNo: sku.colorNo,
        size: sku.size,
        quantity: 1,
        mode: "add",
      }),
    );
    expectDocumented("GET", "/api/cart", await shopper.get("/api/cart"));
    expectDocumented(
      "PATCH",
      "/api/wishlist/update",
      await shopper.patch("/api/wishlist/update", {
        colorNo: sku.colorNo,
        action: "add",
      }),
    );
    expectDocumented("GET", "/api/wishlist", await shopper.get("/api/wishlist"));

    const address = addressBody(communeId);
    const added = await shopper.post("/api/addresses", address);
    expectDocumented("POST", "/api/addresses", added);
    const addressId = added.body.addresses[0].id;
    expectDocumented("GET", "/api/addresses", await shopper.get("/api/addresses"));
    expectDocumented(
      "PATCH",
      "/api/addresses/{id}",
      await shopper.patch(`/api/addresses/${addressId}`, address),
    );
    expectDocumented(
      "POST",
      "/api/addresses/{id}/default",
      await shopper.post(`/api/addresses/${addressId}/default`),
    );
    expectDocumented(
      "DELETE",
      "/api/addresses/{id}",
      await shopper.request("DELETE", `/api/addresses/${addressId}`),
    );

    const order = await shopper.checkout({ paymentMethodOptions: { type: "cib" } });
    expectDocumented("POST", "/api/guest-order/create", order);
    expectDocumented("GET", "/api/guest-order/{id}", await shopper.get(`/api/guest-order/${order.body.id}`));
    expectDocumented(
      "GET",
      "/api/guest-order/{id}",
      await new Shopper(app).get(`/api/guest-order/${order.body.id}`),
    );
    expectDocumented("GET", "/api/orders", await shopper.get("/api/orders"));
    expectDocumented(
      "POST",
      "/api/guest-order/{id}/retry-payment",
      await shopper.post(`/api/guest-order/${order.body.id}/retry-payment`, {}),
    );
    expectDocumented(
      "POST",
      "/api/guest-order/{id}/pay-on-delivery",
      await shopper.post(`/api/guest-order/${order.body.id}/pay-on-delivery`),
    );

    expectDocumented(
      "PATCH",
      "/api/users/change-password",
      await shopper.patch("/api/users/change-password", {
        oldPassword: shopper.password,
        newPassword: "Nouveau-Mot-2026!",
        confirmPassword: "Nouveau-Mot-2026!",
      }),
    );
    expectDocumented("POST", "/api/users/logout", await shopper.post("/api/users/logout"));
    expectDocumented(
      "POST",
      "/api/users/login",
      await shopper.post("/api/users/login", {
        email,
        password: "Nouveau-Mot-2026!",
      }),
    );
  });

  it("describes the real answers of forgotten passwords (shop and back office) and of the outbox", async () => {
    const linkOf = async (recipient: string) => {
      const found = await db.execute<{ text: string }>(
        sql`select text from mail_outbox where recipient = ${recipient} order by id desc limit 1`,
      );
      return /[?&]token=([\w-]+)/.exec(found.rows[0]!.text)![1]!;
    };
    const customer = new Shopper(app);
    await customer.signUp();
    const asked = await customer.post("/api/users/password-reset", { email: customer.email });
    expectDocumented("POST", "/api/users/password-reset", asked);
    const token = await linkOf(customer.email!);
    expectDocumented(
      "POST",
      "/api/users/password-reset/check",
      await customer.post("/api/users/password-reset/check", { token }),
    );
    const passwords = { newPassword: "Nouveau-Mot-2026!", confirmPassword: "Nouveau-Mot-2026!" };
    expectDocumented(
      "POST",
      "/api/users/password-reset/confirm",
      await customer.post("/api/users/password-reset/confirm", { token, ...passwords }),
    );
    expectDocumented(
      "POST",
      "/api/users/password-reset/confirm",
      await customer.post("/api/users/password-reset/confirm", { token, ...passwords }),
    );

    const owner = await signedInStaff(app, db, "owner", "Karim Haddad");
    expectDocumented(
      "POST",
      "/api/admin/auth/password-reset",
      await owner.post("/api/admin/auth/password-reset", { email: owner.email }),
    );
    const staffToken = await linkOf(owner.email);
    expectDocumented(
      "POST",
      "/api/admin/auth/password-reset/check",
      await owner.post("/api/admin/auth/password-reset/check", { token: staffToken }),
    );
    expectDocumented(
      "POST",
      "/api/admin/auth/password-reset/confirm",
      await owner.post("/api/admin/auth/password-reset/confirm", { token: staffToken, ...passwords }),
    );
    const outbox = await owner.get("/api/admin/mail?pageSize=5");
    expectDocumented("GET", "/api/admin/mail", outbox);
    expectDocumented(
      "GET",
      "/api/admin/mail/{id}",
      await owner.get(`/api/admin/mail/${outbox.body.messages[0].id}`),
    );
    expectDocumented("GET", "/api/admin/mail/{id}", await owner.get("/api/admin/mail/999999"));
  });

  it("describes the real answers of the web vitals: a beacon refused or taken (no body), the dashboard's figures", async () => {
    const visitor = new Shopper(app, { remoteAddress: "203.0.113.90" });
    expectDocumented(
      "POST",
      "/api/vitals",
      await visitor.post("/api/vitals", { page: "nowhere", metrics: [] }),
    );
    const taken = await visitor.post("/api/vitals", {
      page: "home",
      metrics: [{ name: "LCP", value: 1_400 }],
    });
    expect(taken.status).toBe(204);
    expect(document.paths["/api/vitals"]?.post?.responses?.["204"]).toBeDefined();
    const owner = await signedInStaff(app, db, "owner");
    expectDocumented("GET", "/api/admin/vitals", await owner.get("/api/admin/vitals"));
  });
});
