/**
 * Core Web Vitals' rules, without zod (the storefront's reporter imports them): the figures kept, the page types,
 * Google's thresholds and the page type of a path. The API contract is in ./contract/vitals.ts.
 */
export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_PAGES = ["home", "category", "product", "search", "cart", "checkout", "other"] as const;
export type VitalPage = (typeof VITAL_PAGES)[number];

/** What `navigator.connection.effectiveType` may say. */
export const VITAL_CONNECTIONS = ["slow-2g", "2g", "3g", "4g"] as const;

/**
 * Google's thresholds: at or under the first, good; at or under the second, needs improvement; over it, poor.
 * Times in ms, CLS without unit.
 */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

/** The largest value kept for each: past it a figure says more about a broken clock than about the page. */
export const VITAL_MAXIMUMS: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 10, TTFB: 120_000 };

export type VitalRating = "good" | "needs-improvement" | "poor";

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** The page's type from its path (the Arabic storefront's `/ar` prefix left out). */
export function vitalPageOf(pathname: string): VitalPage {
  const path = pathname.replace(/^\/ar(?=\/|$)/, "") || "/";
  if (path === "/") return "home";
  if (path.startsWith("/categorie/")) return "category";
  if (path.startsWith("/produit/")) return "product";
  if (path === "/search" || path.startsWith("/search/")) return "search";
  if (path === "/cart") return "cart";
  if (path === "/checkout" || path.startsWith("/checkout/")) return "checkout";
  return "other";
}
