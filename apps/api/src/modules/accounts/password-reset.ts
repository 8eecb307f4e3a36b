import type { Locale } from "@shop/domain/constants";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { hashPassword } from "../../lib/password.js";
import { mailSettings } from "../mail/mail-settings.js";
import { queueMail } from "../mail/outbox.js";
import { passwordResetMail } from "../mail/password-reset-mail.js";
import { checkResetToken, createResetToken, spendResetToken, type ResetTable } from "./reset-links.js";

const SHOPPERS: ResetTable = { table: "password_reset_tokens", owner: "user_id" };

/** Where a shopper's link leads: the storefront's page in the language the reset was asked in. */
export const shopperResetLink = (publicUrl: string, locale: Locale, token: string) =>
  `${publicUrl}${locale === "ar" ? "/ar" : ""}/account/reset-password?token=${encodeURIComponent(token)}`;

/**
 * « Mot de passe oublié ? »: when an account has this e-mail, a link valid 30 minutes goes to the outbox in the
 * transaction that stores its token (hashed). Nothing tells the caller whether it did.
 */
export async function requestPasswordReset(db: Db, email: string, locale: Locale): Promise<void> {
  const settings = mailSettings();
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ id: string; email: string; firstName: string }>(sql`
      select id, email, first_name as "firstName" from users where lower(email) = lower(${email})`);
    const user = found.rows[0];
    if (!user) return;
    const token = await createResetToken(tx, SHOPPERS, user.id);
    await queueMail(
      tx,
      passwordResetMail(settings, {
        recipient: user.email,
        name: user.firstName,
        link: shopperResetLink(settings.publicUrl, locale, token),
        language: locale,
        kind: "password-reset",
      }),
    );
  });
}

/** Refuses a link that can no longer be used (400 with the reason), without spending it. */
export async function checkPasswordReset(db: Db, token: string): Promise<void> {
  await db.transaction((tx) => checkResetToken(tx, SHOPPERS, token));
}

/**
 * Sets the password a reset link was for, in one transaction with spending the link and ending every session of
 * the account (whoever had it open is signed out). Returns the account, for the caller to sign it in.
 */
export async function confirmPasswordReset(db: Db, token: string, newPassword: string): Promise<string> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const userId = await spendResetToken(tx, SHOPPERS, token);
    await tx.execute(sql`update users set password_hash = ${passwordHash} where id = ${userId}`);
    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    return userId;
  });
}
