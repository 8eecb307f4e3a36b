// Who the client is, for the storefront's server (`server.mjs`, plain Node: no TypeScript here).
import { isIP } from "node:net";

/** The request header carrying the client's address inside the storefront, set by `server.mjs` on every request. */
export const CLIENT_ADDRESS_HEADER = "x-shop-client-address";

/**
 * The client's address: the connection's peer, or with N trusted proxies the N-th address of X-Forwarded-For
 * counted from the right (each proxy appends the peer it saw; anything further left was sent by the client).
 */
export function clientAddress(socketAddress, forwardedFor, hops) {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const addresses = [...chain, socketAddress ?? ""];
  const candidate = addresses[Math.max(0, addresses.length - 1 - hops)] ?? "";
  const plain = candidate.startsWith("::ffff:") ? candidate.slice(7) : candidate;
  return isIP(plain) ? plain : (socketAddress ?? "");
}
