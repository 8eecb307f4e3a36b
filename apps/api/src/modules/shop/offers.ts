import type { Offer } from "@shop/domain/contract/shop";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { sizeNameAr } from "../catalog/facet-names.js";

/**
 * Active offers, lowest threshold first, each with its gift variation in the shape the storefront reads
 * (snake_case fields of the spec's « Product variation (in offers) »).
 */
export async function listOffers(db: Queryable): Promise<Offer[]> {
  return toOffers(await activeOffers(db, {}));
}

/** A row of `ACTIVE_OFFER_ROWS`. */
export type OfferRow = {
  id: number;
  title: string;
  offerTitleAr: string;
  minOrderAmount: number;
  discountType: Offer["discountType"];
  amount: number;
  skuId: number;
  productId: number;
  colorNo: string;
  colorName: string;
  colorNameAr: string;
  style: string;
  image: string | null;
  ean: string;
  size: string;
  sizeAr: string;
  price: number;
  promoPrice: number | null;
  stock: number;
  titleFr: string;
  titleAr: string;
};

/**
 * The active offers with their gift, lowest threshold first: read alone (`listOffers`), or as a JSON array inside
 * the statement that reads a cart (cart-lines.ts), whose rows have the same fields. An offer whose gift's product
 * is not published (a draft, archived) is not offered at all: shoppers never see that product. A gift size the
 * merchant switched off has no stock (the offer waits, as for a gift sold out). An offer outside its window (start
 * included, end excluded, by the database's clock) is not offered either.
 */
export const ACTIVE_OFFER_ROWS = sql`
  select o.id, o.title, o.title_ar as "offerTitleAr", o.min_order_amount as "minOrderAmount",
         o.discount_type as "discountType", o.amount, s.id as "skuId", p.id as "productId", v.color_no as "colorNo",
         v.color_name as "colorName", v.color_name_ar as "colorNameAr", v.style, v.images[1] as image, s.ean,
         s.size, ${sizeNameAr("s.size")} as "sizeAr", s.price, s.promo_price as "promoPrice",
         case when s.is_active then s.stock else 0 end as stock, p.title_fr as "titleFr", p.title_ar as "titleAr"
    from offers o
    join skus s on s.id = o.gift_sku_id
    join variations v on v.id = s.variation_id
    join products p on p.id = v.product_id
   where o.is_active and p.is_published
     and (o.starts_at is null or o.starts_at <= now()) and (o.ends_at is null or o.ends_at > now())
   order by o.min_order_amount, o.id`;

// Read with every cart: planned once per connection (planning four joins took longer than running them).
const activeOffers = preparedStatement<OfferRow>("active-offers", () => ACTIVE_OFFER_ROWS);

/** The offers of rows read from `ACTIVE_OFFER_ROWS`, in the shape the storefront reads. */
export function toOffers(rows: readonly OfferRow[]): Offer[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    titleAr: row.offerTitleAr,
    minOrderAmount: row.minOrderAmount,
    discountType: row.discountType,
    amount: row.amount,
    giftSkuId: row.skuId,
    giftInStock: row.stock > 0,
    giftVariation: {
      product_id: row.productId,
      color_no: row.colorNo,
      color_name: row.colorName,
      color_name_ar: row.colorNameAr,
      ean: row.ean,
      print_size_fr: row.size,
      print_size_ar: row.sizeAr,
      style: row.style,
      price: row.price,
      promo_price: row.promoPrice,
      colorImage: { fv_url: row.image },
      product: { title_fr: row.titleFr, title_ar: row.titleAr },
    },
  }));
}

/** An offer with its gift, as the storefront reads it. */
export type OfferWithGift = Offer;
