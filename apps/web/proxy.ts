import { NextResponse, type NextRequest } from "next/server";
import { DEFAULT_LOCALE } from "@shop/domain/constants";
import { apiBaseUrl } from "@/lib/api/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address.mjs";
import { readWebEnv } from "@/lib/env.mjs";
import { splitLocale } from "@/lib/locale/href";
import { createNonce, NONCE_HEADER, securityHeaders, type ConfiguredTags } from "@/lib/security/headers";

/**
 * Forwards `/api/*` and `/media/*` to the API, whose address is read from the environment when the process
 * starts (never written into the build): one build serves any API address, and changing it needs only a
 * restart. The browser only ever talks to the web origin, so the API's cookies stay first-party.
 *
 * Every request reaches the API from this process, so the shopper's address (set by `server.mjs` from the
 * connection) travels in a header the API believes only with the secret it shares with the storefront.
 */
const settings = readWebEnv();
const apiUrl = apiBaseUrl();
const proxySecret = settings.PROXY_SECRET;

/** Read once, like the API address: the tag ids and PUBLIC_URL decide which hosts and headers pages get. */
const configuredTags: ConfiguredTags = {
  gtm: Boolean(settings.GTM_ID),
  metaPixel: Boolean(settings.META_PIXEL_ID),
  clarity: Boolean(settings.CLARITY_ID),
};
const https = settings.PUBLIC_URL.startsWith("https:");
const development = settings.NODE_ENV === "development";

const forwardsToApi = (pathname: string) => /^\/(api|media)(\/|$)/.test(pathname);

/**
 * Addresses that are not storefront pages, so have no language: the back office, the build's files and the
 * metadata files (robots.txt, sitemap.xml, icon.svg…), which all end with an extension.
 */
const withoutLocale = (pathname: string) => /^\/(gestion|_next)(\/|$)/.test(pathname) || /\.\w+$/.test(pathname);

/**
 * The storefront's pages live under `app/[locale]/`. French keeps the shop's historical addresses: a page asked
 * for without a language is served from `/fr/…` (a rewrite, so the address the shopper sees does not change),
 * and `/fr/…` itself is sent back to the address without it (308), so each French page has one address.
 * `/ar/…` goes through as it is.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (forwardsToApi(pathname)) return forwardToApi(request);
  if (withoutLocale(pathname)) return withSecurityHeaders(request);
  const { locale, path } = splitLocale(pathname);
  if (locale !== DEFAULT_LOCALE) return withSecurityHeaders(request);
  if (/^\/fr(\/|$)/.test(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(3) || "/";
    return NextResponse.redirect(url, 308);
  }
  return withSecurityHeaders(request, new URL(`/${DEFAULT_LOCALE}${path === "/" ? "" : path}${search}`, request.url));
}

function forwardToApi(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
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
function withSecurityHeaders(request: NextRequest, rewriteTo?: URL): NextResponse {
  const nonce = createNonce();
  const headers = securityHeaders({ nonce, tags: configuredTags, https, development });
  const forwarded = new Headers(request.headers);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set("content-security-policy", headers["content-security-policy"]);
  const init = { request: { headers: forwarded } };
  const response = rewriteTo ? NextResponse.rewrite(rewriteTo, init) : NextResponse.next(init);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // The back office is never indexed, whatever a crawler makes of robots.txt or the pages' meta tag.
  if (/^\/gestion(\/|$)/.test(request.nextUrl.pathname)) response.headers.set("x-robots-tag", "noindex, nofollow");
  return response;
}

export const config = {
  // Everything but the build's static files and optimised images, which carry no markup.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
