import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every API response (helmet): JSON and media are never sniffed as anything else, never
 * framed, and run nothing if opened directly (an uploaded SVG included). The few HTML pages the API serves
 * set their own policy over this one: the TEST gateway (routes/payments.ts) and the docs (plugins/openapi.ts).
 * HSTS only when the shop is served over https, as the storefront does.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(helmet, {
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
    strictTransportSecurity: publicUrl.startsWith("https:")
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
  });
}
