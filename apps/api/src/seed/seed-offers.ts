import { formatMoney } from "@shop/domain/money";
import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { offers, products, skus, variations } from "../db/schema/catalog.js";
import type { SeedWriter } from "./seed-db.js";

type Gift = { id: number; price: number; articleType: string };

const FREE_TITLES: Record<string, { fr: string; ar: string }> = {
  Chaussettes: { fr: "Un lot de chaussettes offert", ar: "طقم جوارب هدية" },
  Casquette: { fr: "Une casquette offerte", ar: "قبعة هدية" },
};

/** The first adult SKU of an article type with plenty of stock and no promotion, lowest id first. */
async function findGift(db: SeedWriter, articleType: string | null): Promise<Gift | undefined> {
  const [gift] = await db
    .select({ id: skus.id, price: skus.price, articleType: products.articleType })
    .from(skus)
    .innerJoin(variations, eq(variations.id, skus.variationId))
    .innerJoin(products, eq(products.id, variations.productId))
    .where(
      and(
        gte(skus.stock, 10),
        isNull(skus.promoPrice),
        eq(products.ageGroup, "Adultes"),
        articleType === null ? undefined : eq(products.articleType, articleType),
      ),
    )
    .orderBy(asc(skus.id))
    .limit(1);
  return gift;
}

/**
 * Three offers at rising thresholds, each with a gift in stock: socks and a cap for free, then a fixed
 * discount on a backpack. A small catalogue without such articles falls back to any SKU in stock.
 */
export async function seedOffers(db: SeedWriter): Promise<number> {
  const socks = (await findGift(db, "Chaussettes")) ?? (await findGift(db, null));
  const cap = (await findGift(db, "Casquette")) ?? socks;
  const bag = (await findGift(db, "Sac à dos")) ?? cap;
  if (!socks || !cap || !bag) return 0;
  const discount = Math.min(2000, Math.floor(bag.price / 200) * 100);
  const free = (gift: Gift) => FREE_TITLES[gift.articleType] ?? { fr: "Un cadeau offert", ar: "هدية مجانية" };
  const isBag = bag.articleType === "Sac à dos";
  const bagName = isBag ? "un sac à dos" : "votre cadeau";
  await db.insert(offers).values([
    {
      title: free(socks).fr,
      titleAr: free(socks).ar,
      minOrderAmount: 8000,
      giftSkuId: socks.id,
      discountType: "percentage",
      amount: 100,
    },
    {
      title: free(cap).fr,
      titleAr: free(cap).ar,
      minOrderAmount: 15000,
      giftSkuId: cap.id,
      discountType: "percentage",
      amount: 100,
    },
    {
      title: `${formatMoney(discount)} de remise sur ${bagName}`,
      titleAr: `تخفيض ${formatMoney(discount, "ar")} على ${isBag ? "حقيبة ظهر" : "هديتك"}`,
      minOrderAmount: 25000,
      giftSkuId: bag.id,
      discountType: "fixed",
      amount: discount,
    },
  ]);
  return 3;
}
