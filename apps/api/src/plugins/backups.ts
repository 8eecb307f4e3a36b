import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { resolve } from "node:path";
import type { Database } from "../db/client.js";
import { repoRoot } from "../lib/paths.js";
import { schedulePeriodic, type PeriodicJob } from "../lib/periodic-job.js";
import {
  takeBackup,
  takeDailyBackupIfDue,
  type BackupControl,
  type BackupSettings,
} from "../modules/backup/backup-runs.js";

declare module "fastify" {
  interface FastifyInstance {
    backups: BackupControl;
  }
}

/**
 * Backups (decision 0073): one a day taken by the API (checked every quarter of an hour by every process; the
 * advisory lock and the runs in PostgreSQL make it one backup a day whichever process takes it), and one on an
 * owner's demand (`app.backups`, for the back office's routes, which list them and hand their files out).
 */
async function backupsPlugin(app: FastifyInstance, { database }: { database: Database }) {
  const { config } = app;
  const settings: BackupSettings = {
    dir: resolve(repoRoot, config.BACKUP_DIR),
    keepDays: config.BACKUP_KEEP_DAYS,
    mediaDir: config.MEDIA_S3_BUCKET ? undefined : resolve(repoRoot, config.MEDIA_DIR),
  };
  const failed = (error: unknown) => app.log.error({ err: error }, "backup failed");
  const control: BackupControl = {
    settings,
    daily: config.BACKUP_DAILY,
    // Answered once the lock is taken (true: the backup is being written) or refused (false: one already is).
    start: () =>
      new Promise((answer) => {
        takeBackup(database, settings, "manual", async () => {
          answer(true);
          return true;
        }).then(
          (id) => id === undefined && answer(false),
          (error: unknown) => {
            answer(false);
            failed(error);
          },
        );
      }),
  };
  app.decorate("backups", control);
  if (!config.BACKUP_DAILY) return;
  let job: PeriodicJob | undefined;
  app.addHook("onReady", async () => {
    job = schedulePeriodic(() => takeDailyBackupIfDue(database, settings), {
      everyMs: 15 * 60_000,
      firstAfterMs: 60_000,
      onError: failed,
    });
  });
  app.addHook("onClose", async () => job?.stop());
}

export const backups = fp(backupsPlugin, { name: "backups" });
