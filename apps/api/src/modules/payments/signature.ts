import { createHmac, timingSafeEqual } from "node:crypto";

const hexSha256 = /^[0-9a-f]{64}$/i;

/** Chargily Pay V2 webhook signature: the hex HMAC-SHA256 of the raw request body, keyed with the secret key. */
export function signPayload(payload: string | Buffer, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/**
 * True only when `signature` is the signature of exactly these bytes. Anything else (missing header, repeated
 * header, wrong length, not hexadecimal) is refused; the comparison itself takes constant time.
 */
export function verifySignature(payload: string | Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== "string" || !hexSha256.test(signature)) return false;
  const expected = Buffer.from(signPayload(payload, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
