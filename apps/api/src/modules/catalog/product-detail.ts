import { sql } from "drizzle-orm";
import type { LinkedVariation, ProductDetail as Product } from "@shop/domain/contract/catalog";
import type { Queryable } from "../../db/client.js";
import { queryPrepared } from "../../db/prepared.js";
import { sizeNameAr } from "./facet-names.js";

/**
 * The product as the route sends it, except its category (the route looks up the primary one in the tree) and
 * its characteristics' Arabic names (the catalogue adds them from the facets' names).
 */
export type ProductDetail = Omit<
  Product,
  "category" | "articleTypeAr" | "genderAr" | "ageGroupAr" | "activityAr" | "attributesAr"
> & { primaryCategoryId: number | null };

/** A product with its variations, sizes and prices — no stock, which has its own uncached call. */
export async function getProductDetail(db: Queryable, id: number): Promise<ProductDetail | null> {
  const rows = await queryPrepared<Omit<ProductDetail, "title">>(db, "product-detail", sql`
    select p.id, p.title_fr as "titleFr", p.title_ar as "titleAr", p.description_fr as description,
           p.description_ar as "descriptionAr",
           p.article_type as "articleType", p.gender, p.age_group as "ageGroup", p.division, p.activity,
           p.attributes, p.price, p.promo_price as "promoPrice",
           (select pc.category_id from product_categories pc
             where pc.product_id = p.id and pc.is_primary limit 1) as "primaryCategoryId",
           coalesce((
             select json_agg(json_build_object(
                      'id', v.id, 'colorNo', v.color_no, 'colorName', v.color_name,
                      'colorNameAr', v.color_name_ar, 'colorHex', v.color_hex,
                      'searchColor', v.search_color, 'style', v.style, 'images', v.images,
                      'sizes', coalesce((select json_agg(json_build_object('size', s.size, 'sizeName', s.size,
                                                 'sizeNameAr', ${sizeNameAr("s.size")}, 'ean', s.ean,
                                                 'price', s.price, 'promoPrice', s.promo_price)
                                                 order by s.position, s.id)
                                           from skus s where s.variation_id = v.id), '[]'::json),
                      'linkedVariations', coalesce((select json_agg(json_build_object(
                                                 'productId', lv.product_id, 'colorNo', lv.color_no,
                                                 'colorName', lv.color_name,
                                                 'colorNameAr', lv.color_name_ar, 'title', lp.title_fr,
                                                 'titleAr', lp.title_ar,
                                                 'image', lv.images[1]))
                                           from variation_links l
                                           join variations lv on lv.id = l.linked_variation_id
                                           join products lp on lp.id = lv.product_id
                                          where l.variation_id = v.id), '[]'::json))
                    order by v.position, v.id)
               from variations v where v.product_id = p.id), '[]'::json) as variations
      from products p
     where p.id = ${id} and p.is_published`);
  const row = rows[0];
  return row ? { ...row, title: row.titleFr } : null;
}

/** Stock per EAN for every size of a product. */
export async function getProductStock(db: Queryable, id: number): Promise<Record<string, number> | null> {
  const rows = await queryPrepared<{ ean: string; stock: number }>(db, "product-stock", sql`
    select s.ean, s.stock
      from skus s join variations v on v.id = s.variation_id
      join products p on p.id = v.product_id
     where v.product_id = ${id} and p.is_published`);
  if (rows.length === 0) return null;
  return Object.fromEntries(rows.map((row) => [row.ean, row.stock]));
}

/** The variations sold with a colour (the « Ensemble »), with the SKU of the same size when it exists. */
export async function getLinkedVariations(
  db: Queryable,
  colorNo: string,
  size: string,
): Promise<LinkedVariation[] | null> {
  const result = await db.execute<LinkedVariation & { found: boolean }>(sql`
    select true as found, lv.product_id as "productId", lv.color_no as "colorNo", lv.color_name as "colorName",
           lv.color_name_ar as "colorNameAr", lp.title_fr as title, lp.title_ar as "titleAr", lv.images[1] as image,
           ls.size, ls.ean, ls.price, ls.promo_price as "promoPrice"
      from variations v
      join skus s on s.variation_id = v.id and s.size = ${size}
      left join variation_links l on l.variation_id = v.id
      left join variations lv on lv.id = l.linked_variation_id
      left join products lp on lp.id = lv.product_id
      left join skus ls on ls.variation_id = lv.id and ls.size = ${size}
     where v.color_no = ${colorNo}`);
  if (result.rows.length === 0) return null;
  return result.rows.filter((row) => row.colorNo !== null).map(({ found: _found, ...linked }) => linked);
}
