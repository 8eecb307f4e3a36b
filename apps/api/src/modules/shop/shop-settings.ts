import type { FreeDelivery } from "@shop/domain/contract/admin-offers";
import {
  ShopDetailsInputSchema,
  type AdminShop,
  type PublicShop,
  type ShopDetails,
  type ShopDetailsInput,
} from "@shop/domain/contract/admin-shop";
import { sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { changesBetween, listSettingsEvents, recordSettingsEvent, type SettingsActor } from "./settings-journal.js";

/**
 * The shop's one row of settings (decision 0068): its details (owners only) and free delivery above an amount
 * (owners and the catalogue role). The row is written at the API's first start from the environment; every write
 * moves the catalogue's version (trigger of migration 0019), so every storefront process shows it within two seconds.
 */

const DETAIL_COLUMNS = sql`
  brand_name as "brandName", phone, email, facebook_url as "facebookUrl", instagram_url as "instagramUrl",
  tiktok_url as "tiktokUrl", returns_portal_url as "returnsPortalUrl"`;

/** The environment's values the row starts from: each one the form would refuse is left out (and said). */
export type ShopEnvironment = {
  BRAND_NAME: string;
  SHOP_PHONE?: string | undefined;
  SHOP_EMAIL?: string | undefined;
  FACEBOOK_URL?: string | undefined;
  INSTAGRAM_URL?: string | undefined;
  TIKTOK_URL?: string | undefined;
  RETURNS_PORTAL_URL?: string | undefined;
};

/** The details the environment gives, each checked by the form's own rule; the names of those refused. */
export function detailsFromEnvironment(env: ShopEnvironment): { details: ShopDetails; refused: string[] } {
  const given = {
    brandName: env.BRAND_NAME,
    phone: env.SHOP_PHONE,
    email: env.SHOP_EMAIL,
    facebookUrl: env.FACEBOOK_URL,
    instagramUrl: env.INSTAGRAM_URL,
    tiktokUrl: env.TIKTOK_URL,
    returnsPortalUrl: env.RETURNS_PORTAL_URL,
  };
  const fields = ShopDetailsInputSchema.shape;
  const refused: string[] = [];
  const pick = <K extends keyof typeof given>(key: K) => {
    const parsed = fields[key].safeParse(given[key]);
    if (parsed.success) return parsed.data;
    refused.push(key);
    return null;
  };
  const brand = fields.brandName.safeParse(env.BRAND_NAME);
  return {
    details: {
      brandName: brand.success ? brand.data : "Boutique",
      phone: pick("phone"),
      email: pick("email"),
      facebookUrl: pick("facebookUrl"),
      instagramUrl: pick("instagramUrl"),
      tiktokUrl: pick("tiktokUrl"),
      returnsPortalUrl: pick("returnsPortalUrl"),
    },
    refused,
  };
}

/** Writes the row from the environment unless the shop has one already (the back office's values then stay). */
export async function ensureShopSettings(db: Queryable, details: ShopDetails): Promise<boolean> {
  const result = await db.execute(sql`
    insert into shop_settings (brand_name, phone, email, facebook_url, instagram_url, tiktok_url, returns_portal_url)
    select ${details.brandName}, ${details.phone}, ${details.email}, ${details.facebookUrl}, ${details.instagramUrl},
           ${details.tiktokUrl}, ${details.returnsPortalUrl}
     where not exists (select 1 from shop_settings)
    on conflict do nothing`);
  return (result.rowCount ?? 0) > 0;
}

type SettingsRow = ShopDetails & { freeFrom: number | null; freeMethods: FreeDelivery["methods"] };

async function readRow(db: Queryable): Promise<SettingsRow | null> {
  const result = await db.execute<SettingsRow>(sql`
    select ${DETAIL_COLUMNS}, free_delivery_from as "freeFrom", free_delivery_methods as "freeMethods" from shop_settings`);
  return result.rows[0] ?? null;
}

const NO_FREE_DELIVERY = { from: null, methods: "both" } as const;

/** Free delivery as the back office edits it (none when the shop has no settings yet). */
export async function readFreeDelivery(db: Queryable): Promise<{ from: number | null; methods: FreeDelivery["methods"] }> {
  const row = await readRow(db);
  return row ? { from: row.freeFrom, methods: row.freeMethods } : { ...NO_FREE_DELIVERY };
}

/** Sets free delivery (owners and the catalogue role); the journal keeps the change. */
export async function setFreeDelivery(db: Db, input: FreeDelivery, actor: SettingsActor, fallback: ShopDetails) {
  return db.transaction(async (tx) => {
    await ensureShopSettings(tx, fallback);
    const before = await tx.execute<{ from: number | null; methods: string }>(
      sql`select free_delivery_from as "from", free_delivery_methods as methods from shop_settings for update`,
    );
    const changes = changesBetween(before.rows[0] ?? null, { from: input.from, methods: input.methods });
    if (Object.keys(changes).length === 0) return readFreeDelivery(tx);
    await tx.execute(sql`
      update shop_settings set free_delivery_from = ${input.from}, free_delivery_methods = ${input.methods}, updated_at = now()`);
    await recordSettingsEvent(tx, { area: "free-delivery", subjectId: null, action: "updated", changes, actor });
    return readFreeDelivery(tx);
  });
}

/** The details as the storefront shows them, with free delivery; the environment's when no row exists yet. */
export async function readPublicShop(db: Queryable, fallback: ShopDetails): Promise<PublicShop> {
  const row = await readRow(db);
  if (!row) return { ...fallback, freeDelivery: null };
  const { freeFrom, freeMethods, ...details } = row;
  return { ...details, freeDelivery: freeFrom === null ? null : { from: freeFrom, methods: freeMethods } };
}

/** The details with their latest changes, for the owner's page. */
export async function readAdminShop(db: Queryable, fallback: ShopDetails): Promise<AdminShop> {
  const [shop, history] = await Promise.all([readPublicShop(db, fallback), listSettingsEvents(db, ["shop"])]);
  const { freeDelivery: _free, ...details } = shop;
  return { shop: details, history };
}

/** Saves the details (owners only); the journal keeps each field changed. */
export async function updateShopDetails(db: Db, input: ShopDetailsInput, actor: SettingsActor, fallback: ShopDetails) {
  return db.transaction(async (tx) => {
    await ensureShopSettings(tx, fallback);
    const before = await tx.execute<ShopDetails>(sql`select ${DETAIL_COLUMNS} from shop_settings for update`);
    const changes = changesBetween(before.rows[0] ?? null, input);
    if (Object.keys(changes).length > 0) {
      await tx.execute(sql`
        update shop_settings set brand_name = ${input.brandName}, phone = ${input.phone}, email = ${input.email},
               facebook_url = ${input.facebookUrl}, instagram_url = ${input.instagramUrl}, tiktok_url = ${input.tiktokUrl},
               returns_portal_url = ${input.returnsPortalUrl}, updated_at = now()`);
      await recordSettingsEvent(tx, { area: "shop", subjectId: null, action: "updated", changes, actor });
    }
    return readAdminShop(tx, fallback);
  });
}
