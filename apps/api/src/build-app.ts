import Fastify, { type FastifyServerOptions } from "fastify";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { app, type AppOptions } from "./app.js";
import { clientErrorHandler, frameworkErrors } from "./plugins/error-handler.js";

/** A number of proxies in front of the API: trust that many hops of X-Forwarded-For, counted from the peer. */
const trustProxy = (setting: boolean | number) =>
  typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's (or a proxy's) X-Request-Id when it is a UUID, otherwise a new one: any other text would be
 * echoed back and written to every log line of the request (forged log entries, paths, kilobytes of junk).
 */
const requestId = (request: IncomingMessage) => {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && UUID.test(given) ? given : randomUUID();
};

/** Creates the Fastify instance with the settings the API runs with (request ids, body limit, logging). */
export async function buildApp(options: AppOptions, logger: FastifyServerOptions["logger"] = false) {
  const fastify = Fastify({
    logger,
    trustProxy: trustProxy(options.config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    genReqId: requestId,
    routerOptions: { maxParamLength: 200 },
    // Errors raised before routing or by Node's HTTP parser, answered in the API's error shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  await fastify.register(app, options);
  return fastify;
}
