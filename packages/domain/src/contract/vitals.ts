/**
 * Real shoppers' Core Web Vitals (decision 0076): the storefront sends a sample of visits' LCP, INP, CLS and TTFB
 * with the page's type and the connection's effective type, nothing that names the visitor, to `POST /api/vitals`;
 * the back office reads the 75th percentile per page type from `GET /api/admin/vitals`.
 */
import { z } from "zod";

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

export const VitalMetricSchema = z
  .strictObject({
    name: z.enum(VITAL_NAMES, { error: "Mesure inconnue." }),
    value: z.number({ error: "Valeur invalide." }).finite().min(0, { error: "Valeur invalide." }),
  })
  .refine((metric) => metric.value <= VITAL_MAXIMUMS[metric.name], {
    error: "Valeur hors limites.",
    path: ["value"],
  });

/** One beacon: the figures of one page view (each name at most once). */
export const VitalsReportSchema = z
  .strictObject({
    page: z.enum(VITAL_PAGES, { error: "Type de page inconnu." }),
    connection: z.enum(VITAL_CONNECTIONS, { error: "Type de connexion inconnu." }).optional(),
    metrics: z
      .array(VitalMetricSchema)
      .min(1, { error: "Aucune mesure." })
      .max(VITAL_NAMES.length, { error: "Trop de mesures." }),
  })
  .refine((report) => new Set(report.metrics.map((metric) => metric.name)).size === report.metrics.length, {
    error: "Une mesure est en double.",
    path: ["metrics"],
  });
export type VitalsReport = z.infer<typeof VitalsReportSchema>;

/** A beacon's answer: 204, no body. */
export const VitalsAcceptedSchema = z.null();

const VitalSummarySchema = z.object({ p75: z.number(), count: z.number().int(), rating: z.enum(["good", "needs-improvement", "poor"]) });

export const VitalsPageRowSchema = z.object({
  page: z.enum(VITAL_PAGES),
  LCP: VitalSummarySchema.nullable(),
  INP: VitalSummarySchema.nullable(),
  CLS: VitalSummarySchema.nullable(),
  TTFB: VitalSummarySchema.nullable(),
});
export type VitalsPageRow = z.infer<typeof VitalsPageRowSchema>;

/** The 75th percentile per page type over the last 7 and 28 days (pages with no figure left out). */
export const AdminVitalsSchema = z.object({
  windows: z.array(z.object({ days: z.number().int(), pages: z.array(VitalsPageRowSchema) })),
});
export type AdminVitals = z.infer<typeof AdminVitalsSchema>;
