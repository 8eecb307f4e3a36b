import { errorResponses, IdParamsSchema } from "@shop/domain/contract/common";
import {
  CommunesSchema,
  DeliveryFeesSchema,
  DeliveryPriceQuerySchema,
  DeliveryPriceSchema,
  StatesSchema,
  StopDesksSchema,
} from "@shop/domain/contract/geography";
import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { translateMessage } from "@shop/domain/messages-ar";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLocale, varyOnLanguage } from "../plugins/error-language.js";
import {
  getDeliveryFee,
  listCommunes,
  listDeliveryFees,
  listStates,
  listStopDesks,
} from "../modules/geography/geography.js";

/** Each fee with why it is not offered, when it is not, in the request's language. */
function withMessage<T extends { isAvailable: boolean }>(fee: T, unavailable: string) {
  return { ...fee, message: fee.isAvailable ? null : unavailable };
}

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
      // Asked again each time: the back office may close an agency at any time, and checkout follows at once.
      void reply.header("cache-control", "no-cache");
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
    async (request, reply) => {
      varyOnLanguage(reply);
      const fee = await getDeliveryFee(app.db, request.query.stateId, request.query.deliveryMethod);
      return withMessage(fee, translateMessage(M.deliveryUnavailable, requestLocale(request)));
    },
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
    async (request, reply) => {
      varyOnLanguage(reply);
      const unavailable = translateMessage(M.deliveryUnavailable, requestLocale(request));
      return (await listDeliveryFees(app.db)).map((fee) => withMessage(fee, unavailable));
    },
  );
};
