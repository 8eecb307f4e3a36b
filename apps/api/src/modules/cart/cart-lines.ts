import type { Session } from "../accounts/sessions.js";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { batchedRead } from "../../db/batched-read.js";
import { preparedStatement } from "../../db/prepared.js";
import { sizeNameAr } from "../catalog/facet-names.js";
import { ACTIVE_OFFER_ROWS, type OfferRow } from "../shop/offers.js";

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
  /** Pieces that can be sold: 0 for a line no longer on sale. */
  stock: number;
  /** The 'Ensemble' badge (spec §2): a variation sold with this colour exists in this line's size. */
  hasLinkedVariation: boolean;
  /** Still on sale: its product published and its size not switched off (else removed at the next read). */
  available: boolean;
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

// A line whose product is no longer published (archived, back to draft) or whose size was switched off is not on
// sale: it has no stock to order, and the cart's next read removes it.
const lineColumns = sql`
  ci.id, s.id as "skuId", v.product_id as "productId", v.color_no as "colorNo", s.size, s.size as "sizeName",
  ${sizeNameAr("s.size")} as "sizeNameAr", ci.quantity,
  s.price, s.promo_price as "promoPrice", v.images[1] as image, p.title_fr as title,
  p.title_ar as "titleAr", v.color_name as "colorName", v.color_name_ar as "colorNameAr", s.ean,
  case when s.is_active and p.is_published then s.stock else 0 end as stock,
  exists (select 1 from variation_links l join skus ls on ls.variation_id = l.linked_variation_id and ls.size = s.size
            join variations lv on lv.id = l.linked_variation_id join products lp on lp.id = lv.product_id
           where l.variation_id = v.id and lp.is_published) as "hasLinkedVariation",
  s.is_active and p.is_published as available`;

/** An owner's cart id and lines in one round trip; null when the owner has no cart. */
export async function loadOwnerCart(db: Queryable, owner: CartOwner) {
  const rows = "userId" in owner ? await cartOfAccount(db, { owner: owner.userId }) : await cartOfSession(db, { owner: owner.sessionId });
  const row = rows[0];
  if (!row) return null;
  return { cartId: row.cartId, lines: (row.line ?? []) as unknown as CartLineRow[] };
}

/** The lines of the cart whose id is `cartId` (an SQL expression) as a JSON array by id, null when it has none. */
const linesJson = (cartId: SQL) => sql`(select json_agg(l order by l.id) from (
    select ${lineColumns}
      from cart_items ci
      join skus s on s.id = ci.sku_id
      join variations v on v.id = s.variation_id
      join products p on p.id = v.product_id
     where ci.cart_id = ${cartId}) l)`;

// Read as each page opens and every 10 s while it stays open: planned once per connection (planning took four times
// as long as running it), its text written once, one statement per kind of owner.
const ownerCart = (name: string, column: SQL) =>
  preparedStatement<{ cartId: number; line: CartLineRow | null }>(name, (value) => sql`
    select c.id as "cartId", ${linesJson(sql`c.id`)} as line from carts c where ${column} = ${value("owner")}`);
const cartOfAccount = ownerCart("cart-of-account", sql`c.user_id`);
const cartOfSession = ownerCart("cart-of-session", sql`c.session_id`);

/** A session read with its owner's cart (`loadSessionCart`). */
export type SessionCart = {
  session: Session;
  /** The owner's cart id, lines and the offers it is priced with; null when the owner has no cart. */
  cart: { cartId: number; lines: CartLineRow[]; offers: OfferRow[] } | null;
};

/**
 * The session whose token hashes to `tokenHash`, unexpired, with its owner's cart (`ownerOf`: the account's once
 * signed in, else the session's) and the active offers, in one statement: the header reads the cart as each page
 * opens and every 10 s while it stays open, and each round trip to PostgreSQL costs the API a system call and wakes
 * a server process. Null when there is no such session.
 */
export async function loadSessionCart(db: Queryable, tokenHash: string): Promise<SessionCart | null> {
  const [row] = await cartOfToken(db, tokenHash);
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  const session = { id: row.sessionId, userId: row.userId, expiresAt: row.expiresAt };
  if (row.cartId === null) return { session, cart: null };
  return { session, cart: { cartId: row.cartId, lines: row.line ?? [], offers: row.offers ?? [] } };
}

// The sessions asked for together (every open page asks every 10 s) are read in one statement (see batchedRead).
const cartOfToken = batchedRead<string, {
  key: string;
  sessionId: string;
  userId: string | null;
  expiresAt: Date;
  cartId: number | null;
  line: CartLineRow[] | null;
  offers: OfferRow[] | null;
}>("cart-of-token", (value) => sql`
  select s.id as key, s.id as "sessionId", s.user_id as "userId", s.expires_at as "expiresAt", c.id as "cartId",
         ${linesJson(sql`c.id`)} as line,
         case when c.id is not null then
           (select json_agg(o order by o."minOrderAmount", o.id) from (${ACTIVE_OFFER_ROWS}) o) end as offers
    from sessions s
    left join carts c on c.id = coalesce(
      (select a.id from carts a where a.user_id = s.user_id),
      (select g.id from carts g where s.user_id is null and g.session_id = s.id))
   where s.id = any(${value("keys")}::text[])`);

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
