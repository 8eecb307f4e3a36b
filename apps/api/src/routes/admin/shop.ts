import { AdminShopSchema, ShopDetailsInputSchema } from "@shop/domain/contract/admin-shop";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffOf } from "../../plugins/staff-auth.js";
import { detailsFromEnvironment, readAdminShop, updateShopDetails } from "../../modules/shop/shop-settings.js";

const tags = ["gestion"];
/** The shop's details are the owner's alone, read and write. */
const owner = { staffAccess: "owner" } as const;
const refusals = { 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };

export const adminShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const fallback = detailsFromEnvironment(app.config).details;

  app.get(
    "/api/admin/shop",
    {
      config: owner,
      schema: {
        tags,
        summary: "Les coordonnées de la boutique (nom, téléphone, e-mail, réseaux, portail des retours) et leurs modifications",
        response: { 200: AdminShopSchema, ...refusals },
      },
    },
    async () => readAdminShop(app.db, fallback),
  );

  app.put(
    "/api/admin/shop",
    {
      config: owner,
      schema: {
        tags,
        summary: "Modifier les coordonnées de la boutique (vide : non affiché)",
        body: ShopDetailsInputSchema,
        response: { 200: AdminShopSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => {
      const { id, name } = staffOf(request);
      return updateShopDetails(app.db, request.body, { id, name }, fallback);
    },
  );
};
