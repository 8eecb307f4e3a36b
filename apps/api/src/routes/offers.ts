import { OffersSchema } from "@shop/domain/contract/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listOffers } from "../modules/shop/offers.js";

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/offers",
    {
      schema: {
        tags: ["boutique"],
        summary: "Offres actives par seuil croissant, avec leur cadeau",
        response: { 200: OffersSchema },
      },
    },
    async () => ({ offers: await listOffers(app.db) }),
  );
};
