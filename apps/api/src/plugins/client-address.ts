import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

/** Set by the storefront (`apps/web/server.mjs` and `proxy.ts`) on every request it forwards to the API. */
export const CLIENT_ADDRESS_HEADER = "x-shop-client-address";
export const PROXY_SECRET_HEADER = "x-shop-proxy-secret";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The shopper's address, for limits keyed on it: the one the storefront forwards when it proves itself with
     * PROXY_SECRET, otherwise Fastify's `ip` (the peer, or the address TRUST_PROXY's hops vouch for).
     */
    clientAddress: string;
  }
}

const sameSecret = (given: string, expected: Buffer) => {
  const bytes = Buffer.from(given);
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
};

/**
 * Behind the storefront every request comes from its process: the client address it forwards is believed only
 * with the secret both share, so a client talking to the API directly cannot choose the address it is counted as.
 */
async function clientAddressPlugin(app: FastifyInstance) {
  const secret = app.config.PROXY_SECRET ? Buffer.from(app.config.PROXY_SECRET) : undefined;
  app.decorateRequest("clientAddress", "");
  app.addHook("onRequest", (request: FastifyRequest, _reply, done) => {
    const forwarded = request.headers[CLIENT_ADDRESS_HEADER];
    const proof = request.headers[PROXY_SECRET_HEADER];
    const vouched =
      secret !== undefined &&
      typeof forwarded === "string" &&
      typeof proof === "string" &&
      isIP(forwarded) !== 0 &&
      sameSecret(proof, secret);
    request.clientAddress = vouched ? forwarded : request.ip;
    done();
  });
}

export const clientAddress = fp(clientAddressPlugin, { name: "client-address" });
