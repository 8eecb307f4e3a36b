/**
 * Real shoppers' Core Web Vitals (decision 0076): the storefront sends a sample of visits' LCP, INP, CLS and TTFB
 * with the page's type and the connection's effective type, nothing that names the visitor, to `POST /api/vitals`;
 * the back office reads the 75th percentile per page type from `GET /api/admin/vitals`.
 */
import { z } from "zod";
import { VITAL_CONNECTIONS, VITAL_MAXIMUMS, VITAL_NAMES, VITAL_PAGES } from "../vitals";

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
