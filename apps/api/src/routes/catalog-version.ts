import { CatalogVersionSchema } from "@shop/domain/contract/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * The catalogue's version, which the storefront's servers read at most once a second each to forget the answers
 * they keep when it moved (decision 0065). Public and tiny: no session, no cookie, never stored by a cache.
 */
export const catalogVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/catalog/version",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Version du catalogue : elle change à chaque modification visible des clients",
        response: { 200: CatalogVersionSchema },
      },
    },
    async (_request, reply) => {
      void reply.header("cache-control", "no-store");
      return app.catalog.version();
    },
  );
};
