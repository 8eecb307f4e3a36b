import { NextResponse, type NextRequest } from "next/server";
import { apiBaseUrl } from "@/lib/api/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address.mjs";

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

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.delete("x-shop-proxy-secret");
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (proxySecret && address) headers.set("x-shop-proxy-secret", proxySecret);
  else headers.delete(CLIENT_ADDRESS_HEADER);
  return NextResponse.rewrite(`${apiUrl}${pathname}${search}`, { request: { headers } });
}

export const config = {
  matcher: ["/api/:path*", "/media/:path*"],
};
