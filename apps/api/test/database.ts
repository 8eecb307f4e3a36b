import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { buildApp } from "../src/build-app.js";
import { loadConfig, type Config } from "../src/config.js";
import { connect, type Database } from "../src/db/client.js";

/**
 * A database of this test file's own, cloned from the seeded template (or empty, without even the migrations),
 * dropped after the file's tests.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<{ url: string; database: Database }> {
  const serverUrl = inject("serverUrl");
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${empty ? "template0" : inject("templateDatabase")}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 20);
  afterAll(async () => {
    await database.pool.end();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return { url: url.toString(), database };
}

/** The API on this file's own database, for `app.inject()`. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const { url, database } = await createTestDatabase();
  // Test files sign up many accounts from the one address app.inject uses: the sign-up limit is tested on its own.
  // The cheapest password cost the API accepts keeps sign-ups fast; password-cost.test.ts checks the real one.
  // No daily backup of a test database (backups-admin.test.ts takes its own).
  const env = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SIGNUP_MAX_PER_IP_PER_HOUR: "10000",
    PASSWORD_SCRYPT_LOG_N: "15",
    BACKUP_DAILY: "false",
    BACKUP_DIR: join(tmpdir(), `shop-test-backups-${randomBytes(6).toString("hex")}`),
  };
  const config = loadConfig(env, { DATABASE_URL: url, ...overrides });
  const app = await buildApp({ config, database });
  // Ready as a started server is (it warms the catalogue after listening): /api/health answers 200.
  await app.catalog.warm();
  // And done with what it starts in the background then (cards read ahead, documents checked).
  await app.catalog.settled();
  afterAll(async () => {
    await app.close();
    await rm(env.BACKUP_DIR, { recursive: true, force: true });
  });
  return { app, db: database.db, config };
}
