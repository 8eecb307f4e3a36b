import { STAFF_ROLES } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import { products, skus } from "./catalog.js";
import { orders } from "./commerce.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The people who run the shop: apart from shoppers, with their own sessions. */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    passwordHash: text("password_hash").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_users_email_key").on(sql`lower(${t.email})`)],
);

/** Staff sessions: the `shop_staff` cookie carries a random token, only its SHA-256 is stored. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("staff_sessions_staff_idx").on(t.staffId),
    index("staff_sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * An order's timeline: every move and edit, who made it (the name kept as it was, so a removed member still
 * reads right) and when.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    summary: text("summary"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** Every stock change made from the back office or by an order's move there, with the stock it left. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    orderNumber: integer("order_number"),
    createdAt: createdAt(),
  },
  (t) => [index("stock_movements_sku_idx").on(t.skuId, t.id)],
);

/** Phones whose orders checkout refuses (in the 10-digit national form). */
export const blockedPhones = pgTable("blocked_phones", {
  phoneNumber: text("phone_number").primaryKey(),
  reason: text("reason"),
  blockedById: uuid("blocked_by_id").references(() => staffUsers.id, { onDelete: "set null" }),
  blockedByName: text("blocked_by_name"),
  createdAt: createdAt(),
});

/** Messages sent from /contact-us, read and answered in the back office. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    phoneNumber: text("phone_number"),
    subject: text("subject"),
    message: text("message").notNull(),
    state: text("state", { enum: ["new", "read", "answered"] })
      .notNull()
      .default("new"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_state_idx").on(t.state, t.createdAt)],
);

/**
 * A product's history: each field a member of staff changed, before → after (as the back office shows them), who and
 * when. One save writes one row per field changed, with the same `revision`.
 */
export const productEvents = pgTable(
  "product_events",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    field: text("field").notNull(),
    before: text("before"),
    after: text("after"),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    createdAt: createdAt(),
  },
  (t) => [index("product_events_product_idx").on(t.productId, t.id)],
);

/** The shop-wide price log: every change of a size's price or promo price, from the editor, a bulk edit or an import. */
export const priceChanges = pgTable(
  "price_changes",
  {
    id: serial("id").primaryKey(),
    skuId: integer("sku_id").references(() => skus.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** What named the size when it changed, kept should it be deleted. */
    label: text("label").notNull(),
    priceBefore: integer("price_before"),
    priceAfter: integer("price_after"),
    promoBefore: integer("promo_before"),
    promoAfter: integer("promo_after"),
    source: text("source", { enum: ["editor", "bulk", "import"] }).notNull(),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    createdAt: createdAt(),
  },
  (t) => [index("price_changes_created_idx").on(t.createdAt.desc(), t.id.desc()), index("price_changes_product_idx").on(t.productId)],
);

/**
 * The backups taken (the API's daily one and `npm run backup`): one row per attempt, so a failure is shown to the
 * owners in the back office. The daily one is taken by one API process only (an advisory lock while it runs).
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["daily", "manual", "command"] }).notNull(),
    status: text("status", { enum: ["running", "done", "failed"] }).notNull().default("running"),
    /** The file's name in BACKUP_DIR (or the path given to `npm run backup -- --out`). */
    file: text("file"),
    bytes: bigint("bytes", { mode: "number" }),
    /** The manifest's counts: orders, customers, products, pictures. */
    counts: jsonb("counts").$type<{ orders: number; customers: number; products: number; pictures: number }>(),
    migration: text("migration"),
    error: text("error"),
    /** The machine that wrote it (its files are there). */
    host: text("host").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Set when the file is deleted past BACKUP_KEEP_DAYS. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [index("backup_runs_started_idx").on(t.startedAt.desc())],
);

/**
 * The delivery journal: each change of the fee grid (one row per wilaya and method) or of a stop desk, as the back
 * office shows it, who and when.
 */
export const deliveryChanges = pgTable(
  "delivery_changes",
  {
    id: serial("id").primaryKey(),
    subject: text("subject", { enum: ["fee", "stop-desk"] }).notNull(),
    summary: text("summary").notNull(),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    createdAt: createdAt(),
  },
  (t) => [index("delivery_changes_created_idx").on(t.createdAt.desc(), t.id.desc())],
);
