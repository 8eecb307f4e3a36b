import type { MetadataRoute } from "next";
import { getPublicUrl } from "@/lib/brand";

// PUBLIC_URL is read per request, so one build serves any address.
export const dynamic = "force-dynamic";

const PRIVATE = ["/account", "/checkout", "/cart", "/order-confirmed"];

/** Everything may be crawled but the shopper's private pages (in every language), the back office and the API; the sitemap index is announced. */
export default function robots(): MetadataRoute.Robots {
  const base = getPublicUrl();
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...PRIVATE.flatMap((path) => [path, `/ar${path}`]), "/api", "/gestion"] },
    sitemap: new URL("/sitemap-index.xml", base).toString(),
  };
}
