import { NextResponse, type NextRequest } from "next/server";
import { apiBaseUrl } from "@/lib/api/server";

/**
 * Forwards `/api/*` and `/media/*` to the API, whose address is read from the environment when the process
 * starts (never written into the build): one build serves any API address, and changing it needs only a
 * restart. The browser only ever talks to the web origin, so the API's cookies stay first-party.
 */
const apiUrl = apiBaseUrl();

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(`${apiUrl}${pathname}${search}`);
}

export const config = {
  matcher: ["/api/:path*", "/media/:path*"],
};
