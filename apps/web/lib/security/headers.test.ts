import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, securityHeaders, type ConfiguredTags } from "./headers";

const NONE: ConfiguredTags = { gtm: false, metaPixel: false, clarity: false };
const ALL: ConfiguredTags = { gtm: true, metaPixel: true, clarity: true };
const VENDOR_HOSTS = /googletagmanager|google-analytics|facebook|clarity|bing/;

/** The policy as directive name → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe("createNonce", () => {
  it("is 128 random bits in base64, new each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows our origin and the nonce, never inline script, plugins, framing or a foreign base", () => {
    const policy = parse(contentSecurityPolicy({ nonce: "abc", tags: NONE, https: false }));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("names no vendor host when no tag id is configured", () => {
    expect(contentSecurityPolicy({ nonce: "abc", tags: NONE, https: true })).not.toMatch(VENDOR_HOSTS);
  });

  it("allows each configured vendor's hosts, and only those", () => {
    const gtm = parse(contentSecurityPolicy({ nonce: "n", tags: { ...NONE, gtm: true }, https: false }));
    expect(gtm.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(gtm.get("connect-src")).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]),
    );
    expect(gtm.get("img-src")).toContain("https://*.google-analytics.com");
    expect([...gtm.values()].flat().join(" ")).not.toMatch(/facebook|clarity/);

    const meta = parse(
      contentSecurityPolicy({ nonce: "n", tags: { ...NONE, metaPixel: true }, https: false }),
    );
    expect(meta.get("script-src")).toContain("https://connect.facebook.net");
    expect(meta.get("img-src")).toContain("https://www.facebook.com");
    expect(meta.get("connect-src")).toContain("https://www.facebook.com");
    expect([...meta.values()].flat().join(" ")).not.toMatch(/google|clarity/);

    const clarity = parse(
      contentSecurityPolicy({ nonce: "n", tags: { ...NONE, clarity: true }, https: false }),
    );
    expect(clarity.get("script-src")).toEqual(
      expect.arrayContaining(["https://www.clarity.ms", "https://*.clarity.ms"]),
    );
    expect(clarity.get("connect-src")).toContain("https://*.clarity.ms");
    expect([...clarity.values()].flat().join(" ")).not.toMatch(/google|facebook/);
  });

  it("lists a host once when several vendors need it", () => {
    const policy = parse(contentSecurityPolicy({ nonce: "n", tags: ALL, https: false }));
    for (const sources of policy.values()) expect(new Set(sources).size).toBe(sources.length);
  });

  it("upgrades insecure requests on https only", () => {
    expect(
      parse(contentSecurityPolicy({ nonce: "n", tags: NONE, https: true })).has("upgrade-insecure-requests"),
    ).toBe(true);
  });

  it("lets React's development build evaluate code and inline styles, in development only", () => {
    const policy = parse(contentSecurityPolicy({ nonce: "n", tags: NONE, https: false, development: true }));
    expect(policy.get("script-src")).toContain("'unsafe-eval'");
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe("securityHeaders", () => {
  it("sends nosniff, the referrer policy, no framing and the features switched off", () => {
    const headers = securityHeaders({ nonce: "n", tags: NONE, https: false });
    expect(headers["content-security-policy"]).toContain("'nonce-n'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
      expect(headers["permissions-policy"]).toContain(`${feature}=()`);
    }
  });

  it("sends HSTS only when the shop is served over https", () => {
    expect(securityHeaders({ nonce: "n", tags: NONE, https: false })).not.toHaveProperty(
      "strict-transport-security",
    );
    expect(securityHeaders({ nonce: "n", tags: NONE, https: true })["strict-transport-security"]).toBe(
      "max-age=31536000",
    );
  });
});
