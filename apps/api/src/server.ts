import type { FastifyInstance } from "fastify";
import { resolve } from "node:path";
import { buildApp } from "./build-app.js";
import { loadConfig } from "./config.js";
import { loggerOptions } from "./logger.js";
import { prepareDatabase, type PreparedDatabase } from "./database-setup.js";
import { servesApiDocs } from "./plugins/openapi.js";
import { repoRoot } from "./paths.js";
import { isSeeded, seedDemo } from "./seed/seed-demo.js";
import { seedGeography } from "./seed/seed-geography.js";
import { firstOwner, seedDemoOrders } from "./seed/seed-orders.js";

const log = (line: string) => console.log(`[api] ${line}`);

let prepared: PreparedDatabase | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

/** Stops the HTTP server, then the pool and the embedded database (which flushes its data to disk). */
async function stop(signal: string, code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    log(`${signal} : arrêt propre…`);
    try {
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
  prepared = await prepareDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    dataDir: env.EMBEDDED_PG_DIR ?? ".data/postgres",
    log,
  });
  const config = loadConfig(env, { DATABASE_URL: prepared.url });
  const { db } = prepared.database;

  await seedGeography(db);
  const firstRun = env.SEED_ON_START !== "false" && !(await isSeeded(db));
  if (firstRun) {
    log("Premier démarrage : création du catalogue de démonstration…");
    await seedDemo(db, {
      products: Number(env.SEED_PRODUCTS ?? 400),
      seed: Number(env.SEED ?? 42),
      images: true,
      mediaDir: resolve(repoRoot, config.MEDIA_DIR),
      log,
    });
  }
  if (stopping) return;

  app = await buildApp({ config, database: prepared.database }, loggerOptions(config.LOG_LEVEL));
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  // After start, so the demo orders' moves are written under the owner created from STAFF_EMAIL. Only with the
  // demo catalogue just written (or SEED_ORDERS given), never into a shop that simply has no orders yet.
  if (firstRun || (env.SEED_ON_START !== "false" && env.SEED_ORDERS)) {
    const written = await seedDemoOrders(db, { count: Number(env.SEED_ORDERS ?? 240), days: 35, seed: 42, actor: await firstOwner(db) });
    if (written > 0) log(`Commandes de démonstration : ${written}`);
  }
  const docs = servesApiDocs(config) ? " (documentation : /api/docs)" : "";
  log(`API prête sur http://${config.API_HOST}:${config.API_PORT}${docs}`);
}

main().catch(async (error: unknown) => {
  if (stopping) return;
  console.error(error);
  await stop("erreur au démarrage", 1);
});
