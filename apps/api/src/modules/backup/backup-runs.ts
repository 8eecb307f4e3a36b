import { and, desc, eq, lt, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { readdir, stat, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import type { Database } from "../../db/client.js";
import { backupRuns } from "../../db/schema.js";
import { apiRoot } from "../../lib/paths.js";
import { writeBackup } from "./backup-file.js";
import { BACKUP_FILE, backupFileName } from "./backup-names.js";

/** The advisory lock held while a backup is written: one at a time across every API process on the database. */
const BACKUP_LOCK = 7_303_001;
/** A daily backup is due this long after the last one that succeeded; after a failure, it is tried again hourly. */
const DAY_MS = 23 * 3_600_000;
const RETRY_MS = 3_600_000;

export type BackupSettings = {
  /** BACKUP_DIR, resolved. */
  dir: string;
  keepDays: number;
  /** The media folder, or undefined when the pictures live in a bucket. */
  mediaDir: string | undefined;
};

/** What the back office's routes use of the backups plugin (`app.backups`). */
export type BackupControl = {
  settings: BackupSettings;
  daily: boolean;
  /** Starts one now in the background; false when one is already being written (here or by another process). */
  start: () => Promise<boolean>;
};

const version = () =>
  (JSON.parse(readFileSync(join(apiRoot, "package.json"), "utf8")) as { version: string }).version;

/**
 * Writes one backup under the advisory lock, recording the attempt in `backup_runs` (running, then done or failed
 * with its error); then deletes the files older than BACKUP_KEEP_DAYS. `due` decides under the lock, so two
 * processes asked at once take one backup. Returns the run's id, or undefined when another process holds the lock
 * or the backup is not due.
 */
export async function takeBackup(
  { db, pool }: Database,
  settings: BackupSettings,
  kind: "daily" | "manual",
  due: () => Promise<boolean> = async () => true,
): Promise<number | undefined> {
  const client = await pool.connect();
  try {
    const locked = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1) as taken", [
      BACKUP_LOCK,
    ]);
    if (!locked.rows[0]?.taken) return undefined;
    try {
      // Under the lock, a run still marked running was cut short (its process stopped): it is a failure.
      await db
        .update(backupRuns)
        .set({
          status: "failed",
          error: "Interrompue : le processus s’est arrêté pendant la sauvegarde",
          finishedAt: sql`now()`,
        })
        .where(eq(backupRuns.status, "running"));
      if (!(await due())) return undefined;
      const file = backupFileName(new Date());
      const [run] = await db
        .insert(backupRuns)
        .values({ kind, file, host: hostname() })
        .returning({ id: backupRuns.id });
      try {
        const manifest = await writeBackup({
          pool,
          mediaDir: settings.mediaDir,
          file: join(settings.dir, file),
          version: version(),
        });
        const { size } = await stat(join(settings.dir, file));
        await db
          .update(backupRuns)
          .set({
            status: "done",
            bytes: size,
            counts: manifest.counts,
            migration: manifest.migration.tag,
            finishedAt: sql`now()`,
          })
          .where(eq(backupRuns.id, run!.id));
      } catch (error) {
        await db
          .update(backupRuns)
          .set({
            status: "failed",
            error: error instanceof Error ? error.message : String(error),
            finishedAt: sql`now()`,
          })
          .where(eq(backupRuns.id, run!.id));
        throw error;
      } finally {
        await removeOldBackups(db, settings);
      }
      return run!.id;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [BACKUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The daily backup, when the last one that succeeded is a day old (or there is none), and none failed this hour. */
export function takeDailyBackupIfDue(
  database: Database,
  settings: BackupSettings,
): Promise<number | undefined> {
  return takeBackup(database, settings, "daily", async () => {
    const [last] = await database.db
      .select({ status: backupRuns.status, startedAt: backupRuns.startedAt })
      .from(backupRuns)
      .where(sql`${backupRuns.kind} <> 'command'`)
      .orderBy(desc(backupRuns.startedAt))
      .limit(1);
    if (!last) return true;
    const age = Date.now() - last.startedAt.getTime();
    return last.status === "failed" ? age >= RETRY_MS : age >= DAY_MS;
  });
}

/** Deletes this machine's backup files older than BACKUP_KEEP_DAYS, noting it on their runs. */
async function removeOldBackups(db: Database["db"], { dir, keepDays }: BackupSettings): Promise<void> {
  const limit = Date.now() - keepDays * 86_400_000;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((candidate) => BACKUP_FILE.test(candidate))) {
    const { mtimeMs } = await stat(join(dir, name));
    if (mtimeMs >= limit) continue;
    await unlink(join(dir, name));
    await db
      .update(backupRuns)
      .set({ removedAt: sql`now()` })
      .where(and(eq(backupRuns.file, name), eq(backupRuns.host, hostname())));
  }
  // Runs that failed long ago are history enough.
  await db
    .delete(backupRuns)
    .where(and(eq(backupRuns.status, "failed"), lt(backupRuns.startedAt, new Date(limit))));
}

/** The backups, newest first, for the back office. */
export async function listBackups(db: Database["db"], limit = 60) {
  const rows = await db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    file: row.file,
    bytes: row.bytes,
    counts: row.counts,
    migration: row.migration,
    error: row.error,
    host: row.host,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    removed: row.removedAt !== null,
  }));
}

/** The path of a run's file when this machine holds it, else undefined. */
export async function backupFileOf(db: Database["db"], dir: string, id: number): Promise<string | undefined> {
  const [run] = await db.select().from(backupRuns).where(eq(backupRuns.id, id));
  if (!run || run.status !== "done" || !run.file || run.removedAt || run.host !== hostname())
    return undefined;
  if (!BACKUP_FILE.test(run.file)) return undefined;
  const path = join(dir, run.file);
  return (await stat(path).catch(() => undefined))?.isFile() ? path : undefined;
}
