import type { FastifyInstance, InjectOptions } from "fastify";
import type { OpenApiDocument } from "./operations.js";
import type { Fixtures } from "./valid-values.js";

const PASSWORD = "Fuzz-Secret-2025!";

/** Calls the API as the storefront does; throws unless it answers `expected`. */
async function call(app: FastifyInstance, options: InjectOptions, expected: number) {
  const response = await app.inject(options);
  if (response.statusCode !== expected) {
    throw new Error(
      `${options.method} ${options.url}: ${response.statusCode} ${response.body.slice(0, 300)}`,
    );
  }
  const sid = response.cookies.find((cookie) => cookie.name === "sid")?.value;
  return { body: response.json() as Record<string, unknown>, sid };
}

/** The API's OpenAPI document, as /api/openapi.json serves it. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  return (await call(app, { method: "GET", url: "/api/openapi.json" }, 200)).body as OpenApiDocument;
}

/**
 * Real values to build requests around, read and created through the API itself: a product size in stock, a
 * category, a commune, a signed-in customer with a cart line and an address, and a guest's order.
 */
export async function prepareFixtures(app: FastifyInstance, publicUrl: string): Promise<Fixtures> {
  const origin = new URL(publicUrl).origin;
  const get = async (url: string) => (await call(app, { method: "GET", url }, 200)).body;
  const write = (method: "POST" | "PATCH", url: string, payload: object, cookie?: string, expected = 200) =>
    call(
      app,
      { method, url, payload, headers: { origin, ...(cookie ? { cookie: `sid=${cookie}` } : {}) } },
      expected,
    );

  const tree = (await call(app, { method: "GET", url: "/api/categories/tree" }, 200)).body as unknown as {
    slug: string;
  }[];
  const { products } = (await get("/api/products/filter?pageSize=20")) as { products: { id: number }[] };
  let sku: { productId: number; colorNo: string; size: string } | undefined;
  for (const { id } of products) {
    const { stock } = (await get(`/api/products/stock/${id}`)) as { stock: Record<string, number> };
    const detail = (await get(`/api/products/find/id/${id}`)) as {
      variations: { colorNo: string; sizes: { size: string; ean: string }[] }[];
    };
    for (const variation of detail.variations) {
      const size = variation.sizes.find((candidate) => (stock[candidate.ean] ?? 0) >= 3);
      if (size) sku ??= { productId: id, colorNo: variation.colorNo, size: size.size };
    }
    if (sku) break;
  }
  if (!sku || !tree[0])
    throw new Error("fuzz fixtures: the catalogue has no product in stock or no category");
  const communes = (await call(app, { method: "GET", url: "/api/states/16/communes" }, 200))
    .body as unknown as {
    id: number;
  }[];
  const communeId = communes[0]!.id;

  // Unique per call: the API refuses a second account on an e-mail and a repeated order from a phone.
  const unique = String(Date.now() % 1e8).padStart(8, "0");
  const email = `fuzz.client.${unique}@exemple.dz`;
  const person = { firstName: "Amina", lastName: "Benali" };
  const { sid } = await write(
    "POST",
    "/api/users/sign-up",
    { email, password: PASSWORD, ...person },
    undefined,
    201,
  );
  if (!sid) throw new Error("fuzz fixtures: sign-up set no session cookie");
  const line = { colorNo: sku.colorNo, size: sku.size, quantity: 1, mode: "add" };
  await write("PATCH", "/api/cart/update", line, sid);
  const address = {
    ...person,
    phoneNumber: "0551234567",
    address: "12 rue Didouche Mourad",
    state: 16,
    stateCommuneId: communeId,
  };
  const { body: saved } = await write("POST", "/api/addresses", address, sid, 201);
  const addressId = (saved.addresses as { id: number }[])[0]!.id;

  const { sid: guest } = await write("PATCH", "/api/cart/update", line);
  const checkout = {
    ...address,
    acceptPolicy: true,
    country: "Algeria",
    deliveryMethodOptions: { type: "home-delivery" },
    paymentMethodOptions: { type: "on-delivery" },
    phoneNumber: `06${unique}`,
  };
  const { body: order } = await write("POST", "/api/guest-order/create", checkout, guest, 201);

  return {
    origin,
    sessionCookie: `sid=${sid}`,
    email,
    password: PASSWORD,
    ...sku,
    categorySlug: tree[0].slug,
    communeId,
    addressId,
    orderId: String(order.id),
  };
}
