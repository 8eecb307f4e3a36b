import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { loadConfig } from "../src/config.js";
import { serveMetrics } from "../src/metrics-server.js";
import { insertCardOrder } from "./support/card-orders.js";
import { Shopper } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";
import { createTestApp, createTestDatabase } from "./database.js";

const { app, db, config } = await createTestApp();
const server = await serveMetrics(app.metrics.registry, "127.0.0.1", 0);
afterAll(() => new Promise((resolve) => server.close(resolve)));
const metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;

/** The value of one series in the Prometheus text (its name and labels exactly as written). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("metrics in Prometheus' format, on their own port", () => {
  it("counts requests per route pattern and status, with their latency", async () => {
    const before = await (await fetch(metricsUrl)).text();
    const tree = (await app.inject({ method: "GET", url: "/api/categories/tree" })).json();
    const slug: string = (Array.isArray(tree) ? tree : (tree.categories ?? tree.data))[0].slug;
    for (const url of ["/api/health", "/api/health", "/api/nope", `/api/categories/slug/${slug}`]) {
      await app.inject({ method: "GET", url });
    }

    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const text = await response.text();
    const health = 'shop_http_requests_total{method="GET",route="/api/health",status="200"}';
    expect((valueOf(text, health) ?? 0) - (valueOf(before, health) ?? 0)).toBe(2);
    expect(
      valueOf(text, 'shop_http_requests_total{method="GET",route="(sans route)",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    // By the route's pattern, never by the address asked: one series for every product.
    expect(
      valueOf(text, 'shop_http_requests_total{method="GET",route="/api/categories/slug/:slug",status="200"}'),
    ).toBe(1);
    expect(text).not.toContain(`/api/categories/slug/${slug}"`);
    expect(
      valueOf(text, 'shop_http_request_duration_seconds_count{method="GET",route="/api/health"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\} \d+/,
    );
    expect(text).toMatch(/shop_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/shop_db_pool_connections\{state="waiting"\} 0/);
    expect(text).toContain("shop_process_resident_memory_bytes");
  });

  it("reports the catalogue answers' cache hits and misses, orders placed and the expiry queue's depth", async () => {
    const url = "/api/categories/tree";
    await app.inject({ method: "GET", url });
    await app.inject({ method: "GET", url });
    const first = await (await fetch(metricsUrl)).text();
    expect(valueOf(first, 'shop_catalog_answer_cache_reads_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(first, 'shop_catalog_answer_cache_reads_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    const hitsBefore = valueOf(first, 'shop_catalog_answer_cache_reads_total{result="hit"}')!;
    await app.inject({ method: "GET", url });
    const second = await (await fetch(metricsUrl)).text();
    expect(valueOf(second, 'shop_catalog_answer_cache_reads_total{result="hit"}')).toBe(hitsBefore + 1);

    const placedBefore = valueOf(second, "shop_orders_placed_total") ?? 0;
    const shopper = new Shopper(app);
    await shopper.addToCart(await takeSku(db, { minStock: 1 }), 1);
    expect((await shopper.checkout()).status).toBe(201);
    const expiredBefore = valueOf(second, 'shop_job_queue_depth{queue="expiries"}') ?? 0;
    const overdue = new Date(Date.now() - (config.UNPAID_ORDER_MINUTES + 5) * 60_000);
    await insertCardOrder(db, { createdAt: overdue });
    await insertCardOrder(db, { createdAt: overdue });
    await insertCardOrder(db); // not overdue yet
    const third = await (await fetch(metricsUrl)).text();
    expect(valueOf(third, "shop_orders_placed_total")).toBe(placedBefore + 1);
    expect(valueOf(third, 'shop_job_queue_depth{queue="expiries"}')).toBe(expiredBefore + 2);
  });

  it("are not answered on the API's own port, and the metrics port answers nothing else", async () => {
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/metrics" })).statusCode).toBe(404);
    const other = await fetch(metricsUrl.replace("/metrics", "/api/health"));
    expect(other.status).toBe(404);
  });
});

describe("liveness apart from readiness", () => {
  it("is live without the database, and not ready without it", async () => {
    const { url, database } = await createTestDatabase();
    const started = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { DATABASE_URL: url }),
      database,
    });
    await started.catalog.warm();
    expect((await started.inject({ method: "GET", url: "/api/health/ready" })).json()).toEqual({
      status: "ok",
      database: "ok",
    });
    // The database refuses every connection from now on, and those the process held are cut.
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString(),
    });
    await admin.connect();
    await admin.query(`alter database ${name} with allow_connections false`);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    await admin.end();
    try {
      const live = await started.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
      for (const path of ["/api/health/ready", "/api/health"]) {
        const ready = await started.inject({ method: "GET", url: path });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({
          error: { code: "DATABASE_UNAVAILABLE", message: "La base de données est injoignable" },
        });
      }
    } finally {
      await started.close().catch(() => undefined);
    }
  });

  it("is not ready on a database that lacks the newest migration, and says which", async () => {
    const { url, database } = await createTestDatabase();
    const started = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }, { DATABASE_URL: url }),
      database,
    });
    afterAll(() => started.close());
    await started.catalog.warm();
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const ready = await started.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe("MIGRATIONS_PENDING");
    expect(ready.json().error.message).toMatch(/^La base de données n’a pas la migration \d{4}_[a-z_]+$/);
    expect((await started.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
  });
});
