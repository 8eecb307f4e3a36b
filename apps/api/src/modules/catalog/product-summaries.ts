import { colourPrice, pickCardColour, type PricePair } from "@shop/domain/pricing";
import type { ProductSummary, ProductVariationSummary } from "@shop/domain/contract/catalog";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";

type VariationRow = Omit<ProductVariationSummary, keyof PricePair | "priceVaries"> & { sizes: PricePair[] | null };
type Row = Omit<ProductSummary, "title" | "colorCount" | "variations"> & {
  variations: VariationRow[] | null;
};

/**
 * Product cards for the given ids, in the order of the ids (missing ids are skipped). A card shows one image of
 * a colour, so each variation carries its first image only: listings stay light to send. Each colour carries the
 * price of its cheapest size, as its product page first shows it; the product's own pair is its cheapest
 * colour's, the lowest price (decision 0011). The product index sorts and filters on the same prices.
 */
export async function getProductSummaries(db: Queryable, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await productCards(db, { ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    // A colour without sizes (none in the seed) keeps the product's stored prices, as the index does.
    const fallback = { price: row.price, promoPrice: row.promoPrice, priceVaries: false };
    const variations = (row.variations ?? []).map(({ sizes, ...variation }) => ({
      ...variation,
      ...(colourPrice(sizes ?? []) ?? fallback),
    }));
    const cheapest = pickCardColour(variations)?.variation ?? fallback;
    return [
      {
        ...row,
        title: row.titleFr,
        price: cheapest.price,
        promoPrice: cheapest.promoPrice,
        colorCount: variations.length,
        variations,
      },
    ];
  });
}

const productCards = preparedStatement<Row>("product-cards", (value) => sql`
    select p.id, p.title_fr as "titleFr", p.title_ar as "titleAr", p.article_type as "articleType",
           coalesce((select n.name_ar from facet_value_names n
                      where n.facet = 'articleType' and n.value = p.article_type), '') as "articleTypeAr",
           p.price, p.promo_price as "promoPrice",
           (select json_agg(json_build_object('colorNo', v.color_no, 'colorName', v.color_name,
                                              'colorNameAr', v.color_name_ar,
                                              'colorHex', v.color_hex, 'searchColor', v.search_color,
                                              'images', v.images[1:1],
                                              'sizes', (select json_agg(json_build_object('price', s.price,
                                                                                          'promoPrice', s.promo_price)
                                                                        order by s.position, s.id)
                                                          from skus s where s.variation_id = v.id))
                            order by v.position, v.id)
              from variations v where v.product_id = p.id) as variations
      from products p
     where p.id = any(${value("ids")}::int[]) and p.is_published`);
