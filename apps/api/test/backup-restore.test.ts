import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type pg from "pg";
import * as tarball from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../src/db/migrate.js";
import { apiRoot } from "../src/lib/paths.js";
import { openBackup, restoreBackup, writeBackup, type Manifest } from "../src/modules/backup/backup-file.js";
import { insertCardOrder } from "./support/card-orders.js";
import { Shopper } from "./support/shopper.js";
import { takeSku } from "./support/skus.js";
import { createTestApp, createTestDatabase } from "./database.js";

const { app, db } = await createTestApp();
const pool = (app.db as unknown as { $client: pg.Pool }).$client;
const work = await mkdtemp(join(tmpdir(), "shop-backup-test-"));
afterAll(() => rm(work, { recursive: true, force: true }));

/** Each public table's rows, as one fingerprint per table (and the sequences' values). */
async function fingerprint(target: pg.Pool) {
  const { rows: tables } = await target.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await target.query<{ n: number; digest: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as digest from "${name}" t`,
    );
    result[name] = `${rows[0]!.n}:${rows[0]!.digest}`;
  }
  const { rows: sequences } = await target.query<{ name: string; value: string | null }>(
    "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1",
  );
  for (const { name, value } of sequences) result[`sequence ${name}`] = String(value);
  return result;
}

/** Every file of a folder with its SHA-256. */
async function picturesOf(folder: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const path = join(entry.parentPath, entry.name);
    result[relative(folder, path)] = createHash("sha256")
      .update(await readFile(path))
      .digest("hex");
  }
  return result;
}

/** A shop with orders (placed by shoppers with accounts, and card orders), products and pictures. */
async function shopWithEverything(mediaDir: string) {
  for (let index = 0; index < 3; index++) {
    const shopper = new Shopper(app);
    await shopper.signUp();
    await shopper.addToCart(await takeSku(db, { minStock: 2 }), 1);
    expect((await shopper.checkout()).status).toBe(201);
  }
  await insertCardOrder(db, {
    firstName: "Yacine <b>",
    address: "Rue « 8 Mai 1945 », tab\there\nand a new line",
  });
  await mkdir(join(mediaDir, "pictures", "ab"), { recursive: true });
  await writeFile(join(mediaDir, "pictures", "ab", "chaussure-noire-1280.webp"), randomBytes(40_000));
  await writeFile(join(mediaDir, "pictures", "ab", "chaussure-noire-640.webp"), randomBytes(12_000));
  await writeFile(join(mediaDir, "logo.png"), randomBytes(3_000));
}

describe("a backup and its restore", () => {
  it("finds every row, every sequence and every picture again after the data folder is wiped", async () => {
    const mediaDir = join(work, "media");
    await shopWithEverything(mediaDir);
    const before = await fingerprint(pool);
    const pictures = await picturesOf(mediaDir);
    const file = join(work, "backups", "shop.tar.gz");

    const manifest = await writeBackup({ pool, mediaDir, file, version: "1.0.0" });
    const counted = await pool.query<{ orders: number; customers: number; products: number }>(
      "select (select count(*)::int from orders) as orders, (select count(*)::int from users) as customers, (select count(*)::int from products) as products",
    );
    expect(manifest.counts).toEqual({ ...counted.rows[0], pictures: 3 });
    expect(manifest.counts.orders).toBeGreaterThanOrEqual(4);
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    expect(Object.keys(manifest.files)).toContain("media/pictures/ab/chaussure-noire-1280.webp");
    expect(manifest.files["database/orders.copy"]?.sha256).toMatch(/^[0-9a-f]{64}$/);

    // The disk dies: a new, empty database (migrated by the new start) and no media folder.
    const { database: fresh } = await createTestDatabase({ empty: true });
    await applyMigrations(fresh.db);
    await rm(mediaDir, { recursive: true, force: true });

    const opened = await openBackup(file);
    try {
      const restored = await restoreBackup(opened, { database: fresh, mediaDir });
      expect(restored).toEqual(manifest.counts);
    } finally {
      await opened.dispose();
    }
    expect(await fingerprint(fresh.pool)).toEqual(before);
    expect(await picturesOf(mediaDir)).toEqual(pictures);

    // Restored over a shop that has moved on since: it is back as it was, nothing of the later state left.
    await fresh.pool.query("delete from wishlist_items");
    await fresh.pool.query("update products set title_fr = 'changé après la sauvegarde'");
    await writeFile(join(mediaDir, "later.webp"), randomBytes(100));
    const again = await openBackup(file);
    try {
      await restoreBackup(again, { database: fresh, mediaDir });
    } finally {
      await again.dispose();
    }
    expect(await fingerprint(fresh.pool)).toEqual(before);
    expect(await picturesOf(mediaDir)).toEqual(pictures);
  });

  it("refuses a damaged or altered backup and changes nothing", async () => {
    const mediaDir = join(work, "media-2");
    await mkdir(mediaDir, { recursive: true });
    await writeFile(join(mediaDir, "one.webp"), randomBytes(5_000));
    const file = join(work, "backups", "to-damage.tar.gz");
    await writeBackup({ pool, mediaDir, file, version: "1.0.0" });
    const bytes = await readFile(file);

    // A byte flipped in the middle of the file (a bad disk sector).
    const damaged = Buffer.from(bytes);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    await writeFile(join(work, "damaged.tar.gz"), damaged);
    await expect(openBackup(join(work, "damaged.tar.gz"))).rejects.toThrow(
      /n’est pas une sauvegarde lisible|ne correspond pas à sa somme de contrôle/,
    );

    // A table's rows edited by hand, the archive packed again around them: its checksum no longer matches.
    const tar = gunzipSync(bytes);
    const marker = tar.indexOf("Amina");
    expect(marker).toBeGreaterThan(0);
    tar.write("Anima", marker);
    await writeFile(join(work, "altered.tar.gz"), gzipSync(tar));
    await expect(openBackup(join(work, "altered.tar.gz"))).rejects.toThrow(
      /^La sauvegarde est altérée : database\/[a-z_]+\.copy ne correspond pas à sa somme de contrôle$/,
    );

    // Not a backup at all.
    await writeFile(join(work, "photo.tar.gz"), randomBytes(2_000));
    await expect(openBackup(join(work, "photo.tar.gz"))).rejects.toThrow(/n’est pas une sauvegarde lisible/);

    // A backup from a newer version of the shop (a migration this code lacks).
    const unpacked = join(work, "newer");
    await mkdir(unpacked, { recursive: true });
    await tarball.extract({ file, cwd: unpacked });
    const manifest = JSON.parse(await readFile(join(unpacked, "manifest.json"), "utf8")) as Manifest;
    manifest.migration = { tag: "0999_from_the_future", when: manifest.migration.when + 1 };
    await writeFile(join(unpacked, "manifest.json"), JSON.stringify(manifest));
    await tarball.create(
      { gzip: true, file: join(work, "newer.tar.gz"), cwd: unpacked },
      await readdir(unpacked),
    );
    await expect(openBackup(join(work, "newer.tar.gz"))).rejects.toThrow(
      "Cette sauvegarde vient d’une version plus récente (migration 0999_from_the_future) : mettez la boutique à jour avant de la restaurer",
    );
  });

  it("`npm run backup` and `npm run restore -- FILE --yes` print the counts, and restore asks first", async () => {
    const { url: source } = await createTestDatabase();
    const { url: target, database } = await createTestDatabase({ empty: true });
    const mediaDir = join(work, "cli-media");
    await mkdir(mediaDir, { recursive: true });
    await writeFile(join(mediaDir, "a.webp"), randomBytes(1_000));
    const file = join(work, "cli.tar.gz");
    const env = { DATABASE_URL: source, MEDIA_DIR: mediaDir, LOG_LEVEL: "silent" };
    const backup = await run(["src/backup-cli.ts", "--out", file], env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Sauvegarde écrite : .*cli\.tar\.gz/);
    expect(backup.output).toMatch(/\d+ commandes, \d+ clients, \d+ produits, 1 images ; migration \d{4}_/);

    // Without --yes, a refusal at the question changes nothing.
    const refused = await run(["src/restore-cli.ts", file], { ...env, DATABASE_URL: target }, "non\n");
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("sommes de contrôle vérifiées");
    expect(refused.output).toContain("Rien n’a été changé.");
    const tables = await database.pool.query(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    expect(tables.rows[0].n).toBe(0);

    const restored = await run(["src/restore-cli.ts", file, "--yes"], {
      ...env,
      DATABASE_URL: target,
      MEDIA_DIR: join(work, "cli-media-restored"),
    });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/commandes\s+(\d+)\s+\1\n/);
    expect(restored.output).toMatch(/images\s+1\s+1/);
    expect(restored.output).not.toContain("✗");
    expect(await picturesOf(join(work, "cli-media-restored"))).toEqual(await picturesOf(mediaDir));
  });
});

/** Runs one of the API's scripts as `npm run` does (tsx, in the API's folder). */
function run(
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      cwd: apiRoot,
      env: { ...process.env, ...env, INIT_CWD: apiRoot },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.stdin.end(input ?? "");
    child.once("exit", (code) => resolve({ code, output }));
  });
}
