import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Counts a queue's waiting work (read from PostgreSQL at each scrape, so every process reports the same depth). */
export type QueueDepth = () => Promise<number>;

export type Metrics = {
  registry: Registry;
  /** Adds a queue whose depth `/metrics` reports as `shop_job_queue_depth{queue=name}`. */
  queue: (name: string, depth: QueueDepth) => void;
};

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Routes are labelled by their pattern (`/api/products/:slug`), never by the URL asked, so the series stay few. */
const UNMATCHED = "(sans route)";

/**
 * The API's figures in Prometheus' format (prom-client, a registry of this app's own): requests per route and
 * status and their latency, the database pool, job queues, the catalogue answers' cache and the orders placed.
 * They are served by `serveMetrics` on a port of their own (server.ts), never on the API's port.
 */
async function metricsPlugin(app: FastifyInstance, { pool }: { pool: pg.Pool }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "shop_" });

  const requests = new Counter({
    name: "shop_http_requests_total",
    help: "Requêtes HTTP répondues, par méthode, route et statut",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Durée des réponses HTTP, par méthode et route",
    labelNames: ["method", "route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: "shop_orders_placed_total",
    help: "Commandes passées par ce processus",
    registers: [registry],
  });
  new Gauge({
    name: "shop_db_pool_connections",
    help: "Connexions du pool PostgreSQL : ouvertes, libres, et requêtes qui attendent une connexion",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  const queues = new Map<string, QueueDepth>();
  new Gauge({
    name: "shop_job_queue_depth",
    help: "Travaux en attente, par file",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      const depths = await Promise.all(
        [...queues].map(async ([name, depth]) => [name, await depth()] as const),
      );
      for (const [name, value] of depths) this.set({ queue: name }, value);
    },
  });
  // The catalogue answers' cache (registered later) counts its reads itself; each scrape adds what happened since
  // the last one.
  const seen = { hits: 0, misses: 0 };
  new Counter({
    name: "shop_catalog_answer_cache_reads_total",
    help: "Lectures du catalogue servies par le cache des réponses (hit) ou calculées (miss)",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = app.catalogAnswers.stats();
      this.inc({ result: "hit" }, hits - seen.hits);
      this.inc({ result: "miss" }, misses - seen.misses);
      seen.hits = hits;
      seen.misses = misses;
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (request.method === "POST" && route === "/api/guest-order/create" && status === 201)
      ordersPlaced.inc();
  });

  app.decorate("metrics", {
    registry,
    queue: (name, depth) => void queues.set(name, depth),
  } satisfies Metrics);
}

export const metrics = fp(metricsPlugin, { name: "metrics" });
