import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { loadConfig } from "../src/config.js";
import { connect } from "../src/db/client.js";
import { openBackup } from "../src/modules/backup/backup-file.js";
import { takeDailyBackupIfDue, type BackupSettings } from "../src/modules/backup/backup-runs.js";
import { signedInStaff } from "./support/staff.js";
import { createTestDatabase } from "./database.js";

const work = await mkdtemp(join(tmpdir(), "shop-backups-"));
afterAll(() => rm(work, { recursive: true, force: true }));
const backupDir = join(work, "backups");
const mediaDir = join(work, "media");
await mkdir(mediaDir, { recursive: true });
await writeFile(join(mediaDir, "picture.webp"), "not really a picture");

const { url, database } = await createTestDatabase();
const config = loadConfig(
  { NODE_ENV: "test", LOG_LEVEL: "silent", PASSWORD_SCRYPT_LOG_N: "15", BACKUP_DAILY: "false" },
  { DATABASE_URL: url, BACKUP_DIR: backupDir, MEDIA_DIR: mediaDir },
);
const app = await buildApp({ config, database });
afterAll(() => app.close());
const settings: BackupSettings = { dir: backupDir, keepDays: 14, mediaDir };

const runs = async () =>
  (
    await database.db.execute<{ kind: string; status: string; error: string | null }>(
      sql`select kind, status, error from backup_runs order by id`,
    )
  ).rows;

describe("the daily backup", () => {
  it("is taken once by two API processes asking at the same moment, then not again that day", async () => {
    // A second process: its own pool on the same database.
    const second = connect(url, 5);
    afterAll(() => second.pool.end());
    const taken = await Promise.all([
      takeDailyBackupIfDue(database, settings),
      takeDailyBackupIfDue(second, settings),
    ]);
    expect(taken.filter((id) => id !== undefined)).toHaveLength(1);
    expect(await runs()).toEqual([{ kind: "daily", status: "done", error: null }]);
    const files = (await readdir(backupDir)).filter((name) => name.endsWith(".tar.gz"));
    expect(files).toHaveLength(1);
    const opened = await openBackup(join(backupDir, files[0]!));
    expect(opened.manifest.counts.pictures).toBe(1);
    await opened.dispose();

    expect(await takeDailyBackupIfDue(second, settings)).toBeUndefined();
    expect(await runs()).toHaveLength(1);
  });

  it("shows a failure to the owners, with its reason, and is tried again an hour later", async () => {
    await database.db.execute(sql`delete from backup_runs`);
    // The backup folder cannot be made: a file stands where it should be.
    const blocked: BackupSettings = { ...settings, dir: join(work, "a-file") };
    await writeFile(blocked.dir, "");
    await expect(takeDailyBackupIfDue(database, blocked)).rejects.toThrow();
    expect(await runs()).toEqual([
      { kind: "daily", status: "failed", error: expect.stringMatching(/EEXIST|ENOTDIR/) },
    ]);

    const owner = await signedInStaff(app, database.db, "owner");
    const listed = await owner.get("/api/admin/backups");
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      keepDays: 14,
      daily: false,
      backups: [{ status: "failed", kind: "daily" }],
    });
    expect(listed.body.backups[0].error).toBeTruthy();

    // Within the hour it is not tried again; after it, it is.
    expect(await takeDailyBackupIfDue(database, settings)).toBeUndefined();
    await database.db.execute(sql`update backup_runs set started_at = now() - interval '61 minutes'`);
    expect(await takeDailyBackupIfDue(database, settings)).toEqual(expect.any(Number));
    expect((await runs()).map((run) => run.status)).toEqual(["failed", "done"]);
  });

  it("marks a backup cut short by a stopped process as failed, and deletes files past BACKUP_KEEP_DAYS", async () => {
    await database.db.execute(sql`delete from backup_runs`);
    await database.db.execute(
      sql`insert into backup_runs (kind, status, file, host, started_at) values ('daily', 'running', 'shop-2026-01-01-030000.tar.gz', 'gone', now() - interval '2 days')`,
    );
    const old = join(backupDir, "shop-2020-01-01-030000.tar.gz");
    await writeFile(old, "an old backup");
    const longAgo = new Date(Date.now() - 20 * 86_400_000);
    await utimes(old, longAgo, longAgo);
    const unrelated = join(backupDir, "notes.txt");
    await writeFile(unrelated, "kept");
    await utimes(unrelated, longAgo, longAgo);

    expect(await takeDailyBackupIfDue(database, settings)).toEqual(expect.any(Number));
    expect(await runs()).toEqual([
      {
        kind: "daily",
        status: "failed",
        error: "Interrompue : le processus s’est arrêté pendant la sauvegarde",
      },
      { kind: "daily", status: "done", error: null },
    ]);
    const files = await readdir(backupDir);
    expect(files).not.toContain("shop-2020-01-01-030000.tar.gz");
    expect(files).toContain("notes.txt");
  });
});

describe("backups in the back office", () => {
  it("are for owners only: listed, taken on demand, downloaded", async () => {
    for (const role of ["operator", "catalogue"] as const) {
      const staff = await signedInStaff(app, database.db, role);
      expect((await staff.get("/api/admin/backups")).status).toBe(403);
      expect((await staff.post("/api/admin/backups")).status).toBe(403);
    }
    const owner = await signedInStaff(app, database.db, "owner");
    const started = await owner.post("/api/admin/backups");
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ status: "started" });
    // Asked again while it is written: refused, one at a time.
    const again = await owner.post("/api/admin/backups");
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Une sauvegarde est déjà en cours : attendez qu’elle se termine");

    let manual: { id: number; status: string; counts: unknown; bytes: number } | undefined;
    for (let attempt = 0; attempt < 100; attempt++) {
      const list = (await owner.get("/api/admin/backups")).body.backups as {
        id: number;
        kind: string;
        status: string;
        counts: unknown;
        bytes: number;
      }[];
      manual = list.find((run) => run.kind === "manual");
      if (manual?.status === "done") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(manual).toMatchObject({ status: "done", counts: { pictures: 1 } });
    expect(manual!.bytes).toBeGreaterThan(1000);

    const file = await app.inject({
      method: "GET",
      url: `/api/admin/backups/${manual!.id}/file`,
      headers: { cookie: `shop_staff=${owner.cookie}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/gzip");
    expect(file.headers["content-disposition"]).toMatch(
      /^attachment; filename="shop-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz"$/,
    );
    await writeFile(join(work, "downloaded.tar.gz"), file.rawPayload);
    const opened = await openBackup(join(work, "downloaded.tar.gz"));
    expect(opened.manifest.counts).toEqual(manual!.counts);
    await opened.dispose();

    const missing = await owner.get("/api/admin/backups/999999/file");
    expect(missing.status).toBe(404);
  });
});
