import type { Session } from "../accounts/sessions.js";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import { sizeNameAr } from "../catalog/facet-names.js";

export type CartOwner = { userId: string } | { sessionId: string };

/** Whose cart (and wishlist) a session works on: the account's once signed in, else the session's own. */
export const ownerOf = (session: Pick<Session, "id" | "userId">): CartOwner =>
  session.userId ? { userId: session.userId } : { sessionId: session.id };

export type CartLineRow = {
  id: number;
  skuId: number;
  productId: number;
  colorNo: string;
  size: string;
  sizeName: string;
  sizeNameAr: string;
  quantity: number;
  price: number;
  promoPrice: number | null;
  image: string | null;
  title: string;
  titleAr: string;
  colorName: string;
  colorNameAr: string;
  ean: string;
  stock: number;
  /** The 'Ensemble' badge (spec §2): a variation sold with this colour exists in this line's size. */
  hasLinkedVariation: boolean;
};

export const ownerCondition = (owner: CartOwner) =>
  "userId" in owner ? sql`c.user_id = ${owner.userId}` : sql`c.session_id = ${owner.sessionId}`;

/** The cart's id, or null when the owner has none. */
export async function findCartId(db: Queryable, owner: CartOwner): Promise<number | null> {
  const result = await db.execute<{ id: number }>(sql`select c.id from carts c where ${ownerCondition(owner)}`);
  return result.rows[0]?.id ?? null;
}

/** The owner's cart id, created on first use (safe under concurrent first writes) and marked as updated. */
export async function getOrCreateCartId(db: Queryable, owner: CartOwner): Promise<number> {
  const values = "userId" in owner ? sql`(${owner.userId}::uuid, null)` : sql`(null, ${owner.sessionId})`;
  const target = "userId" in owner ? sql`(user_id)` : sql`(session_id)`;
  const result = await db.execute<{ id: number }>(sql`
    insert into carts (user_id, session_id) values ${values}
    on conflict ${target} do update set updated_at = now() returning id`);
  return result.rows[0]!.id;
}

const lineColumns = sql`
  ci.id, s.id as "skuId", v.product_id as "productId", v.color_no as "colorNo", s.size, s.size as "sizeName",
  ${sizeNameAr("s.size")} as "sizeNameAr", ci.quantity,
  s.price, s.promo_price as "promoPrice", v.images[1] as image, p.title_fr as title,
  p.title_ar as "titleAr", v.color_name as "colorName", v.color_name_ar as "colorNameAr", s.ean, s.stock,
  exists (select 1 from variation_links l join skus ls on ls.variation_id = l.linked_variation_id and ls.size = s.size
           where l.variation_id = v.id) as "hasLinkedVariation"`;

/** An owner's cart id and lines in one round trip; null when the owner has no cart. */
export async function loadOwnerCart(db: Queryable, owner: CartOwner) {
  const rows = "userId" in owner ? await cartOfAccount(db, { owner: owner.userId }) : await cartOfSession(db, { owner: owner.sessionId });
  const row = rows[0];
  if (!row) return null;
  return { cartId: row.cartId, lines: (row.line ?? []) as unknown as CartLineRow[] };
}

// Read as each page opens and every 10 s while it stays open: planned once per connection (planning took four times
// as long as running it), its text written once, one statement per kind of owner.
const ownerCart = (name: string, column: SQL) =>
  preparedStatement<{ cartId: number; line: CartLineRow | null }>(name, (value) => sql`
    select c.id as "cartId", (select json_agg(l order by l.id) from (
             select ${lineColumns}
               from cart_items ci
               join skus s on s.id = ci.sku_id
               join variations v on v.id = s.variation_id
               join products p on p.id = v.product_id
              where ci.cart_id = c.id) l) as line
      from carts c where ${column} = ${value("owner")}`);
const cartOfAccount = ownerCart("cart-of-account", sql`c.user_id`);
const cartOfSession = ownerCart("cart-of-session", sql`c.session_id`);

/** The lines of a cart with their current prices and stock, by id ascending. */
export async function loadCartLines(db: Queryable, cartId: number, lock = false): Promise<CartLineRow[]> {
  const result = await db.execute<CartLineRow>(sql`
    select ${lineColumns}
      from cart_items ci
      join skus s on s.id = ci.sku_id
      join variations v on v.id = s.variation_id
      join products p on p.id = v.product_id
     where ci.cart_id = ${cartId}
     order by ${lock ? sql`s.id` : sql`ci.id`}
     ${lock ? sql`for update of s` : sql``}`);
  return lock ? result.rows.sort((a, b) => a.id - b.id) : result.rows;
}
