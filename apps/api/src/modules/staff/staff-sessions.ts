import { and, eq, gt, lt } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { staffSessions, staffUsers } from "../../db/schema.js";
import { hashToken, newToken } from "../accounts/sessions.js";
import type { StaffRole } from "@shop/domain/constants";

/** The member of staff behind a request (a disabled member has none: their sessions stop working at once). */
export type StaffMember = { sessionId: string; id: string; name: string; email: string; role: StaffRole };

/** Staff sessions last a working day or so: a shared shop computer should not stay signed in for a month. */
export const STAFF_SESSION_HOURS = 12;

export async function createStaffSession(db: Queryable, staffId: string): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000);
  await db.insert(staffSessions).values({ id: hashToken(token), staffId, expiresAt });
  return token;
}

export async function findStaffSession(db: Queryable, token: string): Promise<StaffMember | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, hashToken(token)),
        gt(staffSessions.expiresAt, new Date()),
        eq(staffUsers.disabled, false),
      ),
    );
  return row ?? null;
}

export async function deleteStaffSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

export async function deleteStaffSessionsOf(db: Queryable, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function deleteExpiredStaffSessions(db: Queryable): Promise<number> {
  const result = await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date()));
  return result.rowCount ?? 0;
}
