import { describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, uniqueEmail } from "./support/shopper.js";

/**
 * Behind the storefront every request comes from its process; the shopper's address travels in a header that the
 * API believes only with the secret the two share.
 */
const SECRET = "s".repeat(40);
const { app } = await createTestApp({
  PROXY_SECRET: SECRET,
  LOGIN_MAX_ATTEMPTS_PER_IP: 2,
  STAFF_LOGIN_MAX_ATTEMPTS_PER_IP: 3,
});

const proxied = (address: string, secret = SECRET) => ({
  "x-shop-client-address": address,
  "x-shop-proxy-secret": secret,
});

/** Login attempts until the address is throttled: how many got through before the 429. */
async function attemptsBefore429(
  headers: (attempt: number) => Record<string, string>,
  remoteAddress = "127.0.0.1",
  url = "/api/users/login",
) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const shopper = new Shopper(app, { remoteAddress });
    const reply = await shopper.post(url, { email: uniqueEmail(), password: "Mauvais-Mot-2025!" }, {
      headers: headers(attempt),
    });
    if (reply.status === 429) return attempt;
  }
  return Infinity;
}

describe("the client address forwarded by the storefront", () => {
  it("counts shoppers behind the storefront apart when it proves itself with the secret", async () => {
    expect(await attemptsBefore429(() => proxied("127.0.0.2"), "127.0.0.1")).toBe(2);
    // Same proxy connection, another shopper: a fresh allowance.
    expect(await attemptsBefore429(() => proxied("127.0.0.3"), "127.0.0.1")).toBe(2);
  });

  it("ignores an address sent without the secret, or with a wrong one: the caller's own address counts", async () => {
    const forged = (attempt: number) => proxied(`198.51.100.${attempt + 1}`, attempt % 2 ? "x".repeat(40) : "");
    expect(await attemptsBefore429(forged, "192.0.2.200")).toBe(2);
  });

  it("counts the back office's sign-ins per address apart from the shoppers', at their own limit", async () => {
    expect(await attemptsBefore429(() => proxied("127.0.0.4"), "127.0.0.1", "/api/admin/auth/login")).toBe(3);
    // The shoppers' allowance at that address is untouched by the staff attempts.
    expect(await attemptsBefore429(() => proxied("127.0.0.4"))).toBe(2);
    expect(await attemptsBefore429(() => proxied("127.0.0.5"), "127.0.0.1", "/api/admin/auth/login")).toBe(3);
  });

  it("ignores a forwarded value that is not an address", async () => {
    expect(await attemptsBefore429((attempt) => proxied(`not-an-ip-${attempt}`), "192.0.2.201")).toBe(2);
  });
});
