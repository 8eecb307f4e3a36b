import type { FastifyInstance, FastifyReply, onRequestHookHandler } from "fastify";
import { z } from "zod";
import { acceptsGzip, type SerializedBody } from "../lib/serialized-body.js";

/** Integer ids in paths and queries: digits only, so '12abc' or '-1' is a 400, never a 500. */
export const idParam = z.coerce
  .number({ error: "Identifiant invalide" })
  .int({ error: "Identifiant invalide" })
  .positive({ error: "Identifiant invalide" })
  .max(2_147_483_647, { error: "Identifiant invalide" });

export const pageOffsetParam = z.coerce
  .number({ error: "Page invalide" })
  .int({ error: "Page invalide" })
  .min(0, { error: "Page invalide" })
  .max(10_000, { error: "Page invalide" })
  .default(0);

export const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** Standard error responses of a route, for the OpenAPI document. */
export const errorResponses = { 400: ErrorResponse, 404: ErrorResponse, 500: ErrorResponse };

/** Content type of the JSON bodies a route sends already serialised. */
export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Sends a body serialised ahead (from the catalogue cache), gzip-compressed when the client accepts it. Its
 * shape is the route's response schema, which the type provider cannot see through the bytes, hence the cast.
 */
export function sendSerialized(reply: FastifyReply, body: SerializedBody): never {
  void reply.type(JSON_TYPE).header("vary", "accept-encoding");
  if (acceptsGzip(reply.request.headers["accept-encoding"])) {
    return reply.header("content-encoding", "gzip").send(body.gzip) as never;
  }
  return reply.send(body.json) as never;
}

/**
 * Route hook of the cacheable catalogue reads: a URL answered a moment ago is answered again from the cache,
 * before its parameters are parsed (they were valid, or the URL would not be in the cache).
 */
export function answerFromCache(app: FastifyInstance): onRequestHookHandler {
  return (request, reply, done) => {
    const body = app.catalog.cachedBody(request.url);
    if (body === undefined) done();
    else sendSerialized(reply, body);
  };
}
