/**
 * What the catalogue editor reads beside a product: its history (`GET /api/admin/products/:id/history`), the
 * shop-wide price log (`GET /api/admin/price-changes`) and the values the product form offers for each filter
 * (`GET /api/admin/catalogue/facets`).
 */
import { z } from "zod";
import { PageSchema, PageSizeSchema } from "./admin-common";

/**
 * A product's history, one row per field a save changed (`before` → `after` as the back office shows them). `field`:
 * `created`; a product field's key (`titleFr`, `handle`, `seoDescriptionAr`…), `categories`, `primaryCategory`, a facet
 * (`gender`, `ageGroup`, `articleType`, `division`, `activity`, `attributes.<key>`); `status`; `colour.added`,
 * `colour.removed`, `colour.<colorNo>.<colorNo|nameFr|nameAr|hex|searchColor|links>`, `pictures`; `size.added`, `size.removed`,
 * `size.<colorNo>.<size>.<size|ean|sku|price|promoPrice|promoStart|promoEnd|stock|active>`.
 */
export const ProductHistorySchema = z.object({
  events: z.array(
    z.object({
      id: z.number(),
      revision: z.number(),
      field: z.string(),
      before: z.string().nullable(),
      after: z.string().nullable(),
      actor: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ProductHistory = z.infer<typeof ProductHistorySchema>;

export const PriceChangesQuerySchema = z.object({ page: PageSchema, pageSize: PageSizeSchema });
export const PriceChangesSchema = z.object({
  changes: z.array(
    z.object({
      id: z.number(),
      productId: z.number().nullable(),
      label: z.string(),
      priceBefore: z.number().nullable(),
      priceAfter: z.number().nullable(),
      promoBefore: z.number().nullable(),
      promoAfter: z.number().nullable(),
      source: z.enum(["editor", "bulk", "import"]),
      actor: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PriceChanges = z.infer<typeof PriceChangesSchema>;

/** The choices the product form offers for each facet: the values the catalogue already uses, most used first. */
export const FacetChoicesSchema = z.object({ facets: z.record(z.string(), z.array(z.string())) });
export type FacetChoices = z.infer<typeof FacetChoicesSchema>;
