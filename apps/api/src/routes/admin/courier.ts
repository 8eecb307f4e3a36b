import {
  CourierExportFileSchema,
  CourierImportBodySchema,
  CourierImportQuerySchema,
  CourierImportResultSchema,
} from "@shop/domain/contract/admin-courier";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { csvCourierAdapter } from "../../modules/courier/csv-adapter.js";
import { exportParcels, importTracking } from "../../modules/courier/hand-off.js";
import { staffOf } from "../../plugins/staff-auth.js";
import { ErrorResponse, errorResponses } from "../common.js";

const tags = ["gestion"];

/** Courier hand-off through CSV files, the one adapter today (modules/courier/courier-adapter.ts). */
export const adminCourierRoutes: FastifyPluginAsyncZod = async (app) => {
  const adapter = csvCourierAdapter;
  // The couriers' files arrive as the body itself (no multipart needed for one file).
  app.addContentTypeParser(["text/csv", "text/plain"], { parseAs: "string", bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    "/api/admin/courier/export",
    {
      schema: {
        tags,
        summary: "Les commandes confirmées en CSV (UTF-8, « ; ») pour l’import du transporteur",
        produces: ["text/csv"],
        response: { 200: CourierExportFileSchema, 401: ErrorResponse },
      },
    },
    async (_request, reply) => {
      const file = await exportParcels(app.db, adapter);
      return reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.post(
    "/api/admin/courier/import",
    {
      schema: {
        tags,
        summary: "Marquer expédiées les commandes d’un CSV (référence, numéro de suivi, transporteur) : compte rendu par ligne",
        consumes: ["text/csv"],
        querystring: CourierImportQuerySchema,
        body: CourierImportBodySchema,
        response: { 200: CourierImportResultSchema, ...errorResponses, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { id, name } = staffOf(request);
      return importTracking(app.db, adapter, request.body, { courier: request.query.courier, actor: { id, name } });
    },
  );
};
