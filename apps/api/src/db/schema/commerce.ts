import {
  CARD_PAYMENT_METHODS,
  DELIVERY_METHODS,
  ORDER_STATUSES,
  LOCALES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { skus, variations } from "./catalog.js";
import { communes, states, stopDesks } from "./geography.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

/** Server-side sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    address: text("address").notNull(),
    address2: text("address2"),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    communeId: integer("commune_id")
      .notNull()
      .references(() => communes.id),
    postalCode: text("postal_code"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    uniqueIndex("addresses_one_default_key").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** A cart belongs to a signed-in user or, for a guest, to the anonymous session. */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_user_key").on(t.userId),
    uniqueIndex("carts_session_key").on(t.sessionId),
    check("carts_owner_check", sql`(${t.userId} is null) <> (${t.sessionId} is null)`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_items_cart_sku_key").on(t.cartId, t.skuId),
    check("cart_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    variationId: integer("variation_id")
      .notNull()
      .references(() => variations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("wishlist_items_user_key").on(t.userId, t.variationId),
    uniqueIndex("wishlist_items_session_key").on(t.sessionId, t.variationId),
    check("wishlist_items_owner_check", sql`(${t.userId} is null) <> (${t.sessionId} is null)`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    /** Unguessable id: the only key to a guest order. */
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short number shown to shoppers and used on the phone. */
    number: serial("number").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    type: text("type", { enum: ORDER_TYPES }).notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    sessionId: text("session_id"),
    email: text("email"),
    /** The language the order was placed in: its e-mails are written in it. */
    language: text("language", { enum: LOCALES }).notNull().default("fr"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    country: text("country").notNull(),
    address: text("address").notNull(),
    address2: text("address2"),
    postalCode: text("postal_code"),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    communeId: integer("commune_id")
      .notNull()
      .references(() => communes.id),
    deliveryMethod: text("delivery_method", { enum: DELIVERY_METHODS }).notNull(),
    /** The agency of a stop-desk order, with its name and address as they were when the order was placed. */
    stopDeskId: integer("stop_desk_id").references(() => stopDesks.id, { onDelete: "set null" }),
    stopDeskName: text("stop_desk_name"),
    stopDeskAddress: text("stop_desk_address"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    deliveryFee: integer("delivery_fee").notNull(),
    total: integer("total").notNull(),
    /** Fingerprint of phone and lines, for duplicate detection. */
    fingerprint: text("fingerprint").notNull(),
    /** Why and when the order was cancelled (its units went back to stock then). */
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Confirmation calls nobody answered (the order is cancelled after NO_ANSWER_MAX_ATTEMPTS). */
    noAnswerAttempts: integer("no_answer_attempts").notNull().default(0),
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** When the parcel was delivered or came back: the day its cash was collected, or not. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key").on(t.idempotencyKey),
    // The unpaid-order job's scan: card orders still waiting for their payment, oldest first.
    index("orders_awaiting_payment_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'awaiting-payment'`),
    uniqueIndex("orders_number_key").on(t.number),
    // The accountant's export: a period of days, oldest first, read in batches from (created_at, number).
    index("orders_created_idx").on(t.createdAt, t.number),
    // The back office's list: per status, newest first.
    index("orders_status_idx").on(t.status, t.createdAt),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_phone_idx").on(t.phoneNumber, t.createdAt),
    index("orders_fingerprint_idx").on(t.fingerprint, t.createdAt),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    skuId: integer("sku_id").references(() => skus.id, { onDelete: "set null" }),
    productId: integer("product_id").notNull(),
    colorNo: text("color_no").notNull(),
    size: text("size").notNull(),
    ean: text("ean").notNull(),
    title: text("title").notNull(),
    colorName: text("color_name").notNull(),
    // The Arabic names as the line was sold ('' when the product had none: the French is shown).
    titleAr: text("title_ar").notNull().default(""),
    colorNameAr: text("color_name_ar").notNull().default(""),
    image: text("image"),
    unitPrice: integer("unit_price").notNull(),
    promoPrice: integer("promo_price"),
    quantity: integer("quantity").notNull(),
    lineTotal: integer("line_total").notNull(),
    isGift: boolean("is_gift").notNull().default(false),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["chargily", "test"] }).notNull(),
    method: text("method", { enum: CARD_PAYMENT_METHODS }).notNull(),
    checkoutId: text("checkout_id").notNull(),
    checkoutUrl: text("checkout_url").notNull(),
    amount: integer("amount").notNull(),
    status: text("status").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_checkout_key").on(t.checkoutId), index("payments_order_idx").on(t.orderId)],
);

/** Webhook events already applied, so a replayed event changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  checkoutId: text("checkout_id").notNull(),
  type: text("type").notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters of the request limits (login, sign-up, orders, payment retries), shared by every API process through
 * the database. Written by `rate-limiter-flexible`'s Drizzle store: a key, its points and when they expire.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
