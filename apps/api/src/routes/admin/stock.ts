import {
  LowStockQuerySchema,
  SkuIdParamsSchema,
  StockChangeSchema,
  StockListSchema,
  StockMovementsSchema,
  StockQuerySchema,
  StockSkuSchema,
} from "@shop/domain/contract/admin-stock";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { changeStock, listLowStock, listStockMovements, searchStock } from "../../modules/stock/stock-admin.js";
import { staffOf } from "../../plugins/staff-auth.js";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";

const tags = ["gestion"];

export const adminStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/stock",
    {
      config: { staffAccess: "stock" },
      schema: {
        tags,
        summary: "Trouver un article par EAN, titre du produit ou numéro de couleur",
        querystring: StockQuerySchema,
        response: { 200: StockListSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => searchStock(app.db, request.query),
  );

  app.get(
    "/api/admin/stock/low",
    {
      config: { staffAccess: "stock" },
      schema: {
        tags,
        summary: "Les articles presque épuisés (seuil, 3 par défaut)",
        querystring: LowStockQuerySchema,
        response: { 200: StockListSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => listLowStock(app.db, request.query),
  );

  app.post(
    "/api/admin/stock/:skuId",
    {
      config: { staffAccess: "stock" },
      schema: {
        tags,
        summary: "Fixer ou ajuster le stock d’un article, avec un motif (inscrit à l’historique)",
        params: SkuIdParamsSchema,
        body: StockChangeSchema,
        response: { 200: StockSkuSchema, ...errorResponses, 401: ApiErrorBodySchema, 409: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const { id, name } = staffOf(request);
      return changeStock(app.db, request.params.skuId, request.body, { id, name });
    },
  );

  app.get(
    "/api/admin/stock/:skuId/movements",
    {
      config: { staffAccess: "stock" },
      schema: {
        tags,
        summary: "L’historique du stock d’un article",
        params: SkuIdParamsSchema,
        response: { 200: StockMovementsSchema, ...errorResponses, 401: ApiErrorBodySchema },
      },
    },
    async (request) => listStockMovements(app.db, request.params.skuId),
  );
};
