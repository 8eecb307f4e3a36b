import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  getDeliveryFee,
  listCommunes,
  listDeliveryFees,
  listStates,
  listStopDesks,
} from "../modules/geography/geography.js";
import { errorResponses, idParam } from "./common.js";

export const State = z.object({ id: z.number(), code: z.string(), name: z.string(), nameAr: z.string() });
export const Commune = z.object({ id: z.number(), stateId: z.number(), name: z.string(), nameAr: z.string() });
export const StopDesk = z.object({
  id: z.number(),
  stateId: z.number(),
  name: z.string(),
  address: z.string(),
  openingHours: z.string().describe("Horaires d’ouverture, tels qu’affichés"),
});
const DeliveryMethod = z.enum(["home-delivery", "stopdesk-delivery"], { error: "Mode de livraison invalide" });
export const DeliveryPrice = z.object({
  stateId: z.number(),
  deliveryMethod: DeliveryMethod,
  price: z.number().describe("Frais en dinars"),
  isAvailable: z.boolean(),
  minDays: z.number(),
  maxDays: z.number(),
});

export const stateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/states",
    {
      schema: {
        tags: ["géographie"],
        summary: "Les 58 wilayas",
        response: { 200: z.array(State) },
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
        params: z.object({ id: idParam }),
        response: { 200: z.array(Commune), ...errorResponses },
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
        params: z.object({ id: idParam }),
        response: { 200: z.array(StopDesk), ...errorResponses },
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
        querystring: z.strictObject({ stateId: idParam, deliveryMethod: DeliveryMethod }),
        response: {
          200: DeliveryPrice,
          ...errorResponses,
        },
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
        response: {
          200: z.array(
            z.object({
              stateId: z.number(),
              code: z.string(),
              name: z.string(),
              method: DeliveryMethod,
              price: z.number(),
              isAvailable: z.boolean(),
              minDays: z.number(),
              maxDays: z.number(),
            }),
          ),
        },
      },
    },
    () => listDeliveryFees(app.db),
  );
};
