import { DashboardSchema } from "@shop/domain/contract/admin-dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getDashboard } from "../../modules/dashboard/dashboard.js";
import { ApiErrorBodySchema } from "@shop/domain/contract/common";

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/dashboard",
    {
      schema: {
        tags: ["gestion"],
        summary: "Tableau de bord : commandes du jour, à confirmer, taux de confirmation et de livraison, encaissé, wilayas",
        response: { 200: DashboardSchema, 401: ApiErrorBodySchema },
      },
    },
    async () => getDashboard(app.db),
  );
};
