import { DELIVERY_METHODS } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";

/** A wilaya; its id is its official number (1–58). */
export const states = pgTable("states", {
  id: integer("id").primaryKey(),
  code: text("code").notNull(),
  name: text("name").notNull(),
  nameAr: text("name_ar").notNull(),
});

export const communes = pgTable(
  "communes",
  {
    id: integer("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    /** ONS commune code (WWCCC, pre-2019 numbering); not a postal code. */
    onsCode: text("ons_code").notNull(),
  },
  (t) => [index("communes_state_idx").on(t.stateId, t.name)],
);

export const deliveryFees = pgTable(
  "delivery_fees",
  {
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    method: text("method", { enum: DELIVERY_METHODS }).notNull(),
    price: integer("price").notNull(),
    isAvailable: boolean("is_available").notNull().default(true),
    /** Usual delivery time in working days, shown to shoppers. */
    minDays: integer("min_days").notNull(),
    maxDays: integer("max_days").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stateId, t.method] }),
    check("delivery_fees_method_check", sql`${t.method} in ('home-delivery', 'stopdesk-delivery')`),
    check("delivery_fees_price_check", sql`${t.price} >= 0`),
  ],
);

/**
 * The carrier's agencies where a stop-desk parcel waits for its shopper. A plain table, to be kept by the back
 * office: an agency that closes is switched off (`is_active`), never deleted, so the orders that name it keep it.
 */
export const stopDesks = pgTable(
  "stop_desks",
  {
    id: serial("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
    address: text("address").notNull(),
    /** As shown to shoppers: « Samedi au jeudi, 8 h – 18 h ». */
    openingHours: text("opening_hours").notNull(),
    /** The same three in Arabic, for the Arabic pages (empty: the French is shown). */
    nameAr: text("name_ar").notNull().default(""),
    addressAr: text("address_ar").notNull().default(""),
    openingHoursAr: text("opening_hours_ar").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    /** The agency's commune, one of its wilaya's (null for agencies written before it was asked). */
    communeId: integer("commune_id").references(() => communes.id),
    /** The carrier whose agency it is (« Yalidine », « ZR Express »…), for the courier hand-off. */
    courier: text("courier").notNull().default(""),
  },
  (t) => [index("stop_desks_state_idx").on(t.stateId, t.name)],
);
