import { sql } from "drizzle-orm";
import { ApiErrorBodySchema, HealthSchema } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["système"],
        summary: "État du service et de sa base de données",
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
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};
