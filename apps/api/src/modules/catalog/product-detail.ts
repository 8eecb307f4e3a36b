import { sql } from "drizzle-orm";
import type { LinkedVariation } from "@shop/domain/contract/catalog";
import type { Queryable } from "../../db/client.js";
import { batchedRead } from "../../db/batched-read.js";

/**
 * The stock answer of a product (`StockResponse`: stock per EAN for every size) as JSON, built by PostgreSQL in one
 * row: a product's 20 to 40 sizes are neither parsed into objects nor serialised again. A size the merchant
 * switched off is not sold: its stock reads 0. Null when the product is not published.
 */
export async function getProductStockJson(db: Queryable, id: number): Promise<string | null> {
  const [row] = await stockJson(db, id);
  return row?.json ?? null;
}

// The products asked for together are read in one statement (see batchedRead).
const stockJson = batchedRead<number, { key: number; json: string }>("product-stock-json", (value) => sql`
    select v.product_id as key,
           json_build_object('stock', json_object_agg(s.ean, case when s.is_active then s.stock else 0 end))::text as json
      from skus s join variations v on v.id = s.variation_id
      join products p on p.id = v.product_id
     where v.product_id = any(${value("keys")}::int[]) and p.is_published
     group by v.product_id`);

/**
 * The variations sold with a colour (the « Ensemble »), with the SKU of the same size when it exists: those of
 * published products only, and only for a colour of a published product (null otherwise, as for an unknown colour).
 */
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
      join products p on p.id = v.product_id and p.is_published
      join skus s on s.variation_id = v.id and s.size = ${size}
      left join (variation_links l
                 join variations lv on lv.id = l.linked_variation_id
                 join products lp on lp.id = lv.product_id and lp.is_published) on l.variation_id = v.id
      left join skus ls on ls.variation_id = lv.id and ls.size = ${size}
     where v.color_no = ${colorNo}`);
  if (result.rows.length === 0) return null;
  return result.rows.filter((row) => row.colorNo !== null).map(({ found: _found, ...linked }) => linked);
}
