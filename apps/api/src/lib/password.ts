import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export type ScryptCost = { N: number; r: number; p: number };

/** OWASP's minimum for scrypt: 2^17 × 8 × 128 B = 128 MiB and about 0.3 s of one core per hash. */
export const DEFAULT_SCRYPT_LOG_N = 17;
const KEY_LENGTH = 32;

const costOf = (logN: number): ScryptCost => ({ N: 2 ** logN, r: 8, p: 1 });

/** The cost of new hashes: one per process, set from PASSWORD_SCRYPT_LOG_N when the app is built. */
let current = costOf(DEFAULT_SCRYPT_LOG_N);
let decoy: Promise<string> | undefined;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost, keyLength: number): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; Node refuses anything above `maxmem` (32 MiB by default).
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Sets the cost of the hashes made from now on. Stored hashes carry their own parameters, so they keep verifying;
 * a weaker one is replaced at the customer's next login (see `needsRehash`).
 */
export function setPasswordCost(logN: number): void {
  if (current.N === 2 ** logN) return;
  current = costOf(logN);
  decoy = undefined;
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url), at the configured cost unless one is given. */
export async function hashPassword(password: string, cost: ScryptCost = current): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !hash || !Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0)) {
    return null;
  }
  return { cost, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.hash.length);
  return timingSafeEqual(key, parsed.hash);
}

/** True when a stored hash was made with weaker parameters than new hashes get (never to lower a stronger one). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return N < current.N || r < current.r || p < current.p || parsed.hash.length < KEY_LENGTH;
}

/** A hash of a random password at today's cost, verified against when an email is unknown so both cases take as long. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString("base64url"));
  return decoy;
}
