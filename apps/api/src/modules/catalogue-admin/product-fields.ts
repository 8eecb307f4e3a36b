import type { ProductFields } from "@shop/domain/contract/admin-catalogue";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { shortText } from "./history-text.js";

/** The product's own columns as the form writes them (handle and categories apart). */
export function productColumns(fields: ProductFields) {
  return {
    titleFr: fields.titleFr,
    titleAr: fields.titleAr,
    descriptionFr: fields.descriptionFr,
    descriptionAr: fields.descriptionAr,
    seoTitleFr: fields.seoTitleFr,
    seoTitleAr: fields.seoTitleAr,
    seoDescriptionFr: fields.seoDescriptionFr,
    seoDescriptionAr: fields.seoDescriptionAr,
    gender: fields.facets.gender,
    ageGroup: fields.facets.ageGroup,
    articleType: fields.facets.articleType,
    division: fields.facets.division,
    activity: fields.facets.activity,
    attributes: fields.facets.attributes,
  };
}
export type ProductColumns = ReturnType<typeof productColumns>;

/** The columns as the history writes them, one key per field of the form (`attributes.<key>` per facet). */
export function historyTextOf(columns: ProductColumns): Record<string, string | null> {
  const { attributes, ...texts } = columns;
  return {
    ...Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, shortText(value)])),
    ...Object.fromEntries(Object.entries(attributes).map(([key, value]) => [`attributes.${key}`, shortText(value)])),
  };
}

/** The product's columns as stored, for the history's « before ». */
export async function readProductColumns(tx: Tx, productId: number): Promise<ProductColumns & { handle: string }> {
  const result = await tx.execute<ProductColumns & { handle: string }>(sql`
    select title_fr as "titleFr", title_ar as "titleAr", description_fr as "descriptionFr", description_ar as "descriptionAr",
           seo_title_fr as "seoTitleFr", seo_title_ar as "seoTitleAr", seo_description_fr as "seoDescriptionFr",
           seo_description_ar as "seoDescriptionAr", gender, age_group as "ageGroup", article_type as "articleType",
           division, activity, attributes, handle
      from products where id = ${productId}`);
  return result.rows[0]!;
}
