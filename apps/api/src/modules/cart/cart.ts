import { API_MESSAGES as M, formatMessage } from "@shop/domain/api-messages";
import { CART_LINES_REMOVED } from "@shop/domain/cart";
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE, type Locale } from "@shop/domain/constants";
import type { Cart, CartUpdateBody } from "@shop/domain/contract/cart";
import { translateMessage } from "@shop/domain/messages-ar";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import { listOffers, toOffers, type OfferWithGift } from "../shop/offers.js";
import {
  findCartId,
  getOrCreateCartId,
  loadOwnerCart,
  loadSessionCart,
  type CartLineRow,
  type CartOwner,
} from "./cart-lines.js";
import { priceCart } from "./price-cart.js";

export type CartUpdate = CartUpdateBody;

/**
 * The cart priced with its lines still on sale. The lines that are not (their product archived or back to draft,
 * their size switched off) are deleted first, and the cart says so in `notice`, in the shopper's language: the cart
 * and the checkout show it. When every line is on sale (all but always), nothing more is written or read.
 */
async function priceLinesOnSale(
  db: Queryable,
  cart: { cartId: number; lines: CartLineRow[] },
  offers: OfferWithGift[],
  locale: Locale,
): Promise<Cart> {
  const gone = cart.lines.filter((line) => !line.available);
  if (gone.length === 0) return priceCart(cart.cartId, cart.lines, offers);
  const ids = gone.map((line) => line.id);
  await db.execute(sql`delete from cart_items where cart_id = ${cart.cartId} and id = any(${sql.param(ids)}::int[])`);
  const message = gone.length === 1 ? M.cartLineRemoved : formatMessage(M.cartLinesRemoved, { count: gone.length });
  const priced = priceCart(cart.cartId, cart.lines.filter((line) => line.available), offers);
  return { ...priced, notice: { code: CART_LINES_REMOVED, message: translateMessage(message, locale) } };
}

/** The owner's priced cart, or null when they have none (the API answers 404, read as an empty cart). */
export async function getCart(db: Queryable, owner: CartOwner, locale: Locale = "fr") {
  // Offers are read with the lines (in parallel): a gift that just sold out disappears at once.
  const [cart, offers] = await Promise.all([loadOwnerCart(db, owner), listOffers(db)]);
  return cart && priceLinesOnSale(db, cart, offers, locale);
}

/**
 * The session whose token hashes to `tokenHash` with its owner's priced cart (null when the owner has none), read in
 * one round trip (`loadSessionCart`); null when the token opens no session.
 */
export async function getSessionCart(db: Queryable, tokenHash: string, locale: Locale = "fr") {
  const found = await loadSessionCart(db, tokenHash);
  if (!found) return null;
  const { session, cart } = found;
  return { session, cart: cart && (await priceLinesOnSale(db, cart, toOffers(cart.offers), locale)) };
}

/**
 * Sets a line to `quantity` (mode "set"; 0 deletes it) or adds `quantity` to it (mode "add": the addition
 * happens inside the upsert statement, so two tabs adding at once lose nothing). The quantity is capped by the
 * stock and by the per-line maximum in that same statement; a capped update still succeeds and says so in
 * `notice`. Each statement is atomic on its own, so no transaction (and its two extra round trips) is needed.
 */
export async function updateCartLine(db: Queryable, owner: CartOwner, update: CartUpdate, locale: Locale = "fr") {
  const sku = await findSku(db, update.colorNo, update.size);
  const cartId = await getOrCreateCartId(db, owner);
  let notice: { code: string; message: string } | null = null;
  if (update.mode === "set" && update.quantity === 0) {
    await db.execute(sql`delete from cart_items where cart_id = ${cartId} and sku_id = ${sku.id}`);
  } else {
    const cap = Math.min(sku.stock, MAX_QUANTITY_PER_LINE);
    if (cap === 0) throw new AppError(409, "OUT_OF_STOCK", M.sizeSoldOut, { size: M.sizeSoldOut });
    const wanted = update.mode === "add" ? sql`cart_items.quantity + excluded.quantity` : sql`excluded.quantity`;
    // A new line only while the cart holds fewer than MAX_CART_LINES: checked in the same statement.
    const result = await db.execute<{ quantity: number; previous: number | null }>(sql`
      insert into cart_items (cart_id, sku_id, quantity)
      select ${cartId}, ${sku.id}, ${Math.min(update.quantity, cap)}
       where exists (select 1 from cart_items where cart_id = ${cartId} and sku_id = ${sku.id})
          or (select count(*) from cart_items where cart_id = ${cartId}) < ${MAX_CART_LINES}
      on conflict (cart_id, sku_id) do update set quantity = least(${wanted}, ${cap})
      returning quantity,
        (select quantity from cart_items where cart_id = ${cartId} and sku_id = ${sku.id}) as previous`);
    const row = result.rows[0];
    if (!row) throw cartFull();
    const requested = update.mode === "add" ? (row.previous ?? 0) + update.quantity : update.quantity;
    if (requested > row.quantity) notice = capNotice(row.quantity, sku.stock);
  }
  const cart = (await getCart(db, owner, locale))!;
  return notice ? { ...cart, notice } : cart;
}

export const CART_FULL_MESSAGE = formatMessage(M.cartFull, { max: MAX_CART_LINES });

const cartFull = () => new AppError(409, "CART_FULL", CART_FULL_MESSAGE);

function capNotice(quantity: number, stock: number) {
  const message =
    quantity >= stock
      ? `Il ne reste que ${stock} article${stock > 1 ? "s" : ""} en stock pour cette taille : quantité ajustée à ${quantity}.`
      : `La quantité est limitée à ${MAX_QUANTITY_PER_LINE} par article.`;
  return { code: "QUANTITY_CAPPED", message };
}

/** A size of a published product, by colour and size; one the merchant switched off has no stock to sell. */
async function findSku(db: Queryable, colorNo: string, size: string) {
  const result = await db.execute<{ id: number; stock: number }>(sql`
    select s.id, case when s.is_active then s.stock else 0 end as stock
      from skus s join variations v on v.id = s.variation_id join products p on p.id = v.product_id and p.is_published
     where v.color_no = ${colorNo} and s.size = ${size}`);
  const sku = result.rows[0];
  if (!sku) throw notFound(M.skuNotFound);
  return sku;
}

/**
 * Moves a guest's cart into the account's cart at login: quantities are added, capped by stock and the
 * per-line maximum, and the guest cart is removed.
 */
export async function mergeGuestCart(db: Queryable, sessionId: string, userId: string): Promise<void> {
  const guestCartId = await findCartId(db, { sessionId });
  if (guestCartId === null) return;
  const userCartId = await getOrCreateCartId(db, { userId });
  await db.execute(sql`
    insert into cart_items (cart_id, sku_id, quantity)
    select ${userCartId}, g.sku_id, least(g.quantity, s.stock, ${MAX_QUANTITY_PER_LINE})
      from cart_items g join skus s on s.id = g.sku_id
      join variations v on v.id = s.variation_id join products p on p.id = v.product_id
     where g.cart_id = ${guestCartId} and s.stock > 0 and s.is_active and p.is_published
    on conflict (cart_id, sku_id) do update
      set quantity = least(cart_items.quantity + excluded.quantity,
                           (select stock from skus where id = excluded.sku_id), ${MAX_QUANTITY_PER_LINE})`);
  await db.execute(sql`delete from carts where id = ${guestCartId}`);
}
