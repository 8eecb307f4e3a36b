import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.mjs";

describe("clientAddress", () => {
  it("takes the connection's peer when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("203.0.113.7", undefined, 0)).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.7", "198.51.100.1", 0)).toBe("203.0.113.7");
  });

  it("takes the address the trusted proxies saw, never one the client put further left", () => {
    // nginx (one hop) appended the client it saw; the client had forged 1.2.3.4 before it.
    expect(clientAddress("127.0.0.1", "1.2.3.4, 41.200.10.20", 1)).toBe("41.200.10.20");
    // A CDN then nginx: two hops.
    expect(clientAddress("127.0.0.1", "1.2.3.4, 41.200.10.20, 172.70.1.1", 2)).toBe("41.200.10.20");
  });

  it("falls back to the leftmost entry when there are fewer proxies than declared", () => {
    expect(clientAddress("127.0.0.1", "41.200.10.20", 3)).toBe("41.200.10.20");
  });

  it("ignores an entry that is not an address and unwraps IPv4-mapped IPv6", () => {
    expect(clientAddress("127.0.0.1", "not-an-ip", 1)).toBe("127.0.0.1");
    expect(clientAddress("::ffff:127.0.0.2", undefined, 0)).toBe("127.0.0.2");
  });
});
