import { createReadStream } from "node:fs";
import { basename } from "node:path";
import {
  AdminBackupsSchema,
  BACKUP_MESSAGES,
  BackupFileSchema,
  BackupIdParamsSchema,
  BackupStartedSchema,
} from "@shop/domain/contract/admin-backups";
import { ApiErrorBodySchema } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { conflict, notFound } from "../../lib/errors.js";
import { backupFileOf, listBackups } from "../../modules/backup/backup-runs.js";

const tags = ["gestion"];
/** The whole shop is in a backup: owners only. */
const owners = { staffAccess: "owner" } as const;
const refusals = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };

/** The backups' routes, on what the backups plugin set up (`app.backups`). */
export const adminBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  const control = app.backups;
  app.get(
    "/api/admin/backups",
    {
      config: owners,
      schema: {
        tags,
        summary: "Les sauvegardes, la plus récente d’abord",
        response: { 200: AdminBackupsSchema, ...refusals },
      },
    },
    async () => ({
      backups: await listBackups(app.db),
      keepDays: control.settings.keepDays,
      daily: control.daily,
    }),
  );

  app.post(
    "/api/admin/backups",
    {
      config: owners,
      schema: {
        tags,
        summary: "Sauvegarder maintenant (en arrière-plan)",
        response: { 202: BackupStartedSchema, 409: ApiErrorBodySchema, ...refusals },
      },
    },
    async (_request, reply) => {
      if (!(await control.start())) throw conflict("BACKUP_RUNNING", BACKUP_MESSAGES.busy);
      return reply.code(202).send({ status: "started" as const });
    },
  );

  app.get(
    "/api/admin/backups/:id/file",
    {
      config: owners,
      schema: {
        tags,
        summary: "Télécharger une sauvegarde (depuis la machine qui l’a écrite)",
        params: BackupIdParamsSchema,
        response: { 200: BackupFileSchema, 404: ApiErrorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const path = await backupFileOf(app.db, control.settings.dir, request.params.id);
      if (!path) throw notFound(BACKUP_MESSAGES.fileGone);
      return reply
        .header("content-type", "application/gzip")
        .header("content-disposition", `attachment; filename="${basename(path)}"`)
        .header("cache-control", "no-store")
        .send(createReadStream(path) as never);
    },
  );
};
