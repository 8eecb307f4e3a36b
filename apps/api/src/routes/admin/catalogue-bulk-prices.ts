import {
  BulkApplyResultSchema,
  BulkPreviewSchema,
  BulkPricesApplySchema,
  BulkPricesRequestSchema,
} from "@shop/domain/contract/admin-bulk-prices";
import { ApiErrorBodySchema, errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applyBulkPrices } from "../../modules/catalogue-admin/bulk-price-apply.js";
import { previewBulkPrices } from "../../modules/catalogue-admin/bulk-price-plan.js";
import { staffOf } from "../../plugins/staff-auth.js";

const tags = ["gestion"];
/** Both write (the preview reads only, but it is the first step of a change): owners and the catalogue role. */
const write = { staffAccess: "catalogue" } as const;
const responses = { ...errorResponses, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 409: ApiErrorBodySchema };

/** Prices changed in bulk (`@shop/domain/contract/admin-bulk-prices`). */
export const adminBulkPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/admin/catalogue/bulk-prices/preview",
    {
      config: write,
      schema: {
        tags,
        summary: "Prévisualiser un changement de prix en groupe : chaque article avant → après, sans rien modifier",
        body: BulkPricesRequestSchema,
        response: { 200: BulkPreviewSchema, ...responses },
      },
    },
    async (request) => previewBulkPrices(app.db, request.body),
  );

  app.post(
    "/api/admin/catalogue/bulk-prices/apply",
    {
      config: write,
      schema: {
        tags,
        summary: "Appliquer un changement de prix en groupe prévisualisé (refusé si des prix ont changé depuis)",
        body: BulkPricesApplySchema,
        response: { 200: BulkApplyResultSchema, ...responses },
      },
    },
    async (request) => {
      const { id, name } = staffOf(request);
      return applyBulkPrices(app.db, request.body, { id, name });
    },
  );
};
