import type { CreateStaff, UpdateStaff } from "@shop/domain/contract/admin-staff";
import type { StaffUser } from "@shop/domain/contract/admin-auth";
import { asc, eq, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { staffUsers } from "../../db/schema.js";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import { decoyHash, hashPassword, verifyPassword } from "../../lib/password.js";
import { deleteStaffSessionsOf } from "./staff-sessions.js";

const columns = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  disabled: staffUsers.disabled,
  createdAt: staffUsers.createdAt,
  lastLoginAt: staffUsers.lastLoginAt,
};
type Row = Omit<StaffUser, "createdAt" | "lastLoginAt"> & { createdAt: Date; lastLoginAt: Date | null };

const toStaffUser = (row: Row): StaffUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

const emailTaken = () =>
  conflict("EMAIL_TAKEN", "Un membre de l’équipe a déjà cet e-mail", {
    email: "Un membre de l’équipe a déjà cet e-mail",
  });

export async function listStaff(db: Queryable): Promise<StaffUser[]> {
  const rows = await db.select(columns).from(staffUsers).orderBy(asc(staffUsers.createdAt));
  return rows.map(toStaffUser);
}

export async function getStaffUser(db: Queryable, id: string): Promise<StaffUser | null> {
  const [row] = await db.select(columns).from(staffUsers).where(eq(staffUsers.id, id));
  return row ? toStaffUser(row) : null;
}

export async function createStaffUser(db: Queryable, input: CreateStaff): Promise<StaffUser> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staffUsers)
    .values({ email: input.email.toLowerCase(), name: input.name, role: input.role, passwordHash })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw emailTaken();
  return toStaffUser(row);
}

/**
 * Disables (or enables) a member or changes their role. A disabled member's sessions end at once. The shop
 * keeps at least one active owner, and an owner cannot lock themselves out.
 */
export async function updateStaffUser(
  db: Db,
  actorId: string,
  id: string,
  change: UpdateStaff,
): Promise<StaffUser> {
  if (id === actorId && (change.disabled === true || change.role === "operator")) {
    throw new AppError(
      409,
      "OWN_ACCOUNT",
      "Vous ne pouvez pas désactiver votre propre compte ni vous retirer le rôle de gérant",
    );
  }
  return db.transaction(async (tx) => {
    // Owners change one at a time, so two owners disabling each other cannot leave the shop with none.
    await tx.execute(sql`select id from staff_users where role = 'owner' for update`);
    const [row] = await tx.update(staffUsers).set(change).where(eq(staffUsers.id, id)).returning(columns);
    if (!row) throw notFound("Ce membre de l’équipe n’existe pas");
    const owners = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from staff_users where role = 'owner' and not disabled`,
    );
    if (owners.rows[0]!.n === 0) {
      throw new AppError(409, "LAST_OWNER", "La boutique doit garder au moins un gérant actif");
    }
    if (row.disabled) await deleteStaffSessionsOf(tx, id);
    return toStaffUser(row);
  });
}

/** Sets a new password chosen by an owner; the member's sessions end. */
export async function resetStaffPassword(db: Db, id: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(staffUsers)
      .set({ passwordHash })
      .where(eq(staffUsers.id, id))
      .returning({ id: staffUsers.id });
    if (updated.length === 0) throw notFound("Ce membre de l’équipe n’existe pas");
    await deleteStaffSessionsOf(tx, id);
  });
}

/** The active member whose e-mail and password match, or null; an unknown e-mail takes as long as a wrong password. */
export async function authenticateStaff(
  db: Queryable,
  email: string,
  password: string,
): Promise<StaffUser | null> {
  const [row] = await db
    .select({ ...columns, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = lower(${email})`);
  if (!row) {
    await verifyPassword(password, await decoyHash());
    return null;
  }
  const { passwordHash, ...user } = row;
  if (!(await verifyPassword(password, passwordHash)) || user.disabled) return null;
  const [updated] = await db
    .update(staffUsers)
    .set({ lastLoginAt: new Date() })
    .where(eq(staffUsers.id, user.id))
    .returning(columns);
  return toStaffUser(updated ?? user);
}

/**
 * Creates the first owner when the shop has no staff at all (from STAFF_EMAIL and STAFF_PASSWORD, or the demo's).
 * Returns whether it did; an existing team is never touched.
 */
export async function bootstrapOwner(
  db: Db,
  owner: { email: string; password: string; name: string },
): Promise<boolean> {
  const passwordHash = await hashPassword(owner.password);
  return db.transaction(async (tx) => {
    // Two API processes starting together must not both create one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-bootstrap'))`);
    const existing = await tx.execute<{ n: number }>(sql`select count(*)::int as n from staff_users`);
    if (existing.rows[0]!.n > 0) return false;
    await tx
      .insert(staffUsers)
      .values({ email: owner.email.toLowerCase(), name: owner.name, role: "owner", passwordHash });
    return true;
  });
}
