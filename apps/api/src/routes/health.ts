import { sql } from "drizzle-orm";
import { ApiErrorBodySchema, HealthSchema } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Readiness: the database answers, and the category tree and the product index are loaded. A process just
 * started takes no traffic before (the start and test scripts wait for this route): at 100,000 products it
 * would answer its first listings and searches only after seconds. A warm-up that failed is tried again here.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["système"],
        summary: "État du service : sa base de données, et son catalogue chargé",
        response: { 200: HealthSchema, 503: ApiErrorBodySchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, "health check: database unreachable");
        return reply.code(503).send({
          error: { code: "DATABASE_UNAVAILABLE", message: "La base de données est injoignable" },
        });
      }
      if (!app.catalog.isReady()) {
        void app.catalog.warm().catch((error: unknown) => app.log.warn({ err: error }, "catalogue warm-up failed"));
        return reply
          .code(503)
          .header("retry-after", "1")
          .send({ error: { code: "NOT_READY", message: "Le catalogue est en cours de chargement" } });
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};
