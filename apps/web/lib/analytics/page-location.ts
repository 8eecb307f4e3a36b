import { facetLabel } from "@shop/domain/facets";

/**
 * What analytics may learn of the page address. Query parameters are kept only when they describe what the
 * shopper looks at (the search, a colour, listing filters) or where the visit comes from (campaign tags):
 * anything else is dropped, above all the order id of `/order-confirmed?id=…`, which opens the order to
 * whoever holds it, and login's `redirect`, which can carry such an address.
 */
const KEPT = new Set(["query", "colorNo", "sort", "minPrice", "maxPrice", "action", "gclid", "fbclid"]);
const isKept = (name: string) => KEPT.has(name) || name.startsWith("utm_") || facetLabel(name) !== undefined;

/** Parameters that name an order or a shopper: a page whose address has one is not shown to vendors at all. */
const IDENTIFYING = new Set(["id", "redirect", "email", "phone", "token", "checkout_id"]);

export type AnalyticsPage = {
  /** Absolute address without its fragment and with only the kept parameters. */
  location: string;
  /** Path and kept parameters, e.g. `/search?query=trail`. */
  path: string;
  /** The real address carries an order or shopper identifier. */
  identifying: boolean;
};

export function analyticsPage(href: string): AnalyticsPage {
  const url = new URL(href);
  const names = [...new Set(url.searchParams.keys())];
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (isKept(name)) kept.append(name, value);
  const search = kept.size > 0 ? `?${kept}` : "";
  return {
    location: `${url.origin}${url.pathname}${search}`,
    path: `${url.pathname}${search}`,
    identifying: names.some((name) => IDENTIFYING.has(name)),
  };
}

/**
 * The referrer as analytics may see it: our own pages go through `analyticsPage`, another site's address is
 * cut to its origin (what our Referrer-Policy would let through anyway).
 */
export function analyticsReferrer(referrer: string, origin: string): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    return url.origin === origin ? analyticsPage(referrer).location : `${url.origin}/`;
  } catch {
    // Not an absolute address (about:blank, a privacy extension's placeholder): nothing worth sending.
    return "";
  }
}
