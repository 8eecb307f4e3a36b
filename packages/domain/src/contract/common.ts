/**
 * Pieces every resource of the API shares: its one error body, integer ids and page numbers in paths and
 * queries, and the fields of a page of results.
 */
import { z } from "zod";

/**
 * The API's one error shape, French messages; `fields` maps a dotted field path to its message; `redirect`, on a
 * 404 of something gone for good, is the storefront's path where it now leads (an archived product: its primary
 * category's page, `/categorie/<slugs>`, code `PRODUCT_ARCHIVED`).
 */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    redirect: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** The error answers most routes may give, for the OpenAPI document. */
export const errorResponses = { 400: ApiErrorBodySchema, 404: ApiErrorBodySchema, 500: ApiErrorBodySchema };

/** Integer ids in paths and queries: digits only, so '12abc' or '-1' is a 400, never a 500. */
export const IdSchema = z.coerce
  .number({ error: "Identifiant invalide" })
  .int({ error: "Identifiant invalide" })
  .positive({ error: "Identifiant invalide" })
  .max(2_147_483_647, { error: "Identifiant invalide" });

/** A path with one integer id (`/…/:id`). */
export const IdParamsSchema = z.object({ id: IdSchema });

export const PageOffsetSchema = z.coerce
  .number({ error: "Page invalide" })
  .int({ error: "Page invalide" })
  .min(0, { error: "Page invalide" })
  .max(10_000, { error: "Page invalide" })
  .default(0);

/** The fields that say where a page of results sits in the whole list. */
export const pageFields = {
  total: z.number(),
  pageOffset: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
};

/** `GET /api/health`. */
export const HealthSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });
export type Health = z.infer<typeof HealthSchema>;
/** Liveness: the process answers, without asking the database. */
export const LiveSchema = z.object({ status: z.literal("ok") });
