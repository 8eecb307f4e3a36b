import type { BlockedPhone } from "@shop/domain/contract/admin-customers";
import { desc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { blockedPhones } from "../../db/schema.js";
import { notFound } from "../../lib/errors.js";
import type { StaffActor } from "../stock/stock-moves.js";

/** Phones are stored in the 10-digit national form the schemas give (normalizePhoneNumber). */
export async function isPhoneBlocked(db: Queryable, phoneNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ phoneNumber: blockedPhones.phoneNumber })
    .from(blockedPhones)
    .where(eq(blockedPhones.phoneNumber, phoneNumber));
  return row !== undefined;
}

const toBlockedPhone = (row: typeof blockedPhones.$inferSelect): BlockedPhone => ({
  phoneNumber: row.phoneNumber,
  reason: row.reason,
  blockedBy: row.blockedById && row.blockedByName ? { id: row.blockedById, name: row.blockedByName } : null,
  createdAt: row.createdAt.toISOString(),
});

export async function listBlockedPhones(db: Queryable): Promise<BlockedPhone[]> {
  const rows = await db.select().from(blockedPhones).orderBy(desc(blockedPhones.createdAt));
  return rows.map(toBlockedPhone);
}

/** Blocks a phone (blocking it again keeps the first reason and author). */
export async function blockPhone(
  db: Queryable,
  phoneNumber: string,
  reason: string | undefined,
  actor: StaffActor,
): Promise<BlockedPhone> {
  await db
    .insert(blockedPhones)
    .values({
      phoneNumber,
      reason: reason || null,
      blockedById: actor?.id ?? null,
      blockedByName: actor?.name ?? null,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(blockedPhones).where(eq(blockedPhones.phoneNumber, phoneNumber));
  return toBlockedPhone(row!);
}

export async function unblockPhone(db: Queryable, phoneNumber: string): Promise<void> {
  const deleted = await db
    .delete(blockedPhones)
    .where(eq(blockedPhones.phoneNumber, phoneNumber))
    .returning();
  if (deleted.length === 0) throw notFound("Ce numéro n’est pas bloqué");
}
