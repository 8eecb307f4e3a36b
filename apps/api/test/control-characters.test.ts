import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { PASSWORD, Shopper, communesOf16, errorOf, type Reply } from "./support/shopper.js";
import { tableCounts, takeSku, type Sku } from "./support/skus.js";

/**
 * A NUL (or any other control character) in free text is refused with a 400 in the error shape, naming the field:
 * PostgreSQL cannot store NUL in text, so before these rules it answered 500.
 */
const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });
const CONTROL = "Caractères non autorisés";

let customer: Shopper;
let sku: Sku;
let communeId: number;
beforeAll(async () => {
  customer = new Shopper(app);
  await customer.signUp();
  sku = await takeSku(db, { minStock: 5 });
  await customer.addToCart(sku, 1);
  [communeId] = (await communesOf16(app)) as [number];
});

/** A 400 in the error shape whose `fields` gives the control character message for `field`. */
function expectRefusedField(reply: Reply, field: string) {
  expect(reply.status, `${field}: ${reply.raw.slice(0, 200)}`).toBe(400);
  const error = errorOf(reply);
  expect(error.code).toBe("VALIDATION_ERROR");
  expect(error.fields?.[field], reply.raw).toBe(CONTROL);
}

describe("query strings", () => {
  it.each([
    ["/api/products/variations/color-size?colorNo=1234567&size=M%00", "size"],
    ["/api/products/variations/color-size?colorNo=1234567&size=X%1BL", "size"],
    ["/api/products/search?query=ballon%00", "query"],
    ["/api/products/search?query=bal%07lon", "query"],
    ["/api/products/filter?gender=Homme%00", "gender.0"],
  ])("%s is a 400 naming %s", async (url, field) => {
    expectRefusedField(await customer.get(url), field);
  });

  it("still answers the same queries without the control character", async () => {
    expect(
      (await customer.get(`/api/products/variations/color-size?colorNo=${sku.colorNo}&size=${sku.size}`))
        .status,
    ).toBe(200);
    expect((await customer.get("/api/products/search?query=ballon")).status).toBe(200);
  });
});

describe("bodies", () => {
  const address = () => ({
    firstName: "Amina",
    lastName: "Benali",
    phoneNumber: "0551234567",
    address: "12 rue Didouche Mourad",
    state: 16,
    stateCommuneId: communeId,
  });
  const cases: [name: string, method: "POST" | "PATCH", url: string, body: () => Record<string, unknown>][] =
    [
      [
        "login e-mail",
        "POST",
        "/api/users/login",
        () => ({ email: "amina\u0000@exemple.dz", password: PASSWORD }),
      ],
      [
        "login password",
        "POST",
        "/api/users/login",
        () => ({ email: customer.email, password: "Sécurité\u0000-2025!" }),
      ],
      [
        "sign-up",
        "POST",
        "/api/users/sign-up",
        () => ({ email: "nul@exemple.dz", firstName: "Am\u0000ina", lastName: "Benali", password: PASSWORD }),
      ],
      [
        "profile",
        "PATCH",
        "/api/users/edit-user",
        () => ({
          email: customer.email,
          firstName: "Amina",
          lastName: "Ben\u0000ali",
          phoneNumber: "0551234567",
        }),
      ],
      [
        "password change",
        "PATCH",
        "/api/users/change-password",
        () => ({
          oldPassword: PASSWORD,
          newPassword: "Nouveau\u0000Secret-99",
          confirmPassword: "Nouveau\u0000Secret-99",
        }),
      ],
      [
        "cart size",
        "PATCH",
        "/api/cart/update",
        () => ({ colorNo: sku.colorNo, size: `${sku.size}\u0000`, quantity: 1 }),
      ],
      [
        "address",
        "POST",
        "/api/addresses",
        () => ({ ...address(), address: "12 rue\u0000 Didouche Mourad" }),
      ],
      ["address line 2", "POST", "/api/addresses", () => ({ ...address(), address2: "Bâtiment\u0000B" })],
      ["postal code", "POST", "/api/addresses", () => ({ ...address(), postalCode: "16\u0000000" })],
      [
        "checkout",
        "POST",
        "/api/guest-order/create",
        () => ({
          acceptPolicy: true,
          address: "12 rue Didouche Mourad\u0000",
          country: "Algeria",
          deliveryMethodOptions: { type: "home-delivery" },
          firstName: "Amina",
          lastName: "Benali",
          paymentMethodOptions: { type: "on-delivery" },
          phoneNumber: "0551234567",
          state: 16,
          stateCommuneId: communeId,
        }),
      ],
    ];

  it.each(cases)("%s: a NUL is a 400 naming the field", async (_name, method, url, body) => {
    const sent = body();
    const [field] = Object.entries(sent).find(
      ([, value]) => typeof value === "string" && value.includes("\u0000"),
    )!;
    expectRefusedField(await customer.request(method, url, { body: sent }), field);
  });

  it("changed nothing, and the customer is still signed in", async () => {
    const before = await tableCounts(db);
    for (const [, method, url, body] of cases) await customer.request(method, url, { body: body() });
    expect(await tableCounts(db)).toEqual(before);
    expect((await customer.me()).status).toBe(200);
  });
});
