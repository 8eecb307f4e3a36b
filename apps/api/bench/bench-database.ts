import { mkdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { loadConfig, type Config } from "../src/config.js";
import { connect, type Database } from "../src/db/client.js";
import { startEmbeddedPostgres } from "../src/db/embedded.js";
import { applyMigrations } from "../src/db/migrate.js";
import { repoRoot } from "../src/lib/paths.js";
import { isSeeded, seedDemo } from "../src/seed/seed-demo.js";
import { seedGeography } from "../src/seed/seed-geography.js";

/**
 * The PostgreSQL server benchmarks run on: BENCH_DATABASE_URL / TEST_DATABASE_URL when set, otherwise an
 * embedded server whose data is kept in .data/bench-postgres so large catalogues are seeded only once.
 */
export async function startBenchServer(): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return { serverUrl: url, stop: async () => {} };
  const dataDir = join(repoRoot, ".data", "bench-postgres");
  mkdirSync(dataDir, { recursive: true });
  const server = await startEmbeddedPostgres({ dataDir, port: Number(process.env.BENCH_PG_PORT ?? 54339) });
  return { serverUrl: server.url, stop: server.stop };
}

/**
 * A database seeded with `products` products (no images), created on first use and reused afterwards. The seed
 * analyses what it wrote before it returns (analyzeCatalogue), so the first run measures a freshly seeded
 * database with no VACUUM or ANALYZE of its own, as a shop just seeded or imported would be.
 */
export async function benchDatabase(serverUrl: string, products: number, poolSize = 20): Promise<Database> {
  const name = new URL(benchDatabaseUrl(serverUrl, products)).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const database = connect(benchDatabaseUrl(serverUrl, products), poolSize);
  await applyMigrations(database.db);
  await seedGeography(database.db);
  if (!(await isSeeded(database.db))) {
    console.log(`Création du catalogue de ${products} produits…`);
    await seedDemo(database.db, {
      products,
      seed: 42,
      images: false,
      mediaDir: join(repoRoot, ".data", "media"),
      log: (line) => console.log(`  ${line}`),
    });
  }
  return database;
}

/** The connection string of the benchmark database of `products` products on the given server. */
export function benchDatabaseUrl(serverUrl: string, products: number): string {
  const url = new URL(serverUrl);
  url.pathname = `/shop_bench_${products}`;
  return url.toString();
}

/** The API's configuration in benchmarks: production mode, no logs, and shopper limits out of the way. */
export function benchConfig(databaseUrl: string, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: "production", LOG_LEVEL: "silent" },
    {
      DATABASE_URL: databaseUrl,
      ORDER_MAX_PER_IP_PER_HOUR: 1_000_000,
      ORDER_MAX_PER_PHONE: 1_000_000,
      ORDER_MAX_PER_ADDRESS: 1_000_000,
      ORDER_DUPLICATE_WINDOW_MINUTES: 0,
      ...overrides,
    },
  );
}
