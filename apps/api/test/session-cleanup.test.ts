import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carts, sessions } from "../src/db/schema.js";
import { CLEANUP_LOCK, cleanUpExpiredSessions } from "../src/modules/accounts/session-cleanup.js";
import { createSession, newToken } from "../src/modules/accounts/sessions.js";
import { createTestApp } from "./database.js";

const { db } = await createTestApp();
const ticking = await createTestApp({ SESSION_CLEANUP_SECONDS: 1 });

type Db = typeof db;

/** A guest session that expired a minute ago, with a cart of its own. */
async function expiredGuest(target: Db) {
  const id = `expired-${newToken()}`;
  await target.insert(sessions).values({ id, userId: null, expiresAt: new Date(Date.now() - 60_000) });
  await target.insert(carts).values({ sessionId: id });
  return id;
}

const remaining = async (target: Db, ids: string[]) =>
  (await target.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))).map((row) => row.id);

describe("expired sessions", () => {
  it("deletes the sessions past their expiry with their guest carts, and keeps the others", async () => {
    const expired = [await expiredGuest(db), await expiredGuest(db)];
    const live = await createSession(db, null, 30);

    expect(await cleanUpExpiredSessions(db)).toBeGreaterThanOrEqual(2);
    expect(await remaining(db, [...expired, live.session.id])).toEqual([live.session.id]);
    expect(await db.select().from(carts).where(inArray(carts.sessionId, expired))).toEqual([]);
    expect(await cleanUpExpiredSessions(db)).toBe(0);
  });

  it("skips a pass while another process holds the clean-up lock", async () => {
    const expired = await expiredGuest(db);
    let release = () => {};
    const holding = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CLEANUP_LOCK})`);
      locked();
      await holding;
    });
    await isLocked;
    expect(await cleanUpExpiredSessions(db)).toBeNull();
    release();
    await other;
    expect(await remaining(db, [expired])).toEqual([expired]);
    expect(await cleanUpExpiredSessions(db)).toBeGreaterThanOrEqual(1);
  });

  it("are deleted by the API's periodic job", async () => {
    await ticking.app.ready();
    const expired = await expiredGuest(ticking.db);
    const live = await createSession(ticking.db, null, 30);
    await expect
      .poll(() => remaining(ticking.db, [expired, live.session.id]), { timeout: 5_000, interval: 100 })
      .toEqual([live.session.id]);
  });
});
