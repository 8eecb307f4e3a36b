import { FREE_DELIVERY_METHODS } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "./back-office.js";

/**
 * The shop's details and its free delivery, one row (decision 0068). Created at the API's first start from the
 * environment (BRAND_NAME, SHOP_PHONE, SHOP_EMAIL, the social and returns-portal links), then kept from the back
 * office; a null contact or link is not shown. Free delivery applies to orders whose lines reach
 * `free_delivery_from` dinars (null: none), for the methods named.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    brandName: text("brand_name").notNull(),
    phone: text("phone"),
    email: text("email"),
    facebookUrl: text("facebook_url"),
    instagramUrl: text("instagram_url"),
    tiktokUrl: text("tiktok_url"),
    returnsPortalUrl: text("returns_portal_url"),
    freeDeliveryFrom: integer("free_delivery_from"),
    freeDeliveryMethods: text("free_delivery_methods", { enum: FREE_DELIVERY_METHODS }).notNull().default("both"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("shop_settings_singleton_check", sql`${t.singleton}`),
    check("shop_settings_free_delivery_check", sql`${t.freeDeliveryFrom} > 0`),
    check("shop_settings_free_delivery_methods_check", sql`${t.freeDeliveryMethods} in ('home', 'stopdesk', 'both')`),
  ],
);

/**
 * The settings' journal: who created, changed or deleted an offer, changed the free delivery or the shop's details,
 * and what each field was before and after (`changes`: `{ field: [before, after] }`).
 */
export const settingsEvents = pgTable(
  "settings_events",
  {
    id: serial("id").primaryKey(),
    /** `offer`, `free-delivery` or `shop`. */
    area: text("area").notNull(),
    subjectId: integer("subject_id"),
    action: text("action").notNull(),
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("settings_events_area_idx").on(t.area, t.id)],
);
