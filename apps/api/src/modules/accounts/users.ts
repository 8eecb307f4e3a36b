import { API_MESSAGES as M } from "@shop/domain/api-messages";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { AppError, conflict } from "../../lib/errors.js";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "../../lib/password.js";

export type PublicUser = { id: string; email: string; firstName: string; lastName: string; phoneNumber: string | null };

const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
};

const emailTaken = () =>
  conflict("EMAIL_TAKEN", M.emailTaken, { email: M.emailTaken });

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function getUser(db: Queryable, id: string): Promise<PublicUser | null> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function createUser(
  db: Queryable,
  input: { email: string; firstName: string; lastName: string; password: string },
): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash })
    .onConflictDoNothing()
    .returning(publicColumns);
  if (!user) throw emailTaken();
  return user;
}

/** The user whose email and password match, or null; an unknown email costs as much time as a wrong password. */
export async function authenticate(db: Queryable, email: string, password: string): Promise<PublicUser | null> {
  const [row] = await db.select({ ...publicColumns, passwordHash: users.passwordHash }).from(users).where(byEmail(email));
  if (!row) {
    await verifyPassword(password, await decoyHash());
    return null;
  }
  const { passwordHash, ...user } = row;
  if (!(await verifyPassword(password, passwordHash))) return null;
  if (needsRehash(passwordHash)) await upgradeHash(db, user.id, passwordHash, password);
  return user;
}

/**
 * Replaces a hash made with weaker parameters than today's by one at today's cost, now that the password is
 * known; unless the hash changed meanwhile (a password change at the same moment wins).
 */
async function upgradeHash(db: Queryable, id: string, stored: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(and(eq(users.id, id), eq(users.passwordHash, stored)));
}

export async function updateProfile(
  db: Queryable,
  id: string,
  input: { email: string; firstName: string; lastName: string; phoneNumber: string },
): Promise<PublicUser> {
  const [other] = await db.select({ id: users.id }).from(users).where(and(byEmail(input.email), ne(users.id, id)));
  if (other) throw emailTaken();
  try {
    const [user] = await db.update(users).set(input).where(eq(users.id, id)).returning(publicColumns);
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function changePassword(db: Db, id: string, oldPassword: string, newPassword: string): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  if (!row || !(await verifyPassword(oldPassword, row.passwordHash))) {
    const message = M.wrongPassword;
    throw new AppError(400, "WRONG_PASSWORD", message, { oldPassword: message });
  }
  await db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, id));
}

export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === "23505" || cause?.code === "23505";
}
