import { sql } from "drizzle-orm";
import { ApiErrorBodySchema, HealthSchema, LiveSchema } from "@shop/domain/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyInstance } from "fastify";
import { missingMigration } from "../db/migrate.js";

/**
 * Whether the process must not take traffic yet (its 503 then sent), false when it may: the database answers, it has every
 * migration this code ships, and the category tree and the product index are loaded (at 100,000 products a
 * process just started would answer its first listings and searches only after seconds). A warm-up that failed
 * is tried again here.
 */
async function notReady(app: FastifyInstance, reply: FastifyReply) {
  try {
    await app.db.execute(sql`select 1`);
  } catch (error) {
    app.log.error({ err: error }, "health check: database unreachable");
    reply.code(503).send({
      error: { code: "DATABASE_UNAVAILABLE", message: "La base de données est injoignable" },
    });
    return true;
  }
  const missing = await missingMigration(app.db);
  if (missing !== undefined) {
    reply.code(503).send({
      error: { code: "MIGRATIONS_PENDING", message: `La base de données n’a pas la migration ${missing}` },
    });
    return true;
  }
  if (!app.catalog.isReady()) {
    void app.catalog
      .warm()
      .catch((error: unknown) => app.log.warn({ err: error }, "catalogue warm-up failed"));
    reply
      .code(503)
      .header("retry-after", "1")
      .send({ error: { code: "NOT_READY", message: "Le catalogue est en cours de chargement" } });
    return true;
  }
  return false;
}

/**
 * Liveness (`/api/health/live`: the process answers; a supervisor restarts it when it stops answering) apart from
 * readiness (`/api/health/ready`, and `/api/health` as before: a load balancer sends it traffic). The start and
 * test scripts wait for readiness.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health/live",
    {
      schema: {
        tags: ["système"],
        summary: "Le processus répond (sans interroger la base de données)",
        response: { 200: LiveSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );
  for (const url of ["/api/health", "/api/health/ready"]) {
    app.get(
      url,
      {
        schema: {
          tags: ["système"],
          summary:
            "Prêt à servir : la base de données répond, ses migrations sont à jour, le catalogue est chargé",
          response: { 200: HealthSchema, 503: ApiErrorBodySchema },
        },
      },
      // A reply is thenable: returning it from `notReady` would wait for it to be sent, and this handler would
      // then answer a second time.
      async (_request, reply) =>
        (await notReady(app, reply)) ? reply : { status: "ok" as const, database: "ok" as const },
    );
  }
};
