import { PublicShopSchema } from "@shop/domain/contract/admin-shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { detailsFromEnvironment, ensureShopSettings, readPublicShop } from "../modules/shop/shop-settings.js";

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { details, refused } = detailsFromEnvironment(app.config);
  // The environment gives the first values; from then on the back office keeps them (decision 0068).
  app.addHook("onReady", async () => {
    if (await ensureShopSettings(app.db, details)) {
      app.log.info("shop settings written from the environment");
      if (refused.length > 0) app.log.warn({ refused }, "shop settings: environment values refused by the form's rules, left blank");
    }
  });

  app.get(
    "/api/shop",
    {
      schema: {
        tags: ["boutique"],
        summary: "Coordonnées de la boutique (nom, téléphone, e-mail, réseaux, portail des retours) et livraison offerte",
        response: { 200: PublicShopSchema },
      },
    },
    async () => readPublicShop(app.db, details),
  );
};
