import {
  AdminStopDeskQuerySchema,
  AdminStopDesksSchema,
  DELIVERY_LIMITS,
  DeliveryChangesSchema,
  FeeCsvBodySchema,
  FeeCsvFileSchema,
  FeeCsvQuerySchema,
  FeeCsvResultSchema,
  FeeGridSchema,
  FeeGridUpdateSchema,
  StopDeskIdParamsSchema,
  StopDeskInputSchema,
  StopDeskOpenSchema,
  StopDeskSavedSchema,
} from "@shop/domain/contract/admin-delivery";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listDeliveryChanges } from "../../modules/delivery-admin/delivery-journal.js";
import { decodeFeeCsv, exportFeeGrid, importFeeGrid } from "../../modules/delivery-admin/fee-csv.js";
import { getFeeGrid, setFees } from "../../modules/delivery-admin/fee-grid.js";
import {
  createStopDesk,
  listAdminStopDesks,
  setStopDeskOpen,
  updateStopDesk,
} from "../../modules/delivery-admin/stop-desks-admin.js";
import { staffOf } from "../../plugins/staff-auth.js";

const tags = ["gestion"];
/** Every member of staff reads the fees and the agencies; owners and the catalogue role change them. */
const read = { staffAccess: "staff" } as const;
const write = { staffAccess: "catalogue" } as const;
const refusals = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };
const withErrors = { ...errorResponses, ...refusals, 409: ApiErrorBodySchema, 413: ApiErrorBodySchema };
const actorOf = (request: Parameters<typeof staffOf>[0]) => {
  const { id, name } = staffOf(request);
  return { id, name };
};

export const adminDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The grid's spreadsheet arrives as the body itself, decoded here so that a file not in UTF-8 is refused by name.
  app.addContentTypeParser(
    ["text/csv", "text/plain"],
    { parseAs: "buffer", bodyLimit: DELIVERY_LIMITS.csvBytesMax },
    (_request, body, done) => {
      try {
        done(null, decodeFeeCsv(body as Buffer));
      } catch (error) {
        done(error as Error);
      }
    },
  );

  app.get(
    "/api/admin/delivery/fees",
    {
      config: read,
      schema: {
        tags,
        summary: "La grille des frais : chaque wilaya, à domicile et en stop desk (prix, gratuit ou indisponible, délai)",
        response: { 200: FeeGridSchema, ...refusals },
      },
    },
    async () => getFeeGrid(app.db),
  );

  app.put(
    "/api/admin/delivery/fees",
    {
      config: write,
      schema: {
        tags,
        summary: "Fixer plusieurs cases de la grille à la fois (les wilayas cochées)",
        body: FeeGridUpdateSchema,
        response: { 200: FeeGridSchema, ...withErrors },
      },
    },
    async (request) => setFees(app.db, request.body.fees, actorOf(request)),
  );

  app.get(
    "/api/admin/delivery/fees.csv",
    {
      config: read,
      schema: {
        tags,
        summary: "La grille en CSV (UTF-8, « ; »), une ligne par wilaya",
        produces: ["text/csv"],
        response: { 200: FeeCsvFileSchema, ...refusals },
      },
    },
    async (_request, reply) => {
      const file = await exportFeeGrid(app.db);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.post(
    "/api/admin/delivery/fees.csv",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Lire une grille en CSV : aperçu des changements et de chaque ligne fautive, rien n’est changé ; " +
          "avec apply=true, tout le fichier est appliqué, ou rien",
        consumes: ["text/csv"],
        querystring: FeeCsvQuerySchema,
        body: FeeCsvBodySchema,
        response: { 200: FeeCsvResultSchema, ...withErrors },
      },
    },
    async (request) =>
      importFeeGrid(app.db, request.body, { apply: request.query.apply, basis: request.query.basis, actor: actorOf(request) }),
  );

  app.get(
    "/api/admin/delivery/changes",
    {
      config: read,
      schema: { tags, summary: "Le journal de la livraison : frais et agences", response: { 200: DeliveryChangesSchema, ...refusals } },
    },
    async () => listDeliveryChanges(app.db),
  );

  app.get(
    "/api/admin/stop-desks",
    {
      config: read,
      schema: {
        tags,
        summary: "Les agences stop desk, ouvertes et fermées (d’une wilaya avec stateId)",
        querystring: AdminStopDeskQuerySchema,
        response: { 200: AdminStopDesksSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => listAdminStopDesks(app.db, request.query.stateId),
  );

  app.post(
    "/api/admin/stop-desks",
    {
      config: write,
      schema: {
        tags,
        summary: "Créer une agence (ouverte) : noms, adresse, commune de la wilaya, horaires, transporteur",
        body: StopDeskInputSchema,
        response: { 201: StopDeskSavedSchema, ...withErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createStopDesk(app.db, request.body, actorOf(request))),
  );

  app.put(
    "/api/admin/stop-desks/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Modifier une agence",
        params: StopDeskIdParamsSchema,
        body: StopDeskInputSchema,
        response: { 200: StopDeskSavedSchema, ...withErrors },
      },
    },
    async (request) => updateStopDesk(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.put(
    "/api/admin/stop-desks/:id/open",
    {
      config: write,
      schema: {
        tags,
        summary: "Fermer une agence (plus proposée au paiement ; les commandes gardent leur copie) ou la rouvrir",
        params: StopDeskIdParamsSchema,
        body: StopDeskOpenSchema,
        response: { 200: StopDeskSavedSchema, ...withErrors },
      },
    },
    async (request) => setStopDeskOpen(app.db, request.params.id, request.body.isActive, actorOf(request)),
  );
};
