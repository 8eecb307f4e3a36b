import { LOCALES } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "./back-office.js";
import { orders, users } from "./commerce.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** What each e-mail is about: a password reset (shopper or staff) or a step of an order. */
export const MAIL_KINDS = [
  "password-reset",
  "staff-password-reset",
  "order-placed",
  "order-confirmed",
  "order-shipped",
  "order-delivered",
  "order-cancelled",
] as const;

/**
 * E-mails to send, written in the transaction of what caused them (an order placed, a status changed, a reset
 * asked for) and sent by the mail job (`modules/mail/mail-sender.ts`). A row is waiting until `sent_at` or
 * `failed_at` is set; `next_attempt_at` is both the retry's time and the lease of the process sending it.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    language: text("language", { enum: LOCALES }).notNull(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    // The job's scan: messages still waiting, the earliest due first.
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // The back office's list, newest first.
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_order_idx").on(t.orderId),
  ],
);

/** A shopper's password-reset links: only the SHA-256 of the token is kept; used once, valid 30 minutes. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** The same for the back office's staff, apart from the shoppers'. */
export const staffPasswordResetTokens = pgTable(
  "staff_password_reset_tokens",
  {
    id: text("id").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_password_reset_tokens_staff_idx").on(t.staffId)],
);
