/**
 * The shop's backups in the back office (owners only): `GET /api/admin/backups` (the newest first, a failure shown),
 * `POST /api/admin/backups` (one now, in the background: 202, or 409 while one is being written) and
 * `GET /api/admin/backups/:id/file` (the file, from the machine that wrote it).
 */
import { z } from "zod";

export const BACKUP_MESSAGES = {
  fileGone:
    "Ce fichier de sauvegarde n’est plus là : supprimé après sa durée de conservation, ou sur une autre machine",
  busy: "Une sauvegarde est déjà en cours : attendez qu’elle se termine",
} as const;

const CountsSchema = z.object({
  orders: z.number(),
  customers: z.number(),
  products: z.number(),
  pictures: z.number(),
});

export const BackupRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["daily", "manual", "command"]),
  status: z.enum(["running", "done", "failed"]),
  file: z.string().nullable(),
  bytes: z.number().nullable(),
  counts: CountsSchema.nullable(),
  migration: z.string().nullable(),
  error: z.string().nullable(),
  host: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  removed: z.boolean(),
});
export type BackupRun = z.infer<typeof BackupRunSchema>;

export const AdminBackupsSchema = z.object({
  backups: z.array(BackupRunSchema),
  /** BACKUP_KEEP_DAYS, and whether the API takes one a day (BACKUP_DAILY). */
  keepDays: z.number().int(),
  daily: z.boolean(),
});
export type AdminBackups = z.infer<typeof AdminBackupsSchema>;

export const BackupIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const BackupStartedSchema = z.object({ status: z.literal("started") });
export const BackupFileSchema = z.string().describe("Fichier de sauvegarde (tar compressé par gzip)");
