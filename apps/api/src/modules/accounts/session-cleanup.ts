import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { schedulePeriodic } from "../../lib/periodic-job.js";
import { deleteExpiredSessions } from "./sessions.js";

/** Key of the transaction-scoped advisory lock held by the process that is deleting expired sessions. */
export const CLEANUP_LOCK = 7_426_002;

/**
 * One pass of the clean-up. Several API processes may share the database: the one holding the lock deletes,
 * the others skip this pass (null) rather than queue behind the same rows.
 */
export async function cleanUpExpiredSessions(db: Db, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK}) as locked`);
    if (!rows[0]?.locked) return null;
    return deleteExpiredSessions(tx, now);
  });
}

/** Runs the clean-up a little after start (within a minute), then every `everyMs`. */
export function scheduleSessionCleanup(db: Db, schedule: { everyMs: number; onError: (error: unknown) => void }) {
  return schedulePeriodic(() => cleanUpExpiredSessions(db), schedule);
}
