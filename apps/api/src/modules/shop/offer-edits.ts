import {
  OFFER_LIMITS,
  OFFER_MESSAGES as M,
  type AdminOffer,
  type AdminOffers,
  type OfferGift,
  type OfferInput,
} from "@shop/domain/contract/admin-offers";
import { algiersLocalToIso } from "@shop/domain/catalogue";
import { sql } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../../db/client.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { readFreeDelivery } from "./shop-settings.js";
import { changesBetween, listSettingsEvents, recordSettingsEvent, type SettingsActor } from "./settings-journal.js";

/**
 * The order-value offers as the back office edits them. Every write moves the catalogue's version (trigger of
 * migration 0019): the storefront forgets the offers it kept within two seconds, on every process; the cart, its
 * nudge and checkout read the offers from the tables with each cart (offers.ts), so they follow at once.
 */

/** The gift's columns, for the list and the picker (a size is sellable when its product is published and it is active). */
const GIFT_COLUMNS = sql`
  s.id as "skuId", p.id as "productId", p.title_fr as title, v.color_name as "colorName", s.size,
  coalesce(s.sku, s.ean) as sku, coalesce(s.promo_price, s.price) as price, s.stock, v.images[1] as image,
  (p.is_published and s.is_active) as sellable`;

type OfferRow = Omit<AdminOffer, "gift"> & { gift: OfferGift };

const OFFER_ROWS = sql`
  select o.id, o.title as "titleFr", o.title_ar as "titleAr", o.min_order_amount as "minOrderAmount",
         o.discount_type as "discountType", o.amount, o.is_active as "isActive",
         to_char(o.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startsAt",
         to_char(o.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "endsAt",
         case when not o.is_active then 'off'
              when o.ends_at is not null and o.ends_at <= now() then 'ended'
              when o.starts_at is not null and o.starts_at > now() then 'scheduled'
              else 'active' end as state,
         (select row_to_json(g) from (select ${GIFT_COLUMNS}) g) as gift
    from offers o
    join skus s on s.id = o.gift_sku_id
    join variations v on v.id = s.variation_id
    join products p on p.id = v.product_id`;

/** Every offer, lowest threshold first, with free delivery and the latest changes of both. */
export async function listAdminOffers(db: Queryable): Promise<AdminOffers> {
  const [offers, freeDelivery, history] = await Promise.all([
    db.execute<OfferRow>(sql`${OFFER_ROWS} order by o.min_order_amount, o.id`),
    readFreeDelivery(db),
    listSettingsEvents(db, ["offer", "free-delivery"]),
  ]);
  return { offers: offers.rows, freeDelivery, history };
}

/** The sizes a gift may be: the product's title (French or Arabic), SKU or EAN; sellable ones first. */
export async function searchOfferGifts(db: Queryable, query: string | undefined): Promise<OfferGift[]> {
  const pattern = `%${(query ?? "").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute<OfferGift>(sql`
    select ${GIFT_COLUMNS}
      from skus s
      join variations v on v.id = s.variation_id
      join products p on p.id = v.product_id
     where p.status <> 'archived'
       and (p.title_fr ilike ${pattern} or p.title_ar ilike ${pattern} or s.sku ilike ${pattern} or s.ean = ${query ?? ""})
     order by (p.is_published and s.is_active) desc, p.title_fr, v.position, s.position, s.id
     limit 30`);
  return result.rows;
}

/** Refuses a gift that does not exist or is not on sale (its product a draft or archived, the size switched off). */
async function assertGiftSellable(db: Queryable, skuId: number): Promise<void> {
  const result = await db.execute<{ sellable: boolean }>(sql`
    select (p.is_published and s.is_active) as sellable
      from skus s join variations v on v.id = s.variation_id join products p on p.id = v.product_id
     where s.id = ${skuId}`);
  const gift = result.rows[0];
  if (!gift) throw badRequest(M.giftNotFound, { giftSkuId: M.giftNotFound });
  if (!gift.sellable) throw badRequest(M.giftNotSellable, { giftSkuId: M.giftNotSellable });
}

/** The columns an input writes, as the journal compares them. */
function columnsOf(input: OfferInput) {
  return {
    titleFr: input.titleFr,
    titleAr: input.titleAr,
    minOrderAmount: input.minOrderAmount,
    giftSkuId: input.giftSkuId,
    discountType: input.discountType,
    amount: input.amount,
    isActive: input.isActive,
    startsAt: input.startsAt === null ? null : (algiersLocalToIso(input.startsAt) ?? null),
    endsAt: input.endsAt === null ? null : (algiersLocalToIso(input.endsAt) ?? null),
  };
}
type OfferColumns = ReturnType<typeof columnsOf>;

async function lockOffers(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('offers'))`);
}

async function readColumns(tx: Tx, id: number): Promise<OfferColumns | null> {
  const result = await tx.execute<OfferColumns>(sql`
    select title as "titleFr", title_ar as "titleAr", min_order_amount as "minOrderAmount", gift_sku_id as "giftSkuId",
           discount_type as "discountType", amount, is_active as "isActive",
           to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startsAt",
           to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "endsAt"
      from offers where id = ${id} for update`);
  return result.rows[0] ?? null;
}

/** A new offer. */
export async function createOffer(db: Db, input: OfferInput, actor: SettingsActor): Promise<{ id: number }> {
  await assertGiftSellable(db, input.giftSkuId);
  const row = columnsOf(input);
  return db.transaction(async (tx) => {
    await lockOffers(tx);
    const count = await tx.execute<{ count: number }>(sql`select count(*)::int as count from offers`);
    if (count.rows[0]!.count >= OFFER_LIMITS.offersMax) throw conflict("TOO_MANY_OFFERS", M.tooMany);
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into offers (title, title_ar, min_order_amount, gift_sku_id, discount_type, amount, is_active, starts_at, ends_at)
      values (${row.titleFr}, ${row.titleAr}, ${row.minOrderAmount}, ${row.giftSkuId}, ${row.discountType},
              ${row.amount}, ${row.isActive}, ${row.startsAt}, ${row.endsAt})
      returning id`);
    const id = inserted.rows[0]!.id;
    await recordSettingsEvent(tx, { area: "offer", subjectId: id, action: "created", changes: changesBetween(null, row), actor });
    return { id };
  });
}

/** Every field of an offer; the journal keeps what changed. */
export async function updateOffer(db: Db, id: number, input: OfferInput, actor: SettingsActor): Promise<{ id: number }> {
  const row = columnsOf(input);
  return db.transaction(async (tx) => {
    const before = await readColumns(tx, id);
    if (!before) throw notFound(M.notFound);
    // A gift kept as it was may have left the sale since: the offer waits for it, and its other fields still save.
    if (before.giftSkuId !== row.giftSkuId) await assertGiftSellable(tx, row.giftSkuId);
    const changes = changesBetween(before, row);
    if (Object.keys(changes).length === 0) return { id };
    await tx.execute(sql`
      update offers set title = ${row.titleFr}, title_ar = ${row.titleAr}, min_order_amount = ${row.minOrderAmount},
             gift_sku_id = ${row.giftSkuId}, discount_type = ${row.discountType}, amount = ${row.amount},
             is_active = ${row.isActive}, starts_at = ${row.startsAt}, ends_at = ${row.endsAt}
       where id = ${id}`);
    await recordSettingsEvent(tx, { area: "offer", subjectId: id, action: "updated", changes, actor });
    return { id };
  });
}

/** Deleted for good (orders keep their gift line: it names the size, not the offer). */
export async function deleteOffer(db: Db, id: number, actor: SettingsActor): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await readColumns(tx, id);
    if (!before) throw notFound(M.notFound);
    await tx.execute(sql`delete from offers where id = ${id}`);
    await recordSettingsEvent(tx, { area: "offer", subjectId: id, action: "deleted", changes: changesBetween(before, null), actor });
    return { id };
  });
}
