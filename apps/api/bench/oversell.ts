// `npm run bench:oversell`: 1,000 shoppers check out at once for a size with 10 units left; prints sold and
// oversold (must be 10 and 0), the refusals and the time taken.
import { sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { buildApp } from "../src/build-app.js";
import { benchConfig, benchDatabase, startBenchServer } from "./bench-database.js";
import { checkoutBody, openCart, pickSkuAndCommune } from "./shoppers.js";

const shoppers = Number(process.env.OVERSELL_SHOPPERS ?? 1000);
const units = Number(process.env.OVERSELL_UNITS ?? 10);
const origin = "http://localhost:3000";

const server = await startBenchServer();
const database = await benchDatabase(server.serverUrl, 1000, 40);
const config = benchConfig("postgres://bench@localhost/bench");
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const { db } = database;

try {
  const { sku, communeId } = await pickSkuAndCommune(db);
  await db.execute(sql`update skus set stock = ${shoppers} where id = ${sku.id}`);
  console.log(`Ouverture de ${shoppers} paniers (1 unité chacun)…`);
  const cookies: string[] = [];
  for (let i = 0; i < shoppers; i += 50) {
    const batch = Array.from({ length: Math.min(50, shoppers - i) }, () => openCart(baseUrl, origin, sku));
    cookies.push(...(await Promise.all(batch)));
  }
  await db.execute(sql`update skus set stock = ${units} where id = ${sku.id}`);
  const ordersBefore = Number((await db.execute<{ n: number }>(sql`select count(*) as n from orders`)).rows[0]!.n);

  console.log(`${shoppers} commandes simultanées pour ${units} unités…`);
  const started = performance.now();
  const statuses = await Promise.all(
    cookies.map((cookie, n) =>
      fetch(`${baseUrl}/api/guest-order/create`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie, "idempotency-key": `oversell-${Date.now()}-${n}` },
        body: JSON.stringify(checkoutBody(n, communeId)),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const stock = (await db.execute<{ stock: number }>(sql`select stock from skus where id = ${sku.id}`)).rows[0]!.stock;
  const ordersAfter = Number((await db.execute<{ n: number }>(sql`select count(*) as n from orders`)).rows[0]!.n);
  const count = (status: number) => statuses.filter((s) => s === status).length;
  const sold = ordersAfter - ordersBefore;
  console.log(`\nshoppers           ${shoppers}`);
  console.log(`units in stock     ${units}`);
  console.log(`sold               ${sold}`);
  console.log(`oversold           ${Math.max(0, sold - units)}`);
  console.log(`stock left         ${stock}`);
  console.log(`201 created        ${count(201)}`);
  console.log(`409 out of stock   ${count(409)}`);
  console.log(`other statuses     ${statuses.length - count(201) - count(409)}`);
  console.log(`time               ${seconds.toFixed(2)} s (${Math.round(shoppers / seconds)} checkouts/s)`);
  if (sold !== units || stock !== 0) process.exitCode = 1;
} finally {
  await app.close();
  await database.pool.end();
  await server.stop();
}
