import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signPayload, verifySignature } from "../src/modules/payments/signature.js";

const secret = "test_sk_signature";
const body = '{"id":"evt_1","entity":"event","type":"checkout.paid"}';

describe("webhook signatures", () => {
  it("signs with the hex HMAC-SHA256 of the raw body keyed with the secret key", () => {
    expect(signPayload(body, secret)).toBe(createHmac("sha256", secret).update(body).digest("hex"));
    expect(verifySignature(Buffer.from(body), signPayload(body, secret), secret)).toBe(true);
    expect(verifySignature(body, signPayload(body, secret).toUpperCase(), secret)).toBe(true);
  });

  it("refuses another body, another key, and missing or garbled signatures", () => {
    const signature = signPayload(body, secret);
    expect(verifySignature(`${body} `, signature, secret)).toBe(false);
    expect(verifySignature(body, signature, "another secret")).toBe(false);
    for (const garbled of [
      undefined,
      "",
      "abc",
      `${signature}00`,
      signature.slice(0, 63) + "z",
      [signature, signature],
    ]) {
      expect(verifySignature(body, garbled, secret)).toBe(false);
    }
  });
});
