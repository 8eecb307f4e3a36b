import Fastify, { type FastifyServerOptions } from "fastify";
import { randomUUID } from "node:crypto";
import { app, type AppOptions } from "./app.js";

/** Creates the Fastify instance with the settings the API runs with (request ids, body limit, logging). */
export async function buildApp(options: AppOptions, logger: FastifyServerOptions["logger"] = false) {
  const fastify = Fastify({
    logger,
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
  });
  await fastify.register(app, options);
  return fastify;
}
