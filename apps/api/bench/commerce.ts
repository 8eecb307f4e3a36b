import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.js";
import type { Measure } from "./measure.js";
import { checkoutBody, openCart, pickSkuAndCommune } from "./shoppers.js";

const origin = "http://localhost:3000";

async function openCarts(baseUrl: string, sku: { color_no: string; size: string }, count: number) {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, () => openCart(baseUrl, origin, sku));
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

const toMeasure = (name: string, result: autocannon.Result): Measure => ({
  name,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

/** Cart updates from 200 shoppers at once, each setting a quantity on its own cart. */
export async function measureCartUpdates(db: Db, baseUrl: string, seconds: number): Promise<Measure> {
  const { sku } = await pickSkuAndCommune(db);
  await db.execute(sql`update skus set stock = 100000 where id = ${sku.id}`);
  const cookies = await openCarts(baseUrl, sku, 200);
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: "PATCH",
        path: "/api/cart/update",
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            headers: { "content-type": "application/json", origin, cookie: cookies[n % cookies.length]! },
            body: JSON.stringify({ colorNo: sku.color_no, size: sku.size, quantity: 1 + (n % 5) }),
          };
        },
      },
    ],
  });
  return toMeasure("cart update", result);
}

/** Order creation: `count` shoppers with one line each check out, 20 at a time. */
export async function measureOrderCreation(db: Db, baseUrl: string, count: number): Promise<Measure> {
  const { sku, communeId } = await pickSkuAndCommune(db);
  await db.execute(sql`update skus set stock = 100000 where id = ${sku.id}`);
  const cookies = await openCarts(baseUrl, sku, count);
  let next = 0;
  const stamp = Date.now();
  const result = await autocannon({
    url: baseUrl,
    connections: 20,
    amount: count,
    requests: [
      {
        method: "POST",
        path: "/api/guest-order/create",
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              origin,
              cookie: cookies[n % cookies.length]!,
              "idempotency-key": `bench-${stamp}-${n}`,
            },
            body: JSON.stringify(checkoutBody(n, communeId)),
          };
        },
      },
    ],
  });
  return toMeasure("order creation", result);
}
