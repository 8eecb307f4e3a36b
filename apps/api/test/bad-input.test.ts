import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { PASSWORD, Shopper, addressBody, communesOf16, errorOf, type Reply } from "./support/shopper.js";
import { tableCounts, takeSku, type Sku } from "./support/skus.js";

/**
 * Hostile and broken input on every write endpoint: a 4xx in the error shape, never a 5xx, and nothing changed.
 */
const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });

type Endpoint = {
  name: string;
  method: "POST" | "PATCH";
  url: () => string;
  valid: () => Record<string, unknown>;
  booleans?: string[];
  /** Fields checked only for presence, whose long values reach the handler (a wrong password: 401 or 429). */
  unbounded?: string[];
};

let customer: Shopper;
let sku: Sku;
let addressId: number;
let communeId: number;
beforeAll(async () => {
  customer = new Shopper(app);
  await customer.signUp();
  sku = await takeSku(db, { minStock: 5 });
  await customer.addToCart(sku, 1);
  [communeId] = (await communesOf16(app)) as [number];
  const added = await customer.post("/api/addresses", {
    firstName: "Amina",
    lastName: "Benali",
    phoneNumber: "0551234567",
    address: "12 rue Didouche Mourad",
    state: 16,
    stateCommuneId: communeId,
  });
  addressId = added.body.addresses[0].id;
});

const validAddress = () => addressBody(communeId);

const endpoints: Endpoint[] = [
  {
    name: "sign-up",
    method: "POST",
    url: () => "/api/users/sign-up",
    valid: () => ({
      email: "nouveau@exemple.dz",
      firstName: "Amina",
      lastName: "Benali",
      password: PASSWORD,
    }),
  },
  {
    name: "login",
    method: "POST",
    url: () => "/api/users/login",
    valid: () => ({ email: customer.email, password: PASSWORD }),
    unbounded: ["password"],
  },
  {
    name: "edit-user",
    method: "PATCH",
    url: () => "/api/users/edit-user",
    valid: () => ({
      email: customer.email,
      firstName: "Amina",
      lastName: "Benali",
      phoneNumber: "0551234567",
    }),
  },
  {
    name: "change-password",
    method: "PATCH",
    url: () => "/api/users/change-password",
    valid: () => ({
      oldPassword: PASSWORD,
      newPassword: "Nouveau-Secret-99",
      confirmPassword: "Nouveau-Secret-99",
    }),
  },
  {
    name: "cart update",
    method: "PATCH",
    url: () => "/api/cart/update",
    valid: () => ({ colorNo: sku.colorNo, size: sku.size, quantity: 2, mode: "set" }),
  },
  {
    name: "wishlist update",
    method: "PATCH",
    url: () => "/api/wishlist/update",
    valid: () => ({ colorNo: sku.colorNo, action: "add" }),
  },
  { name: "add address", method: "POST", url: () => "/api/addresses", valid: validAddress },
  { name: "edit address", method: "PATCH", url: () => `/api/addresses/${addressId}`, valid: validAddress },
  {
    name: "checkout",
    method: "POST",
    url: () => "/api/guest-order/create",
    valid: () => ({
      acceptPolicy: true,
      address: "12 rue Didouche Mourad",
      country: "Algeria",
      deliveryMethodOptions: { type: "home-delivery" },
      firstName: "Amina",
      lastName: "Benali",
      paymentMethodOptions: { type: "on-delivery" },
      phoneNumber: "0551234567",
      state: 16,
      stateCommuneId: communeId,
    }),
    booleans: ["acceptPolicy"],
  },
];

const send = (endpoint: Endpoint, options: Parameters<Shopper["request"]>[2]) =>
  customer.request(endpoint.method, endpoint.url(), options);

/** A 4xx in the error shape: never a 5xx, never a success. */
function expectRefused(reply: Reply, label: string, statuses: number[] = [400]) {
  expect(statuses, `${label}: ${reply.status} ${reply.raw.slice(0, 200)}`).toContain(reply.status);
  const error = errorOf(reply);
  expect(error.message.length, label).toBeGreaterThan(0);
  return error;
}

describe.each(endpoints)("$name", (endpoint) => {
  let before: Awaited<ReturnType<typeof tableCounts>>;
  beforeAll(async () => {
    before = await tableCounts(db);
  });

  it("refuses malformed JSON, an empty body and a body that is not an object", async () => {
    for (const rawBody of ['{"email":', "{'a': 1}", "nul", '{"a":1}}']) {
      const error = expectRefused(await send(endpoint, { rawBody }), rawBody);
      expect(error).toEqual({
        code: "INVALID_JSON",
        message: "Le corps de la requête n’est pas un JSON valide",
      });
    }
    expectRefused(await send(endpoint, { rawBody: "" }), "empty body");
    for (const body of [[], "texte", 42, true, null]) {
      expect(
        expectRefused(await send(endpoint, { rawBody: JSON.stringify(body) }), JSON.stringify(body)).code,
      ).toBe("VALIDATION_ERROR");
    }
    const noBody = await customer.request(endpoint.method, endpoint.url());
    expectRefused(noBody, "no body");
  });

  it("refuses other content types: 415, or 400 for text/plain (read as a string, not an object)", async () => {
    for (const type of [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
    ]) {
      const reply = await send(endpoint, {
        rawBody: JSON.stringify(endpoint.valid()),
        headers: { "content-type": type },
      });
      expect(expectRefused(reply, type, [415]).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    const text = await send(endpoint, {
      rawBody: JSON.stringify(endpoint.valid()),
      headers: { "content-type": "text/plain" },
    });
    expect(expectRefused(text, "text/plain").code).toBe("VALIDATION_ERROR");
  });

  it("refuses a 100 kB body with 413, and a 20 kB string in any field with 400", async () => {
    const huge = "A".repeat(100 * 1024);
    for (const key of Object.keys(endpoint.valid())) {
      const tooLarge = await send(endpoint, { body: { ...endpoint.valid(), [key]: huge } });
      expect(expectRefused(tooLarge, `${key} 100 kB`, [413]).code).toBe("PAYLOAD_TOO_LARGE");
      const long = await send(endpoint, { body: { ...endpoint.valid(), [key]: "A".repeat(20 * 1024) } });
      if (endpoint.unbounded?.includes(key)) expectRefused(long, `${key} 20 kB`, [401, 429]);
      else expect(expectRefused(long, `${key} 20 kB`).fields, key).toHaveProperty(key);
    }
  });

  it("refuses unknown fields (bodies are strict), prices and ids included, naming the field", async () => {
    for (const extra of [
      { price: 1 },
      { id: 1 },
      { userId: "00000000-0000-0000-0000-000000000000" },
      { isAdmin: true },
      { __proto__x: 1 },
    ]) {
      const [key] = Object.keys(extra) as [string];
      const reply = await send(endpoint, { body: { ...endpoint.valid(), ...extra } });
      const error = expectRefused(reply, key);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(Object.values(error.fields ?? {}).join(" "), key).toContain(`"${key}"`);
    }
  });

  it("refuses wrong types in every field, naming the field", async () => {
    for (const key of Object.keys(endpoint.valid())) {
      const values = endpoint.booleans?.includes(key)
        ? ["true", 1, null, {}]
        : [true, {}, [], 1.5e19, { $gt: "" }];
      for (const value of values) {
        const reply = await send(endpoint, { body: { ...endpoint.valid(), [key]: value } });
        const error = expectRefused(reply, `${key} = ${JSON.stringify(value)}`);
        expect(
          Object.keys(error.fields ?? {}).some((field) => field === key || field.startsWith(`${key}.`)),
          `${key} = ${JSON.stringify(value)}`,
        ).toBe(true);
      }
    }
  });

  it("refuses SQL-looking text in names, emails, colours and sizes (and the tables are still there)", async () => {
    const sqlText = "'; drop table users; --";
    const keys = Object.keys(endpoint.valid()).filter((key) => /name|email|colorNo|size|phone/i.test(key));
    for (const key of keys) {
      expectRefused(await send(endpoint, { body: { ...endpoint.valid(), [key]: sqlText } }), key);
      expectRefused(
        await send(endpoint, { body: { ...endpoint.valid(), [key]: `${endpoint.valid()[key]}' or '1'='1` } }),
        key,
        [400, 401, 404],
      );
    }
  });

  it("changed nothing", async () => {
    expect(await tableCounts(db)).toEqual(before);
    expect((await customer.me()).status).toBe(200);
  });
});

describe("other routes", () => {
  it("refuses hostile path and query parameters with 400", async () => {
    const urls = [
      "/api/guest-order/'%3B%20drop%20table%20orders%3B%20--",
      "/api/guest-order/00000000-0000-0000-0000-000000000000'",
      `/api/guest-order/${"a".repeat(190)}`,
      "/api/states/price?stateId=16%20or%201%3D1&deliveryMethod=home-delivery",
      "/api/states/price?stateId=16&deliveryMethod=%27%3B--",
      "/api/states/price?stateId=16&deliveryMethod=home-delivery&price=0",
      "/api/states/abc/communes",
    ];
    for (const url of urls) {
      const reply = await customer.get(url);
      expect(reply.status, url).toBe(400);
      expect(errorOf(reply).code).toBe("VALIDATION_ERROR");
    }
    for (const url of ["/api/addresses/1%3B%20drop%20table%20addresses", "/api/addresses/0"]) {
      expect((await customer.delete(url)).status, url).toBe(400);
      expect((await customer.post(`${url}/default`)).status, url).toBe(400);
    }
  });

  it("stores SQL-looking text that is a valid address verbatim, harmlessly", async () => {
    const guest = new Shopper(app);
    await guest.addToCart(await takeSku(db, { minStock: 2 }), 1);
    const address = "12 rue X'); delete from orders; --";
    const reply = await guest.checkout({ address, address2: "'; drop table users; --", postalCode: "16'--" });
    expect(reply.status).toBe(201);
    expect(reply.body.delivery).toMatchObject({
      address,
      address2: "'; drop table users; --",
      postalCode: "16'--",
    });
    const read = await guest.get(`/api/guest-order/${reply.body.id}`);
    expect(read.body.delivery.address).toBe(address);
    const counts = await db.execute<{ users: number; orders: number }>(
      sql`select (select count(*) from users)::int as users, (select count(*) from orders)::int as orders`,
    );
    expect(counts.rows[0]!.users).toBeGreaterThan(0);
    expect(counts.rows[0]!.orders).toBe(1);
  });

  it("answers unknown routes and methods with 404 in the error shape", async () => {
    for (const [method, url] of [
      ["GET", "/api/cart/update"],
      ["DELETE", "/api/cart"],
      ["PUT", "/api/users/me"],
      ["GET", "/api/users/../../etc/passwd"],
    ] as const) {
      const reply = await customer.request(method as "GET", url);
      expect(reply.status, `${method} ${url}`).toBe(404);
      expect(errorOf(reply).code).toBe("NOT_FOUND");
    }
  });

  it("survives a huge or odd cookie and header values", async () => {
    const odd = new Shopper(app);
    odd.cookie = "%00%27%3B--".repeat(10);
    expect((await odd.me()).status).toBe(401);
    expect((await odd.cart()).status).toBe(404);
    const reply = await customer.request("POST", "/api/guest-order/create", {
      body: {},
      headers: { "idempotency-key": "x".repeat(5000) },
    });
    expectRefused(reply, "long idempotency key");
  });
});
