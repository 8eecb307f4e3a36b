import type { Offer } from "@shop/domain/contract/shop";
import { asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { oncePerHandle } from "../../db/prepared.js";
import { sizeNameAr } from "../catalog/facet-names.js";
import { offers, products, skus, variations } from "../../db/schema.js";

/**
 * Active offers, lowest threshold first, each with its gift variation in the shape the storefront reads
 * (snake_case fields of the spec's « Product variation (in offers) »).
 */
export async function listOffers(db: Queryable): Promise<Offer[]> {
  const rows = await activeOffers(db).execute();
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

// Read with every cart: planned once per connection (planning four joins took longer than running them), built
// once per handle.
const activeOffers = oncePerHandle((db) =>
  db
    .select({
      id: offers.id,
      title: offers.title,
      offerTitleAr: offers.titleAr,
      minOrderAmount: offers.minOrderAmount,
      discountType: offers.discountType,
      amount: offers.amount,
      skuId: skus.id,
      productId: products.id,
      colorNo: variations.colorNo,
      colorName: variations.colorName,
      colorNameAr: variations.colorNameAr,
      style: variations.style,
      image: sql<string | null>`${variations.images}[1]`,
      ean: skus.ean,
      size: skus.size,
      sizeAr: sql<string>`${sizeNameAr("skus.size")}`,
      price: skus.price,
      promoPrice: skus.promoPrice,
      stock: skus.stock,
      titleFr: products.titleFr,
      titleAr: products.titleAr,
    })
    .from(offers)
    .innerJoin(skus, eq(skus.id, offers.giftSkuId))
    .innerJoin(variations, eq(variations.id, skus.variationId))
    .innerJoin(products, eq(products.id, variations.productId))
    .where(eq(offers.isActive, true))
    .orderBy(asc(offers.minOrderAmount), asc(offers.id))
    .prepare("active-offers"),
);

/** An offer with its gift, as the storefront reads it. */
export type OfferWithGift = Offer;
