import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connect } from "../src/db/client.js";
import { passwordFileOf, startEmbeddedPostgres } from "../src/db/embedded.js";
import { applyMigrations } from "../src/db/migrate.js";
import { seedDemo } from "../src/seed/seed-demo.js";
import { seedGeography } from "../src/seed/seed-geography.js";
import { TEST_CATALOG_SIZE, TEST_SEED } from "./catalog-size.js";

declare module "vitest" {
  export interface ProvidedContext {
    serverUrl: string;
    templateDatabase: string;
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Prepares one migrated and seeded template database for the run, on the server in TEST_DATABASE_URL or on an
 * embedded PostgreSQL started for the run. Each test file clones it (see `test/database.ts`).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  let dataDir: string | undefined;
  if (!serverUrl) {
    dataDir = mkdtempSync(join(tmpdir(), "shop-test-pg-"));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = await startEmbeddedPostgres({ dataDir, port });
    serverUrl = server.url;
    stopServer = server.stop;
  }
  const templateDatabase = `shop_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);

  const template = connect(withDatabase(serverUrl, templateDatabase), 2);
  await applyMigrations(template.db);
  await seedGeography(template.db);
  await seedDemo(template.db, {
    products: TEST_CATALOG_SIZE,
    seed: TEST_SEED,
    images: false,
    mediaDir: join(tmpdir(), "shop-test-media"),
    log: () => {},
  });
  await template.pool.end();

  project.provide("serverUrl", serverUrl);
  project.provide("templateDatabase", templateDatabase);

  return async () => {
    await admin.query(`drop database if exists ${templateDatabase} with (force)`);
    await admin.end();
    await stopServer();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(passwordFileOf(dataDir), { force: true });
    }
  };
}
