import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Security headers on every API response, as helmet sets them: JSON and media are never sniffed as anything
 * else, never framed, and run nothing if opened directly (an uploaded SVG included). The few HTML pages the API
 * serves set their own policy over this one: the TEST gateway (routes/payments.ts) and the docs
 * (plugins/openapi.ts). HSTS only when the shop is served over https, as the storefront does.
 *
 * Helmet decides the headers once, at start: they are the same for every response, and running its dozen
 * middlewares on each request (as @fastify/helmet does) halved the API's throughput on cached catalogue reads
 * (decision 0014).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: "deny" },
    // Not helmet's no-referrer: under it the browser sends `Origin: null` with a form post, and the TEST
    // gateway's buttons, which the API accepts only from the shop's origin, would be refused.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: publicUrl.startsWith("https:") ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  // The catalogue's pictures are shown by other origins too: the shop's e-mails, in a webmail or in the back
  // office's sandboxed preview (whose origin is opaque). Anything else stays same-origin.
  const mediaHeaders = { ...headers, "cross-origin-resource-policy": "cross-origin" };
  // Set first, so that a route's own header (a page's policy) replaces the default.
  app.addHook("onRequest", (request, reply, done) => {
    void reply.headers(request.url.startsWith("/media/") ? mediaHeaders : headers);
    done();
  });
}

/** The headers helmet's middleware sets with these options, read once from a response that records them. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously");
  return headers;
}
