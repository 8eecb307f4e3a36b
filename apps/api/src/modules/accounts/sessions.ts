import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { oncePerHandle } from "../../db/prepared.js";
import { sessions } from "../../db/schema.js";

export type Session = { id: string; userId: string | null; expiresAt: Date };

/** The cookie carries a random token; the database keeps only its SHA-256, so a leaked table opens nothing. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export const newToken = () => randomBytes(32).toString("base64url");

export async function findSession(db: Queryable, token: string): Promise<Session | null> {
  const [row] = await sessionByToken(db).execute({ id: hashToken(token), now: new Date() });
  return row ?? null;
}

// Read by every request a visitor with a session sends: planned once per connection, built once per handle.
const sessionByToken = oncePerHandle((db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare("session-by-token"),
);

export async function createSession(
  db: Queryable,
  userId: string | null,
  days: number,
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  const [row] = await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt }).returning();
  return { token, session: { id: row!.id, userId: row!.userId, expiresAt: row!.expiresAt } };
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of an account but the one given (after a password change). */
export async function deleteOtherSessions(db: Queryable, userId: string, keepId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

/** Deletes the sessions past their expiry (their guest carts and wishlists go with them); returns how many. */
export async function deleteExpiredSessions(db: Queryable, now = new Date()): Promise<number> {
  const result = await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return result.rowCount ?? 0;
}
