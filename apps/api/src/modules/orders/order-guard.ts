import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";

export type GuardLimits = {
  maxPerPhone: number;
  maxPerAddress: number;
  windowHours: number;
  duplicateWindowMinutes: number;
};

const normalizedAddress = (address: string) => address.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Serialises the orders of one phone number and of one address (transaction-scoped advisory locks, phone
 * first, in two key spaces), so that parallel orders cannot all pass `checkOrderLimits` and the duplicate
 * check before any of them is committed. Call it first in the order transaction.
 */
export async function lockOrderLimits(
  tx: Queryable,
  order: { phoneNumber: string; address: string; communeId: number },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(1, hashtext(${order.phoneNumber}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(2, hashtext(${`${order.communeId}:${normalizedAddress(order.address)}`}))`);
}

/**
 * Fake-order protection: at most `maxPerPhone` orders per phone number and `maxPerAddress` per address
 * (same street text in the same commune) within the window. Refusals are 429s with a French message.
 */
export async function checkOrderLimits(
  db: Queryable,
  limits: GuardLimits,
  order: { phoneNumber: string; address: string; communeId: number },
): Promise<void> {
  const since = sql`now() - make_interval(hours => ${limits.windowHours})`;
  const result = await db.execute<{ byPhone: number; byAddress: number }>(sql`
    select (select count(*) from orders where phone_number = ${order.phoneNumber} and created_at > ${since}
              and status <> 'cancelled') as "byPhone",
           (select count(*) from orders where commune_id = ${order.communeId} and created_at > ${since}
              and status <> 'cancelled'
              and lower(regexp_replace(trim(address), '\\s+', ' ', 'g')) = ${normalizedAddress(order.address)}) as "byAddress"`);
  const counts = result.rows[0]!;
  if (counts.byPhone >= limits.maxPerPhone) {
    const message = M.orderLimitPhone;
    throw new AppError(429, "ORDER_LIMIT_PHONE", message, { phoneNumber: message });
  }
  if (counts.byAddress >= limits.maxPerAddress) {
    const message = M.orderLimitAddress;
    throw new AppError(429, "ORDER_LIMIT_ADDRESS", message, { address: message });
  }
}

/** Same phone and same lines: the fingerprint that spots a duplicate order. */
export function orderFingerprint(phoneNumber: string, lines: { skuId: number; quantity: number }[]): string {
  const items = [...lines].sort((a, b) => a.skuId - b.skuId).map((line) => `${line.skuId}x${line.quantity}`);
  return createHash("sha256").update(`${phoneNumber}|${items.join(",")}`).digest("hex");
}

/**
 * The same shopper's order with the same fingerprint within the duplicate window (a double tap, a second tab), if
 * any. The same phone and lines from anyone else is refused with a 409 that says nothing of the order: giving it
 * back would hand a stranger the customer's name, e-mail and address.
 */
export async function findDuplicateOrder(
  db: Queryable,
  fingerprint: string,
  minutes: number,
  shopper: { sessionId: string; userId: string | null },
): Promise<string | null> {
  if (minutes === 0) return null;
  const result = await db.execute<{ id: string; sessionId: string | null; userId: string | null }>(sql`
    select id, session_id as "sessionId", user_id as "userId" from orders where fingerprint = ${fingerprint}
       and created_at > now() - make_interval(mins => ${minutes}) and status <> 'cancelled'
     order by created_at desc limit 1`);
  const found = result.rows[0];
  if (!found) return null;
  const own = found.sessionId === shopper.sessionId || (shopper.userId !== null && found.userId === shopper.userId);
  if (!own) {
    throw new AppError(
      409,
      "DUPLICATE_ORDER",
      M.duplicateOrder,
    );
  }
  return found.id;
}
