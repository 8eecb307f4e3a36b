import multipart from "@fastify/multipart";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import {
  CatalogueFileSchema,
  IMPORT_LIMITS,
  ImportIdParamsSchema,
  ImportPreviewSchema,
  ImportStartedSchema,
  ImportStatusSchema,
} from "@shop/domain/contract/admin-catalogue-files";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exportCatalogue } from "../../modules/catalogue-files/catalogue-export.js";
import { readUploadedFile, uploadTooHeavy } from "../../modules/catalogue-files/file-upload.js";
import { confirmImport, getImportStatus, previewImport } from "../../modules/catalogue-files/import-store.js";
import { dropUnreadBody } from "../../modules/catalogue-pictures/picture-upload.js";
import { staffOf } from "../../plugins/staff-auth.js";

const tags = ["gestion"];
/** What a multipart body carries beyond its file: the boundaries, the part's headers. */
const MULTIPART_ALLOWANCE = 64 * 1_024;
const refusals = { ...errorResponses, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema, 409: ApiErrorBodySchema };

/** The catalogue file, out and in (`@shop/domain/contract/admin-catalogue-files`). */
export const adminCatalogueFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/catalogue/export",
    {
      // Every member of staff reads the catalogue: operators export it too, only its writes are the catalogue's.
      config: { staffAccess: "staff" },
      schema: {
        tags,
        summary:
          "Le catalogue entier en CSV (UTF-8 avec BOM, « ; »), une ligne par taille, dans les colonnes que l’import relit (docs/catalogue-file.md)",
        produces: ["text/csv"],
        response: { 200: CatalogueFileSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (_request, reply) => {
      const file = exportCatalogue(app.db);
      // Streamed: the documented answer is the text the stream becomes, which the typed reply cannot say.
      const body = file.body as unknown as string;
      return reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(body);
    },
  );

  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 2, fieldSize: 1_024, parts: 3, headerPairs: 20 },
  });

  app.post(
    "/api/admin/catalogue/imports",
    {
      config: { staffAccess: "catalogue" },
      // A body announced over 50 MB is refused before a byte of it is read (the staff check has run).
      onRequest: async (request) => {
        if (Number(request.headers["content-length"]) > IMPORT_LIMITS.fileBytes + MULTIPART_ALLOWANCE) throw uploadTooHeavy();
      },
      onResponse: async (request) => dropUnreadBody(request.raw),
      schema: {
        tags,
        summary:
          "Prévisualiser un import du catalogue : un fichier (champ multipart « file »), CSV de la boutique, export Shopify ou WooCommerce, ou ZIP avec le CSV et ses photos ; 50 Mo et 100 000 lignes au plus. Chaque ligne est vérifiée et comparée au catalogue ; rien n’est modifié",
        consumes: ["multipart/form-data"],
        response: { 201: ImportPreviewSchema, ...refusals, 413: ApiErrorBodySchema, 415: ApiErrorBodySchema, 422: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, name } = staffOf(request);
      const file = await readUploadedFile(request);
      return reply.code(201).send(await previewImport(app.db, file, { id, name }));
    },
  );

  app.post(
    "/api/admin/catalogue/imports/:id/confirm",
    {
      config: { staffAccess: "catalogue" },
      schema: {
        tags,
        summary:
          "Lancer un import prévisualisé sans erreur : il s’applique en arrière-plan, en entier ou pas du tout (409 si l’aperçu a des erreurs)",
        params: ImportIdParamsSchema,
        response: { 202: ImportStartedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await confirmImport(app.db, request.params.id);
      app.runImports();
      return reply.code(202).send({ id: request.params.id, status: "running" as const });
    },
  );

  app.get(
    "/api/admin/catalogue/imports/:id",
    {
      config: { staffAccess: "catalogue" },
      schema: {
        tags,
        summary: "Où en est un import : aperçu, en cours (lignes appliquées sur le total), terminé ou échoué (rien appliqué)",
        params: ImportIdParamsSchema,
        response: { 200: ImportStatusSchema, ...refusals },
      },
    },
    async (request) => getImportStatus(app.db, request.params.id),
  );
};
