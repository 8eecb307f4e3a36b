import { describe, expect, it } from "vitest";
import { DEFAULT_SCRYPT_LOG_N, hashPassword, needsRehash, setPasswordCost, verifyPassword } from "./password.js";

const PASSWORD = "Sécurité-2025!";
/** Made before the cost was raised: scrypt N = 2^15, r = 8, p = 1. */
const OLD_HASH = "scrypt$32768$8$1$Pa0XSc5BoyCc477pm4QnMg$QJUjh6YxJ90-rBZhCYjHxYDat3LValui8xgTN6IzBl0";

describe("password hashes", () => {
  it("are made at OWASP's minimum scrypt cost (N = 2^17, r = 8, p = 1) unless configured otherwise", async () => {
    expect(DEFAULT_SCRYPT_LOG_N).toBe(17);
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });

  it("made with the former parameters still verify, and are due for a rehash", async () => {
    expect(await verifyPassword(PASSWORD, OLD_HASH)).toBe(true);
    expect(await verifyPassword("Sécurité-2024!", OLD_HASH)).toBe(false);
    expect(needsRehash(OLD_HASH)).toBe(true);
  });

  it("follow the configured cost, and a stronger stored hash is never lowered", async () => {
    setPasswordCost(15);
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(needsRehash(OLD_HASH)).toBe(false);
    expect(needsRehash(await hashPassword(PASSWORD, { N: 2 ** 16, r: 8, p: 1 }))).toBe(false);
    expect(needsRehash(await hashPassword(PASSWORD, { N: 2 ** 15, r: 4, p: 1 }))).toBe(true);
    setPasswordCost(DEFAULT_SCRYPT_LOG_N);
  });

  it("refuse a malformed stored hash", async () => {
    for (const stored of ["", "bcrypt$x", "scrypt$abc$8$1$c2FsdA$aGFzaA", "scrypt$32768$8$1$$"]) {
      expect(await verifyPassword(PASSWORD, stored)).toBe(false);
    }
  });
});
