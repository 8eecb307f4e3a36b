import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { users } from "../src/db/schema.js";
import { hashPassword } from "../src/lib/password.js";
import { createTestApp } from "./database.js";
import { PASSWORD, Shopper, uniqueEmail } from "./support/shopper.js";

// The production cost, where the other test files use the cheapest one to stay fast.
const production = loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://127.0.0.1/shop" });
const { app, db } = await createTestApp({ PASSWORD_SCRYPT_LOG_N: production.PASSWORD_SCRYPT_LOG_N });

const storedHash = async (email: string) =>
  (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]!.hash;

/** An account whose password was hashed with the parameters used before the cost was raised. */
async function accountWithOldHash() {
  const email = uniqueEmail();
  const passwordHash = await hashPassword(PASSWORD, { N: 2 ** 15, r: 8, p: 1 });
  await db.insert(users).values({ email, firstName: "Amina", lastName: "Benali", passwordHash });
  return { email, passwordHash };
}

const login = (email: string, password: string) =>
  app.inject({ method: "POST", url: "/api/users/login", payload: { email, password } });

describe("password cost", () => {
  it("is scrypt N = 2^17, r = 8, p = 1 by default: a new account's hash says so", async () => {
    expect(production.PASSWORD_SCRYPT_LOG_N).toBe(17);
    const shopper = new Shopper(app);
    const email = uniqueEmail();
    expect((await shopper.signUp({ email })).status).toBe(201);
    expect(await storedHash(email)).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("rehashes an old-parameter hash at the next login, which keeps working", async () => {
    const { email, passwordHash } = await accountWithOldHash();
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).not.toBe(passwordHash);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(email)).toBe(upgraded);
  });

  it("leaves the hash alone after a wrong password", async () => {
    const { email, passwordHash } = await accountWithOldHash();
    expect((await login(email, "Mauvais-2025!")).statusCode).toBe(401);
    expect(await storedHash(email)).toBe(passwordHash);
  });
});
