import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/client.js";
import type { Sku } from "./skus.js";

export type Offer = {
  id: number;
  minOrderAmount: number;
  discountType: "percentage" | "fixed";
  amount: number;
  giftSkuId: number;
  giftInStock: boolean;
  giftVariation: { price: number; promo_price: number | null; color_no: string; print_size_fr: string };
};

export type CartItem = {
  id: number;
  colorNo: string;
  size: string;
  quantity: number;
  price: number;
  promoPrice: number | null;
  itemTotalPrice: number;
};

/** Gives every offer's gift enough stock that each offer applies whenever its threshold is met; the offers. */
export async function offersWithGiftsInStock(app: FastifyInstance, db: Db): Promise<Offer[]> {
  await db.execute(sql`update skus set stock = 50 where id in (select gift_sku_id from offers)`);
  const reply = await app.inject({ method: "GET", url: "/api/offers" });
  return reply.json().offers;
}

/** The cart's line for a SKU. */
export const lineOf = (cart: { cartItems: CartItem[] }, sku: Sku) =>
  cart.cartItems.find((item) => item.colorNo === sku.colorNo && item.size === sku.size);
