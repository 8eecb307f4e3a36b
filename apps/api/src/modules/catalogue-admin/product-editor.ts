import { isoToAlgiersLocal } from "@shop/domain/catalogue";
import { CATALOGUE_MESSAGES as M } from "@shop/domain/catalogue-messages";
import type { EditorColour, ProductEditor } from "@shop/domain/contract/admin-catalogue";
import type { ProductStatus } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import { chosenCategories, listedCategories, loadCategories } from "./product-categories.js";

type ProductRow = Omit<ProductEditor, "categoryIds" | "primaryCategoryId" | "facets" | "colours" | "createdAt" | "updatedAt"> & {
  status: ProductStatus;
  gender: string;
  ageGroup: string;
  articleType: string;
  division: string;
  activity: string;
  attributes: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
};
type ColourRow = Omit<EditorColour, "pictures" | "skus" | "links"> & { images: string[]; imageAlts: { fr: string; ar: string }[] };
type SkuRow = Omit<EditorSku, "promoStart" | "promoEnd"> & { colourId: number; promoStart: Date | null; promoEnd: Date | null };
type EditorSku = EditorColour["skus"][number];
type LinkRow = EditorColour["links"][number] & { fromId: number };

const local = (at: Date | null) => (at === null ? null : isoToAlgiersLocal(new Date(at).toISOString()));

/**
 * A product as the editor loads it, whatever its status: its fields, the categories the merchant chose (not the
 * ancestors added for the category pages) and its primary one, its colours with their pictures, sizes (promo dates in
 * Algiers time, as the form's fields take them) and « Ensemble » links. 404 when there is no such product.
 */
export async function getProductEditor(db: Queryable, productId: number): Promise<ProductEditor> {
  const found = await db.execute<ProductRow>(sql`
    select id, revision, status, handle, title_fr as "titleFr", title_ar as "titleAr", description_fr as "descriptionFr",
           description_ar as "descriptionAr", seo_title_fr as "seoTitleFr", seo_title_ar as "seoTitleAr",
           seo_description_fr as "seoDescriptionFr", seo_description_ar as "seoDescriptionAr", gender, age_group as "ageGroup",
           article_type as "articleType", division, activity, attributes, created_at as "createdAt",
           updated_at as "updatedAt", updated_by_name as "updatedBy"
      from products where id = ${productId}`);
  const product = found.rows[0];
  if (!product) throw notFound(M.productNotFound);
  const colours = await db.execute<ColourRow>(sql`
    select id, color_no as "colorNo", color_name as "nameFr", color_name_ar as "nameAr", color_hex as hex,
           search_color as "searchColor", images, image_alts as "imageAlts"
      from variations where product_id = ${productId} order by position, id`);
  const ids = sql.param(colours.rows.map((colour) => colour.id));
  const sizes = await db.execute<SkuRow>(sql`
    select variation_id as "colourId", id, size, ean, sku, price, planned_promo_price as "promoPrice",
           promo_start as "promoStart", promo_end as "promoEnd", promo_price is not null as "promoInForce", stock,
           is_active as active
      from skus where variation_id = any(${ids}::int[]) order by position, id`);
  const links = await db.execute<LinkRow>(sql`
    select l.variation_id as "fromId", v.id as "colourId", v.product_id as "productId", p.title_fr as title,
           v.color_no as "colorNo", v.color_name as "colourName", v.images[1] as picture
      from variation_links l join variations v on v.id = l.linked_variation_id join products p on p.id = v.product_id
     where l.variation_id = any(${ids}::int[]) order by p.title_fr, v.position, v.id`);
  const { listed, primaryId } = await listedCategories(db, productId);
  const { gender, ageGroup, articleType, division, activity, attributes, createdAt, updatedAt, ...fields } = product;
  return {
    ...fields,
    categoryIds: chosenCategories(listed, primaryId, await loadCategories(db)),
    primaryCategoryId: primaryId,
    facets: { gender, ageGroup, articleType, division, activity, attributes },
    colours: colours.rows.map(({ images, imageAlts, ...colour }) => ({
      ...colour,
      pictures: images.map((url, index) => ({
        url,
        altFr: imageAlts[index]?.fr ?? "",
        altAr: imageAlts[index]?.ar ?? "",
        width: null,
        height: null,
      })),
      skus: sizes.rows
        .filter((sku) => sku.colourId === colour.id)
        .map(({ colourId: _colourId, promoStart, promoEnd, ...sku }) => ({ ...sku, promoStart: local(promoStart), promoEnd: local(promoEnd) })),
      links: links.rows.filter((link) => link.fromId === colour.id).map(({ fromId: _fromId, ...link }) => link),
    })),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
}
