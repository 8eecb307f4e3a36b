import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/errors.js";
import type { CartOwner } from "../cart/cart-lines.js";

const ownerCondition = (owner: CartOwner) =>
  "userId" in owner ? sql`w.user_id = ${owner.userId}` : sql`w.session_id = ${owner.sessionId}`;

/**
 * The owner's wishlist, newest first, with each colour's first image and current price: that of its cheapest size,
 * as its product page and its card show it (decision 0011). Only colours of published products: one archived or
 * back to draft leaves the list (and comes back with its product). A size switched off is not in stock.
 */
export async function getWishlist(db: Queryable, owner: CartOwner | null) {
  if (!owner) return { wishlistItems: [], count: 0 };
  const result = await db.execute<{
    id: number;
    productId: number;
    colorNo: string;
    colorName: string;
    colorNameAr: string;
    title: string;
    titleAr: string;
    price: number;
    promoPrice: number | null;
    image: string | null;
    inStock: boolean;
  }>(sql`
    select w.id, v.product_id as "productId", v.color_no as "colorNo", v.color_name as "colorName",
           v.color_name_ar as "colorNameAr", p.title_fr as title, p.title_ar as "titleAr", coalesce(k.price, p.price) as price,
           case when k.price is null then p.promo_price else k.promo_price end as "promoPrice", v.images[1] as image,
           exists (select 1 from skus s where s.variation_id = v.id and s.stock > 0 and s.is_active) as "inStock"
      from wishlist_items w
      join variations v on v.id = w.variation_id
      join products p on p.id = v.product_id
      left join lateral (select s.price, s.promo_price from skus s where s.variation_id = v.id
                          order by coalesce(s.promo_price, s.price), s.position, s.id limit 1) k on true
     where ${ownerCondition(owner)} and p.is_published
     order by w.id desc`);
  return { wishlistItems: result.rows, count: result.rows.length };
}

/**
 * Adds or removes a product colour; adding twice or removing a missing item changes nothing. Only a colour of a
 * published product can be added (another is unknown to shoppers); any can be removed.
 */
export async function updateWishlist(db: Queryable, owner: CartOwner, colorNo: string, action: "add" | "remove") {
  const found = await db.execute<{ id: number }>(sql`
    select v.id from variations v join products p on p.id = v.product_id
     where v.color_no = ${colorNo} and ${action === "add" ? sql`p.is_published` : sql`true`}`);
  const variationId = found.rows[0]?.id;
  if (variationId === undefined) throw notFound(M.productNotFound);
  if (action === "add") {
    const [userId, sessionId] = "userId" in owner ? [owner.userId, null] : [null, owner.sessionId];
    await db.execute(sql`
      insert into wishlist_items (user_id, session_id, variation_id)
      values (${userId}, ${sessionId}, ${variationId}) on conflict do nothing`);
  } else {
    await db.execute(sql`delete from wishlist_items w where ${ownerCondition(owner)} and w.variation_id = ${variationId}`);
  }
}

/** Moves a guest's wishlist into the account's at login (items already there are kept once). */
export async function mergeGuestWishlist(db: Queryable, sessionId: string, userId: string): Promise<void> {
  await db.execute(sql`
    insert into wishlist_items (user_id, variation_id)
    select ${userId}, variation_id from wishlist_items where session_id = ${sessionId}
    on conflict do nothing`);
  await db.execute(sql`delete from wishlist_items where session_id = ${sessionId}`);
}
