import { DashboardSchema } from "@shop/domain/contract/admin-dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getDashboard } from "../../modules/dashboard/dashboard.js";
import { ErrorResponse } from "../common.js";

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/dashboard",
    {
      schema: {
        tags: ["gestion"],
        summary: "Tableau de bord : commandes du jour, à confirmer, taux de confirmation et de livraison, encaissé, wilayas",
        response: { 200: DashboardSchema, 401: ErrorResponse },
      },
    },
    async () => getDashboard(app.db),
  );
};
