import { CategoryDetailSchema, CategorySlugParamsSchema, CategoryTreeSchema } from "@shop/domain/contract/catalog";
import { errorResponses } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { answerFromCache: onRequest } = app.catalogAnswers;
  app.get(
    "/api/categories/tree",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary: "Arbre de navigation (trois niveaux, liens mis en avant)",
        response: { 200: CategoryTreeSchema },
      },
    },
    (_request, reply) => reply.sendCached(() => app.catalog.tree()),
  );

  app.get(
    "/api/categories/slug/:slug",
    {
      onRequest,
      schema: {
        tags: ["catalogue"],
        summary:
          "Une catégorie par son slug, avec ses enfants, son parent et son grand-parent ; un ancien slug répond 301 vers le nouveau",
        params: CategorySlugParamsSchema,
        response: { 200: CategoryDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // A renamed category's old slug: the address of its current one, which the storefront's page follows.
      const moved = await app.catalog.movedCategory(request.params.slug);
      if (moved !== undefined) return reply.redirect(`/api/categories/slug/${moved}`, 301);
      return reply.sendCached(() => app.catalog.category(request.params.slug));
    },
  );
};
