/**
 * Limits keyed on the shopper's address, tried through the storefront as shoppers reach it: each request leaves
 * from its own loopback address (127.0.0.2, 127.0.0.3, …) as if from another home. The storefront must pass the
 * real address to the API, and the counters must hold across the two API processes the test run starts on one
 * database (E2E_BASE_URL → first API, E2E_SECOND_BASE_URL → second API).
 */
import { expect, test } from "@playwright/test";
import { request as httpRequest } from "node:http";

const storefronts = [process.env.E2E_BASE_URL, process.env.E2E_SECOND_BASE_URL].map(
  (base) => new URL(base ?? "http://127.0.0.1:3000"),
);
const origin = storefronts[0]!.origin;
/** Orders an hour per address, as configured for the shop under test (ORDER_MAX_PER_IP_PER_HOUR). */
const orderLimit = Number(process.env.E2E_ORDER_LIMIT ?? 20);

type Reply = { status: number; body: { error?: { code: string } } & Record<string, unknown> };

/** A shopper at one address: keeps its session cookie, sends every call from `address` to the given storefront. */
class Visitor {
  private cookie: string | undefined;
  constructor(readonly address: string) {}

  send(method: string, path: string, body?: unknown, storefront = 0): Promise<Reply> {
    const target = storefronts[storefront]!;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const call = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path,
          method,
          localAddress: this.address,
          headers: {
            accept: "application/json",
            origin,
            ...(payload ? { "content-type": "application/json" } : {}),
            ...(this.cookie ? { cookie: this.cookie } : {}),
            // A client claiming another address: the storefront must ignore it.
            "x-forwarded-for": "203.0.113.99",
          },
        },
        (response) => {
          const sid = (response.headers["set-cookie"] ?? []).find((line) => line.startsWith("sid="));
          if (sid) this.cookie = sid.split(";")[0];
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        },
      );
      call.on("error", reject);
      call.end(payload);
    });
  }
}

const failedLogin = (visitor: Visitor, attempt: number) =>
  visitor.send("POST", "/api/users/login", { email: `robot.${attempt}@example.dz`, password: "Mauvais-2025!" }, attempt % 2);

test("login attempts are counted per shopper address, across both API processes", async () => {
  // Each refused login costs a full password hash on the server (scrypt, N = 2^17).
  test.setTimeout(120_000);
  const robot = new Visitor("127.0.0.2");
  // 30 attempts per address and quarter of an hour, alternately through each storefront and API process.
  for (let attempt = 0; attempt < 30; attempt++) expect((await failedLogin(robot, attempt)).status).toBe(401);
  for (const storefront of [0, 1]) {
    const blocked = await robot.send("POST", "/api/users/login", { email: "a@example.dz", password: "x" }, storefront);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.code).toBe("TOO_MANY_ATTEMPTS");
  }
  // Another shopper behind the same storefront is not affected.
  expect((await failedLogin(new Visitor("127.0.0.3"), 0)).status).toBe(401);
});

test("orders are counted per shopper address, across both API processes", async () => {
  test.setTimeout(240_000);
  const communes = (await new Visitor("127.0.0.1").send("GET", "/api/states/16/communes")).body as unknown as {
    id: number;
  }[];
  // Sizes with plenty of stock, each bought a few times at most: the other journeys' picks keep theirs.
  const skus = await inStockSkus(Math.ceil((orderLimit + 2) / 3));
  let serial = 0;
  const order = async (address: string, storefront: number) => {
    const visitor = new Visitor(address);
    const sku = skus[serial % skus.length]!;
    const added = await visitor.send("PATCH", "/api/cart/update", { ...sku, quantity: 1, mode: "add" }, storefront);
    expect(added.status).toBe(200);
    serial += 1;
    const digits = String(Date.now() + serial).slice(-8);
    return visitor.send(
      "POST",
      "/api/guest-order/create",
      {
        acceptPolicy: true,
        address: `${serial} rue des Limites ${digits}`,
        country: "Algeria",
        deliveryMethodOptions: { type: "home-delivery" },
        email: `limite.${digits}@example.dz`,
        firstName: "Nadia",
        lastName: "Haddad",
        paymentMethodOptions: { type: "on-delivery" },
        phoneNumber: `07${digits}`,
        state: 16,
        stateCommuneId: communes[0]!.id,
      },
      storefront,
    );
  };
  // The limit's last order passes; the next from the same address is refused, whichever process takes it.
  for (let index = 0; index < orderLimit; index++) expect((await order("127.0.0.4", index % 2)).status).toBe(201);
  const refused = await order("127.0.0.4", 1);
  expect(refused.status).toBe(429);
  expect(refused.body.error?.code).toBe("TOO_MANY_ORDERS");
  // A shopper at another address still orders.
  expect((await order("127.0.0.5", 0)).status).toBe(201);
});

test("the storefront's forwarding does not tell clients where the API listens", async () => {
  for (const path of ["/api/health", "/media/campaign/hero-running.webp"]) {
    const response = await fetch(new URL(path, origin));
    expect(response.status, path).toBeLessThan(500);
    expect(response.headers.get("x-middleware-rewrite"), path).toBeNull();
  }
});

/** Distinct in-stock sizes, read from the API through the storefront. */
async function inStockSkus(count: number): Promise<{ colorNo: string; size: string }[]> {
  const reader = new Visitor("127.0.0.1");
  const found: { colorNo: string; size: string }[] = [];
  for (let page = 0; found.length < count && page < 10; page++) {
    const { products } = (await reader.send("GET", `/api/products/filter?pageSize=24&pageOffset=${page}`)).body as {
      products: { id: number }[];
    };
    for (const { id } of products) {
      if (found.length >= count) break;
      const detail = (await reader.send("GET", `/api/products/find/id/${id}`)).body as {
        variations: { colorNo: string; sizes: { size: string; ean: string }[] }[];
      };
      const { stock } = (await reader.send("GET", `/api/products/stock/${id}`)).body as {
        stock: Record<string, number>;
      };
      const sku = detail.variations
        .flatMap((variation) => variation.sizes.map((size) => ({ colorNo: variation.colorNo, ...size })))
        .find((size) => (stock[size.ean] ?? 0) >= 10);
      if (sku) found.push({ colorNo: sku.colorNo, size: sku.size });
    }
  }
  expect(found).toHaveLength(count);
  return found;
}
