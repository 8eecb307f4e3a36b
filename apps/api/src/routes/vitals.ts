import { API_MESSAGES } from "@shop/domain/api-messages";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import { AdminVitalsSchema, VitalsAcceptedSchema, VitalsReportSchema } from "@shop/domain/contract/vitals";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors.js";
import { Limit } from "../modules/limits/limits.js";
import { getVitalsSummary, storeVitals } from "../modules/vitals/vitals.js";

export const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Beacons per shopper address and minute, counted in the database so every API process shares them.
  const perAddress = new Limit(app.db, "vitals", app.config.VITALS_MAX_PER_IP_PER_MINUTE, 60);
  const tooMany = () => new AppError(429, "TOO_MANY_VITALS", API_MESSAGES.tooManyVitals);

  app.post(
    "/api/vitals",
    {
      // A beacon (navigator.sendBeacon) is a few hundred bytes.
      bodyLimit: 2_048,
      schema: {
        tags: ["boutique"],
        summary: "Enregistrer les Core Web Vitals d’une visite échantillonnée (sans cookie ni identifiant)",
        body: VitalsReportSchema,
        response: { 204: VitalsAcceptedSchema, ...errorResponses, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await perAddress.take(request.clientAddress, tooMany);
      await storeVitals(app.db, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/admin/vitals",
    {
      config: { staffAccess: "orders" },
      schema: {
        tags: ["gestion"],
        summary: "Core Web Vitals des visites réelles : 75e centile par type de page sur 7 et 28 jours",
        response: { 200: AdminVitalsSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async () => getVitalsSummary(app.db),
  );
};
