import Fastify, { type FastifyServerOptions } from "fastify";
import { randomUUID } from "node:crypto";
import { app, type AppOptions } from "./app.js";

/** A number of proxies in front of the API: trust that many hops of X-Forwarded-For, counted from the peer. */
const trustProxy = (setting: boolean | number) =>
  typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;

/** Creates the Fastify instance with the settings the API runs with (request ids, body limit, logging). */
export async function buildApp(options: AppOptions, logger: FastifyServerOptions["logger"] = false) {
  const fastify = Fastify({
    logger,
    trustProxy: trustProxy(options.config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
  });
  await fastify.register(app, options);
  return fastify;
}
