import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { hashPassword } from "../../lib/password.js";
import {
  checkResetToken,
  createResetToken,
  resetRefusal,
  spendResetToken,
  type ResetTable,
} from "../accounts/reset-links.js";
import { mailSettings } from "../mail/mail-settings.js";
import { queueMail } from "../mail/outbox.js";
import { passwordResetMail } from "../mail/password-reset-mail.js";
import { deleteStaffSessionsOf } from "./staff-sessions.js";

const STAFF: ResetTable = { table: "staff_password_reset_tokens", owner: "staff_id" };

export const staffResetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/gestion/nouveau-mot-de-passe?token=${encodeURIComponent(token)}`;

/** The back office's forgotten password: a link for an active member with this e-mail, their own tokens apart. */
export async function requestStaffPasswordReset(db: Db, email: string): Promise<void> {
  const settings = mailSettings();
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ id: string; email: string; name: string }>(sql`
      select id, email, name from staff_users where lower(email) = lower(${email}) and not disabled`);
    const staff = found.rows[0];
    if (!staff) return;
    const token = await createResetToken(tx, STAFF, staff.id);
    await queueMail(
      tx,
      passwordResetMail(settings, {
        recipient: staff.email,
        name: staff.name,
        link: staffResetLink(settings.publicUrl, token),
        language: "fr",
        kind: "staff-password-reset",
      }),
    );
  });
}

async function refuseDisabled(db: Pick<Db, "execute">, staffId: string) {
  const found = await db.execute<{ disabled: boolean }>(
    sql`select disabled from staff_users where id = ${staffId}`,
  );
  if (found.rows[0]?.disabled !== false) throw resetRefusal.disabled();
}

export async function checkStaffPasswordReset(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => refuseDisabled(tx, await checkResetToken(tx, STAFF, token)));
}

/**
 * Sets a member's password from their link and ends all their sessions, in one transaction; a member switched
 * off since is refused and nothing changes. Returns the member, to sign them in.
 */
export async function confirmStaffPasswordReset(db: Db, token: string, newPassword: string): Promise<string> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const staffId = await spendResetToken(tx, STAFF, token);
    await refuseDisabled(tx, staffId);
    await tx.execute(sql`update staff_users set password_hash = ${passwordHash} where id = ${staffId}`);
    await deleteStaffSessionsOf(tx, staffId);
    return staffId;
  });
}
