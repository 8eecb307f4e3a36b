import { buildApp } from "./build-app.js";
import { loadConfig } from "./config.js";
import { prepareDatabase } from "./database-setup.js";
import { isSeeded, seedDemo } from "./seed/seed-demo.js";
import { seedGeography } from "./seed/seed-geography.js";
import { resolve } from "node:path";
import { repoRoot } from "./paths.js";

const log = (line: string) => console.log(`[api] ${line}`);

/** Owns the API process: database, first-run seed, HTTP server, and a clean stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const env = process.env;
  const prepared = await prepareDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    dataDir: env.EMBEDDED_PG_DIR ?? ".data/postgres",
    log,
  });
  const config = loadConfig(env, { DATABASE_URL: prepared.url });
  const { db } = prepared.database;

  await seedGeography(db);
  if (env.SEED_ON_START !== "false" && !(await isSeeded(db))) {
    log("Premier démarrage : création du catalogue de démonstration…");
    await seedDemo(db, {
      products: Number(env.SEED_PRODUCTS ?? 400),
      seed: Number(env.SEED ?? 42),
      images: true,
      mediaDir: resolve(repoRoot, config.MEDIA_DIR),
      log,
    });
  }

  const app = await buildApp(
    { config, database: prepared.database },
    { level: config.LOG_LEVEL, redact: ["req.headers.cookie", "req.headers.authorization"] },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} reçu : arrêt propre…`);
    await app.close();
    await prepared.close();
    log("Arrêté.");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  log(`API prête sur http://${config.API_HOST}:${config.API_PORT} (documentation : /api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
