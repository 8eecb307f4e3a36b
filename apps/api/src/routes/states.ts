import { errorResponses, IdParamsSchema } from "@shop/domain/contract/common";
import {
  CommunesSchema,
  DeliveryFeesSchema,
  DeliveryPriceQuerySchema,
  DeliveryPriceSchema,
  StatesSchema,
  StopDesksSchema,
} from "@shop/domain/contract/geography";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  getDeliveryFee,
  listCommunes,
  listDeliveryFees,
  listStates,
  listStopDesks,
} from "../modules/geography/geography.js";

export const stateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/states",
    {
      schema: {
        tags: ["géographie"],
        summary: "Les 58 wilayas",
        response: { 200: StatesSchema },
      },
    },
    async (_request, reply) => {
      void reply.header("cache-control", "public, max-age=3600");
      return listStates(app.db);
    },
  );

  app.get(
    "/api/states/:id/communes",
    {
      schema: {
        tags: ["géographie"],
        summary: "Les communes d’une wilaya",
        params: IdParamsSchema,
        response: { 200: CommunesSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "public, max-age=3600");
      return listCommunes(app.db, request.params.id);
    },
  );

  app.get(
    "/api/states/:id/stop-desks",
    {
      schema: {
        tags: ["géographie"],
        summary:
          "Les agences ouvertes d’une wilaya où retirer un colis en stop desk (vide quand la wilaya n’en a pas). " +
          "La commande en stop desk en nomme une (stopDeskId).",
        params: IdParamsSchema,
        response: { 200: StopDesksSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Short: the back office may switch an agency off at any time.
      void reply.header("cache-control", "public, max-age=300");
      return listStopDesks(app.db, request.params.id);
    },
  );

  app.get(
    "/api/states/price",
    {
      schema: {
        tags: ["géographie"],
        summary: "Frais de livraison d’une wilaya pour un mode de livraison",
        querystring: DeliveryPriceQuerySchema,
        response: { 200: DeliveryPriceSchema, ...errorResponses },
      },
    },
    (request) => getDeliveryFee(app.db, request.query.stateId, request.query.deliveryMethod),
  );

  app.get(
    "/api/states/prices",
    {
      schema: {
        tags: ["géographie"],
        summary: "La grille complète des frais de livraison (toutes les wilayas, les deux modes)",
        response: { 200: DeliveryFeesSchema },
      },
    },
    () => listDeliveryFees(app.db),
  );
};
