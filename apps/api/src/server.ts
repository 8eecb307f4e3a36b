import type { FastifyInstance } from "fastify";
import { resolve } from "node:path";
import type { Server } from "node:http";
import { buildApp } from "./build-app.js";
import { serveMetrics } from "./metrics-server.js";
import { loadConfig, loadDatabaseSettings, loadSeedSettings } from "./config.js";
import { loggerOptions } from "./logger.js";
import { prepareDatabase, type PreparedDatabase } from "./db/database-setup.js";
import { MigrationFailed } from "./db/migrate.js";
import { servesApiDocs } from "./plugins/openapi.js";
import { repoRoot } from "./lib/paths.js";
import { isSeeded, seedDemo } from "./seed/seed-demo.js";
import { seedGeography } from "./seed/seed-geography.js";
import { firstOwner, seedDemoOrders } from "./seed/seed-orders.js";

const log = (line: string) => console.log(`[api] ${line}`);

let prepared: PreparedDatabase | undefined;
let app: FastifyInstance | undefined;
let metricsServer: Server | undefined;
let stopping = false;

/** Stops the HTTP server, then the pool and the embedded database (which flushes its data to disk). */
async function stop(signal: string, code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    log(`${signal} : arrêt propre…`);
    try {
      metricsServer?.close();
      await app?.close();
      await prepared?.close();
      log("Arrêté.");
    } catch (error) {
      console.error(error);
      code = 1;
    }
  }
  process.exit(code);
}

/** Owns the API process: database, first-run seed, HTTP server, and a clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  const env = process.env;
  // Every setting is checked before the database starts, so a typo never costs a start of PostgreSQL.
  const seedSettings = loadSeedSettings(env);
  loadConfig(env, { DATABASE_URL: "postgres://placeholder" });
  prepared = await prepareDatabase({ ...loadDatabaseSettings(env), log });
  const config = loadConfig(env, { DATABASE_URL: prepared.url });
  const { db } = prepared.database;

  await seedGeography(db);
  const firstRun = seedSettings.onStart && !(await isSeeded(db));
  if (firstRun) {
    log("Premier démarrage : création du catalogue de démonstration…");
    await seedDemo(db, {
      products: seedSettings.products,
      seed: seedSettings.seed,
      images: true,
      mediaDir: resolve(repoRoot, config.MEDIA_DIR),
      log,
    });
  }
  if (stopping) return;

  app = await buildApp({ config, database: prepared.database }, loggerOptions(config.LOG_LEVEL));
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  const metricsPort = config.METRICS_PORT ?? config.API_PORT + 1000;
  if (metricsPort !== "off") {
    // The shop serves without its metrics rather than not at all (another program holding the port, say).
    try {
      metricsServer = await serveMetrics(app.metrics.registry, config.METRICS_HOST, metricsPort);
      log(`Mesures (Prometheus) sur http://${config.METRICS_HOST}:${metricsPort}/metrics`);
    } catch (error) {
      app.log.error({ err: error }, `metrics not served on ${config.METRICS_HOST}:${metricsPort} (METRICS_PORT)`);
    }
  }
  // After start, so the demo orders' moves are written under the owner created from STAFF_EMAIL. Only with the
  // demo catalogue just written (or SEED_ORDERS given), never into a shop that simply has no orders yet.
  if (firstRun || (env.SEED_ON_START !== "false" && env.SEED_ORDERS)) {
    const written = await seedDemoOrders(db, {
      count: Number(env.SEED_ORDERS ?? 240),
      days: 35,
      seed: 42,
      actor: await firstOwner(db),
    });
    if (written > 0) log(`Commandes de démonstration : ${written}`);
  }
  const started = app;
  void started.catalog
    .warm()
    .catch((error: unknown) => started.log.warn({ err: error }, "catalogue warm-up failed"));
  const docs = servesApiDocs(config) ? " (documentation : /api/docs)" : "";
  log(`API prête sur http://${config.API_HOST}:${config.API_PORT}${docs}`);
}

main().catch(async (error: unknown) => {
  if (stopping) return;
  // A failed migration is said in one sentence (its cause stays in the logs' detail).
  if (error instanceof MigrationFailed) console.error(`[api] ✗ ${error.message}`);
  else console.error(error);
  await stop("erreur au démarrage", 1);
});
