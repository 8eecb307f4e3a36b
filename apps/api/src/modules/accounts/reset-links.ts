import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { hashToken, newToken } from "./sessions.js";

/** A reset link is valid this long after it was asked for. */
export const RESET_LINK_MINUTES = 30;

/** The table of one kind of reset links (shoppers' or staff's) and the column naming whose account it opens. */
export type ResetTable = {
  table: "password_reset_tokens" | "staff_password_reset_tokens";
  owner: "user_id" | "staff_id";
};

export const resetRefusal = {
  invalid: () => new AppError(400, "RESET_LINK_INVALID", M.resetLinkInvalid),
  used: () => new AppError(400, "RESET_LINK_USED", M.resetLinkUsed),
  expired: () => new AppError(400, "RESET_LINK_EXPIRED", M.resetLinkExpired),
  disabled: () => new AppError(400, "ACCOUNT_DISABLED", M.resetAccountDisabled),
};

/** A new link's token for the account: 32 random bytes; the table keeps only their SHA-256. */
export async function createResetToken(
  tx: Tx,
  { table, owner }: ResetTable,
  ownerId: string,
): Promise<string> {
  const token = newToken();
  await tx.execute(sql`
    insert into ${sql.identifier(table)} (id, ${sql.identifier(owner)}, expires_at)
    values (${hashToken(token)}, ${ownerId}, now() + make_interval(mins => ${RESET_LINK_MINUTES}))`);
  return token;
}

/**
 * The account a link opens, its row locked so that two tabs using one link set one password: refused when the
 * token is unknown (tampered, or its account gone), already used or past its 30 minutes. Using it spends every
 * link of that account still open.
 */
export async function spendResetToken(tx: Tx, { table, owner }: ResetTable, token: string): Promise<string> {
  const found = await tx.execute<{ ownerId: string; used: boolean; expired: boolean }>(sql`
    select ${sql.identifier(owner)} as "ownerId", used_at is not null as used, expires_at <= now() as expired
      from ${sql.identifier(table)} where id = ${hashToken(token)} for update`);
  const row = found.rows[0];
  if (!row) throw resetRefusal.invalid();
  if (row.used) throw resetRefusal.used();
  if (row.expired) throw resetRefusal.expired();
  await tx.execute(sql`
    update ${sql.identifier(table)} set used_at = now()
     where ${sql.identifier(owner)} = ${row.ownerId} and used_at is null`);
  return row.ownerId;
}

/** Whether a link can still be used, without spending it (the link's page says at once when it cannot). */
export async function checkResetToken(tx: Tx, table: ResetTable, token: string): Promise<string> {
  const found = await tx.execute<{ ownerId: string; used: boolean; expired: boolean }>(sql`
    select ${sql.identifier(table.owner)} as "ownerId", used_at is not null as used, expires_at <= now() as expired
      from ${sql.identifier(table.table)} where id = ${hashToken(token)}`);
  const row = found.rows[0];
  if (!row) throw resetRefusal.invalid();
  if (row.used) throw resetRefusal.used();
  if (row.expired) throw resetRefusal.expired();
  return row.ownerId;
}
