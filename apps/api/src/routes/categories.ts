import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CategoryDetail, CategoryNode } from "./catalog-schemas.js";
import { answerFromCache, errorResponses, sendSerialized } from "./common.js";

const slugParam = z
  .string()
  .min(1)
  .max(120, { error: "Identifiant de catégorie invalide" })
  .regex(/^[a-z0-9-]+$/, { error: "Identifiant de catégorie invalide" });

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = answerFromCache(app);
  app.get(
    "/api/categories/tree",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Arbre de navigation (trois niveaux, liens mis en avant)",
        response: { 200: z.array(CategoryNode) },
      },
    },
    async (request, reply) => sendSerialized(reply, await app.catalog.treeJson(request.url)),
  );

  app.get(
    "/api/categories/slug/:slug",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Une catégorie par son slug, avec ses enfants, son parent et son grand-parent",
        params: z.object({ slug: slugParam }),
        response: { 200: CategoryDetail, ...errorResponses },
      },
    },
    async (request, reply) => sendSerialized(reply, await app.catalog.categoryJson(request.url, request.params.slug)),
  );
};
