import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { loadConfig } from "../src/config.js";
import { applyMigrations, MigrationFailed } from "../src/db/migrate.js";
import { migrationsFolder } from "../src/lib/paths.js";
import { openBackup, restoreBackup } from "../src/modules/backup/backup-file.js";
import { Shopper } from "./support/shopper.js";
import { StaffClient } from "./support/staff.js";
import { takeSku } from "./support/skus.js";
import { createTestDatabase } from "./database.js";

/**
 * A shop made by the previous release: its migrations (up to 0017) and its own start (24 demo products, 30 demo
 * orders, the first owner) and three customers who signed up through its API, taken with `npm run backup` before any
 * newer code ran on it (`test/fixtures/releases/`).
 */
const PREVIOUS_RELEASE = join(import.meta.dirname, "fixtures", "releases", "release-e2f929b.tar.gz");
const PREVIOUS_OWNER = { email: "gerant@boutique.test", password: "Gestion-2026!e2e" };

const work = await mkdtemp(join(tmpdir(), "shop-upgrade-"));
afterAll(() => rm(work, { recursive: true, force: true }));

type Journal = { entries: { idx: number; tag: string; when: number }[] };
const journalOf = async (folder: string) =>
  JSON.parse(await readFile(join(folder, "meta", "_journal.json"), "utf8")) as Journal;

/** This code's migrations folder, cut after `lastTag` and/or with extra migrations added after its last. */
async function migrationsFolderWith({
  upTo,
  extra = [],
}: {
  upTo?: string;
  extra?: { tag: string; sql: string }[];
}) {
  const folder = await mkdtemp(join(work, "migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journal = await journalOf(folder);
  if (upTo)
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === upTo) + 1);
  for (const [index, migration] of extra.entries()) {
    const last = journal.entries.at(-1)!;
    journal.entries.push({
      ...last,
      idx: last.idx + 1,
      tag: migration.tag,
      when: last.when + 1000 * (index + 1),
    });
    await writeFile(join(folder, `${migration.tag}.sql`), migration.sql);
  }
  await writeFile(join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  return folder;
}

const newestRecorded = async (db: Awaited<ReturnType<typeof createTestDatabase>>["database"]["db"]) =>
  Number(
    (
      await db.execute<{ when: string }>(
        sql`select max(created_at)::text as when from drizzle.__drizzle_migrations`,
      )
    ).rows[0]!.when,
  );

describe("an upgrade from the previous release", () => {
  it("starts the current code on the previous release's database: migrated, its orders, customers and staff kept, the shop working", async () => {
    const { url, database } = await createTestDatabase({ empty: true });
    // The previous release's database, as it left it: its migrations only.
    const previous = await migrationsFolderWith({ upTo: "0017_orders_export_index" });
    const opened = await openBackup(PREVIOUS_RELEASE);
    try {
      expect(opened.manifest.migration.tag).toBe("0017_orders_export_index");
      await restoreBackup(opened, { database, mediaDir: undefined, migrations: previous });
    } finally {
      await opened.dispose();
    }
    expect(await newestRecorded(database.db)).toBe((await journalOf(previous)).entries.at(-1)!.when);
    const before = (
      await database.pool.query(
        "select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'backup_runs'",
      )
    ).rows[0].n;
    expect(before).toBe(0);

    // The newer code starts: it applies what it lacks, as `npm start` does.
    await applyMigrations(database.db);
    expect(await newestRecorded(database.db)).toBe((await journalOf(migrationsFolder)).entries.at(-1)!.when);
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", PASSWORD_SCRYPT_LOG_N: "15", BACKUP_DAILY: "false" },
      { DATABASE_URL: url },
    );
    const app = await buildApp({ config, database });
    afterAll(() => app.close());
    await app.catalog.warm();
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);

    const counts = (
      await database.pool.query(
        "select (select count(*)::int from orders) as orders, (select count(*)::int from users) as customers, (select count(*)::int from products) as products",
      )
    ).rows[0];
    expect(counts).toEqual({ orders: 30, customers: 3, products: 24 });

    // The owner the previous release created signs in with the same password and finds its orders.
    const owner = new StaffClient(app, PREVIOUS_OWNER.email, PREVIOUS_OWNER.password);
    expect((await owner.login()).status).toBe(200);
    const orders = await owner.get("/api/admin/orders?pageSize=50");
    expect(orders.status).toBe(200);
    expect(orders.body.total).toBe(30);
    // What this version adds works on the older data: the delivery grid, the offers, the backups.
    expect((await owner.get("/api/admin/delivery/fees")).status).toBe(200);
    expect((await owner.get("/api/admin/offers")).status).toBe(200);
    expect((await owner.get("/api/admin/backups")).body.backups).toEqual([]);

    // A customer of the previous release signs in with the same password and orders.
    const customer = new Shopper(app);
    expect((await customer.login("client1@exemple.dz", "Sécurité-2025!")).status).toBe(200);
    await customer.addToCart(await takeSku(database.db, { minStock: 1 }), 1);
    const placed = await customer.checkout();
    expect(placed.status).toBe(201);
    // Numbered after the previous release's orders, never over one of them.
    const highest = (
      await database.pool.query("select max(number)::int as n from orders where id <> $1", [placed.body.id])
    ).rows[0].n;
    expect(placed.body.number).toBeGreaterThan(highest);
  });
});

describe("a migration that fails", () => {
  it("leaves the previous schema and data intact, names itself, and applies none of those pending with it", async () => {
    const { database } = await createTestDatabase();
    const products = async () =>
      (
        await database.pool.query(
          "select md5(string_agg(p::text, ',' order by p.id)) as digest from products p",
        )
      ).rows[0].digest;
    const columns = async () =>
      (
        await database.pool.query(
          "select count(*)::int as n from information_schema.columns where table_name = 'products'",
        )
      ).rows[0].n;
    const digest = await products();
    const columnCount = await columns();
    const recorded = await newestRecorded(database.db);

    const broken = await migrationsFolderWith({
      extra: [
        { tag: "0090_fine_on_its_own", sql: 'CREATE TABLE "newer_things" ("id" serial PRIMARY KEY);' },
        {
          tag: "0091_fails_halfway",
          sql: [
            'ALTER TABLE "products" ADD COLUMN "newer" integer;',
            'UPDATE "products" SET "title_fr" = \'écrasé\';',
            'ALTER TABLE "products" ADD CONSTRAINT "never" CHECK ("id" < 0);',
          ].join("\n--> statement-breakpoint\n"),
        },
      ],
    });
    const failure = await applyMigrations(database.db, broken).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationFailed);
    expect((failure as MigrationFailed).tag).toBe("0091_fails_halfway");
    expect((failure as Error).message).toMatch(
      /^La mise à jour de la base de données a échoué à la migration 0091_fails_halfway : .*"never".*\. Aucune migration n’a été appliquée, la base est restée telle qu’elle était : corrigez la cause, puis relancez\.$/,
    );
    expect(await products()).toBe(digest);
    expect(await columns()).toBe(columnCount);
    expect((await database.pool.query("select to_regclass('newer_things') as t")).rows[0].t).toBeNull();
    expect(await newestRecorded(database.db)).toBe(recorded);

    // Fixed, the next start applies both.
    const fixed = await migrationsFolderWith({
      extra: [
        { tag: "0090_fine_on_its_own", sql: 'CREATE TABLE "newer_things" ("id" serial PRIMARY KEY);' },
        { tag: "0091_fails_halfway", sql: 'ALTER TABLE "products" ADD COLUMN "newer" integer;' },
      ],
    });
    await applyMigrations(database.db, fixed);
    expect(await columns()).toBe(columnCount + 1);
    expect((await database.pool.query("select to_regclass('newer_things') as t")).rows[0].t).toBe(
      "newer_things",
    );
  });
});
