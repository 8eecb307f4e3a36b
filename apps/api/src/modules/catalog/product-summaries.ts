import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

export type VariationSummary = { colorNo: string; colorName: string; colorHex: string; images: string[] };

export type ProductSummary = {
  id: number;
  title: string;
  titleFr: string;
  titleAr: string;
  articleType: string;
  price: number;
  promoPrice: number | null;
  colorCount: number;
  variations: VariationSummary[];
};

type Row = Omit<ProductSummary, "title" | "colorCount"> & { variations: VariationSummary[] | null };

/**
 * Product cards for the given ids, in the order of the ids (missing ids are skipped). A card shows one image of
 * a colour, so each variation carries its first image only: listings stay light to send.
 */
export async function getProductSummaries(db: Queryable, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<Row>(sql`
    select p.id, p.title_fr as "titleFr", p.title_ar as "titleAr", p.article_type as "articleType",
           p.price, p.promo_price as "promoPrice",
           (select json_agg(json_build_object('colorNo', v.color_no, 'colorName', v.color_name,
                                              'colorHex', v.color_hex, 'images', v.images[1:1])
                            order by v.position, v.id)
              from variations v where v.product_id = p.id) as variations
      from products p
     where p.id = any(${sql.param(ids)}::int[]) and p.is_published`);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const variations = row.variations ?? [];
    return [{ ...row, title: row.titleFr, colorCount: variations.length, variations }];
  });
}
