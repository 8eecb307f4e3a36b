import { ProductDetailSchema } from "@shop/domain/contract/catalog";
import { ApiErrorBodySchema, errorResponses, IdParamsSchema } from "@shop/domain/contract/common";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * A product's page as shoppers would see it, whatever its status: the staff's preview of a draft (or of an archived
 * product) on the storefront, `/produit/<id>?apercu=1`. Any member of staff may read it; shoppers get 401.
 */
export const adminProductPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/products/:id/preview",
    {
      config: { staffAccess: "staff" },
      schema: {
        tags: ["gestion"],
        summary: "Aperçu d’un produit, même brouillon ou archivé, dans la forme de sa page publique",
        params: IdParamsSchema,
        response: { 200: ProductDetailSchema, ...errorResponses, 401: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const json = await app.catalog.preview(request.params.id);
      // Sent as written: a string body skips the response's serialisation.
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(json);
    },
  );
};
