// `npm run fuzz -- [--seed N] [--requests N] [--concurrency N] [--inject]`: malformed requests over every route
// of the OpenAPI document, on a fresh seeded database. Exits 1 on any 5xx, 4xx outside the error shape, or leak.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Writable } from "node:stream";
import pg from "pg";
import { buildApp } from "../src/build-app.js";
import { loadConfig } from "../src/config.js";
import { connect } from "../src/db/client.js";
import { startEmbeddedPostgres } from "../src/db/embedded.js";
import { applyMigrations } from "../src/db/migrate.js";
import { loggerOptions } from "../src/logger.js";
import { seedDemo } from "../src/seed/seed-demo.js";
import { seedGeography } from "../src/seed/seed-geography.js";
import { TEST_CATALOG_SIZE, TEST_SEED } from "../test/catalog-size.js";
import { openApiDocument, prepareFixtures } from "./fixtures.js";
import { operationsOf } from "./operations.js";
import { generateRequests } from "./requests.js";
import { httpTransport, injectTransport, runFuzz, type FuzzReport } from "./run.js";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    requests: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "8" },
    inject: { type: "boolean", default: false },
  },
});
const seed = Number(args.seed);
const count = Number(args.requests);
const concurrency = Number(args.concurrency);

/** A PostgreSQL server: FUZZ_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL's, else an embedded one for the run. */
async function startServer(): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  const url = process.env.FUZZ_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (url) return { serverUrl: url, stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), "shop-fuzz-pg-"));
  const server = await startEmbeddedPostgres({ dataDir, port: 20_000 + Math.floor(Math.random() * 20_000) });
  return {
    serverUrl: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}.password`, { force: true });
    },
  };
}

/**
 * Drops the run's database once the pool's connections are gone: the pool reports itself ended before they close,
 * and forcing them shut would only fill the output with their errors.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
      name,
    ]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

function printReport(report: FuzzReport, errorLog: string[]): void {
  console.log(`\n${report.total} requêtes (graine ${seed})\n\nPar statut :`);
  for (const [status, n] of Object.entries(report.byStatus).sort())
    console.log(`  ${status.padEnd(10)} ${n}`);
  console.log("\nPar route :");
  for (const [route, statuses] of Object.entries(report.byRoute).sort()) {
    const counts = Object.entries(statuses)
      .sort()
      .map(([status, n]) => `${status}×${n}`);
    console.log(`  ${route.padEnd(52)} ${counts.join("  ")}`);
  }
  if (!report.violations.length) {
    console.log("\nAucune violation.");
    return;
  }
  console.log(`\n${report.violations.length} violation(s) :`);
  for (const { request, answer, problems } of report.violations.slice(0, 20)) {
    console.log(`\n  ${request.method} ${request.url.slice(0, 200)}  [${request.route}]`);
    console.log(`    ${problems.join("; ")}`);
    if (request.body !== undefined)
      console.log(`    corps envoyé : ${JSON.stringify(request.body.slice(0, 200))}`);
    if (answer) console.log(`    réponse : ${answer.body.slice(0, 300)}`);
  }
  if (errorLog.length) console.log(`\nJournal des erreurs (extrait) :\n${errorLog.slice(0, 10).join("\n")}`);
}

const { serverUrl, stop } = await startServer();
const name = `shop_fuzz_${randomBytes(6).toString("hex")}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
const database = connect(databaseUrl.toString(), 20);
let failed = true;
try {
  console.log(`Base ${name} : migrations et catalogue de ${TEST_CATALOG_SIZE} produits…`);
  await applyMigrations(database.db);
  await seedGeography(database.db);
  await seedDemo(database.db, {
    products: TEST_CATALOG_SIZE,
    seed: TEST_SEED,
    images: false,
    mediaDir: join(tmpdir(), "shop-fuzz-media"),
    log: () => {},
  });
  // Limits keep their real values (a 429 in the error shape is a fine answer); only hashing is made cheap.
  const config = loadConfig(
    { NODE_ENV: "test", PASSWORD_SCRYPT_LOG_N: "15" },
    { DATABASE_URL: databaseUrl.toString() },
  );
  const errorLog: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errorLog.push(chunk.toString("utf8").trim());
      done();
    },
  });
  const app = await buildApp({ config, database }, { ...loggerOptions("error"), stream });
  try {
    const fixtures = await prepareFixtures(app, config.PUBLIC_URL);
    const operations = operationsOf(await openApiDocument(app));
    const requests = generateRequests(operations, fixtures, seed, count);
    let send = injectTransport(app);
    if (!args.inject) {
      await app.listen({ port: 0, host: "127.0.0.1" });
      send = httpTransport(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, concurrency);
    }
    console.log(`${operations.length} opérations, ${count} requêtes (${args.inject ? "inject" : "HTTP"})…`);
    const started = performance.now();
    const report = await runFuzz(requests, send, concurrency);
    console.log(`Terminé en ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    printReport(report, errorLog);
    failed = report.violations.length > 0;
  } finally {
    await app.close();
  }
} finally {
  await database.pool.end();
  await dropDatabase(admin, name);
  await admin.end();
  await stop();
}
process.exit(failed ? 1 : 0);
