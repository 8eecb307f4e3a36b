import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../src/db/client.js";
import type { CartItem } from "@shop/domain/contract/cart";
import type { Offer } from "@shop/domain/contract/shop";
import type { Sku } from "./skus.js";

export type { CartItem } from "@shop/domain/contract/cart";
export type { Offer } from "@shop/domain/contract/shop";

/** Gives every offer's gift enough stock that each offer applies whenever its threshold is met; the offers. */
export async function offersWithGiftsInStock(app: FastifyInstance, db: Db): Promise<Offer[]> {
  await db.execute(sql`update skus set stock = 50 where id in (select gift_sku_id from offers)`);
  const reply = await app.inject({ method: "GET", url: "/api/offers" });
  return reply.json().offers;
}

/** The cart's line for a SKU. */
export const lineOf = (cart: { cartItems: CartItem[] }, sku: Sku) =>
  cart.cartItems.find((item) => item.colorNo === sku.colorNo && item.size === sku.size);
