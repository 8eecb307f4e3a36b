import { NextResponse, type NextRequest } from "next/server";
import { apiBaseUrl } from "@/lib/api/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address.mjs";
import { createNonce, NONCE_HEADER, securityHeaders, type ConfiguredTags } from "@/lib/security/headers";

/**
 * Forwards `/api/*` and `/media/*` to the API, whose address is read from the environment when the process
 * starts (never written into the build): one build serves any API address, and changing it needs only a
 * restart. The browser only ever talks to the web origin, so the API's cookies stay first-party.
 *
 * Every request reaches the API from this process, so the shopper's address (set by `server.mjs` from the
 * connection) travels in a header the API believes only with the secret it shares with the storefront.
 */
const apiUrl = apiBaseUrl();
const proxySecret = process.env.PROXY_SECRET?.trim() || undefined;

/** Read once, like the API address: the tag ids and PUBLIC_URL decide which hosts and headers pages get. */
const configuredTags: ConfiguredTags = {
  gtm: Boolean(process.env.GTM_ID?.trim()),
  metaPixel: Boolean(process.env.META_PIXEL_ID?.trim()),
  clarity: Boolean(process.env.CLARITY_ID?.trim()),
};
const https = (process.env.PUBLIC_URL ?? "").startsWith("https:");
const development = process.env.NODE_ENV === "development";

const forwardsToApi = (pathname: string) => /^\/(api|media)(\/|$)/.test(pathname);

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (!forwardsToApi(pathname)) return withSecurityHeaders(request);
  const headers = new Headers(request.headers);
  headers.delete("x-shop-proxy-secret");
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (proxySecret && address) headers.set("x-shop-proxy-secret", proxySecret);
  else headers.delete(CLIENT_ADDRESS_HEADER);
  return NextResponse.rewrite(`${apiUrl}${pathname}${search}`, { request: { headers } });
}

/**
 * Every other response gets the security headers (lib/security/headers.ts). Next.js takes the nonce from the
 * request's Content-Security-Policy for its own scripts; the layout reads it from `x-nonce` for ours.
 */
function withSecurityHeaders(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const headers = securityHeaders({ nonce, tags: configuredTags, https, development });
  const forwarded = new Headers(request.headers);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set("content-security-policy", headers["content-security-policy"]);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // The back office is never indexed, whatever a crawler makes of robots.txt or the pages' meta tag.
  if (/^\/gestion(\/|$)/.test(request.nextUrl.pathname)) response.headers.set("x-robots-tag", "noindex, nofollow");
  return response;
}

export const config = {
  // Everything but the build's static files and optimised images, which carry no markup.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
