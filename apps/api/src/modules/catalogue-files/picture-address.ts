import { BlockList, isIP } from "node:net";

/**
 * The addresses a picture is never fetched from, by the reason the merchant reads. A catalogue file is written by
 * whoever sent it: an address in it must not make the shop's server call its own services, its network's, or a
 * cloud's metadata endpoint (« SSRF »). IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) are checked as the IPv4
 * address they carry (node's BlockList does so), and the NAT64 prefix below is unwrapped the same way.
 */
const REFUSED: [reason: string, subnets: [network: string, prefix: number, family: "ipv4" | "ipv6"][]][] = [
  [
    "boucle locale",
    [
      ["127.0.0.0", 8, "ipv4"],
      ["::1", 128, "ipv6"],
    ],
  ],
  [
    "réseau privé",
    [
      ["10.0.0.0", 8, "ipv4"],
      ["172.16.0.0", 12, "ipv4"],
      ["192.168.0.0", 16, "ipv4"],
      ["100.64.0.0", 10, "ipv4"],
      ["fc00::", 7, "ipv6"],
    ],
  ],
  [
    "lien local",
    [
      ["169.254.0.0", 16, "ipv4"],
      ["fe80::", 10, "ipv6"],
    ],
  ],
  [
    "multidiffusion",
    [
      ["224.0.0.0", 4, "ipv4"],
      ["ff00::", 8, "ipv6"],
    ],
  ],
  [
    "adresse réservée",
    [
      ["0.0.0.0", 8, "ipv4"],
      ["240.0.0.0", 4, "ipv4"], // reserved, with 255.255.255.255 (broadcast) at its end
      ["192.0.0.0", 24, "ipv4"], // protocol assignments
      ["198.18.0.0", 15, "ipv4"], // benchmarking
      ["::", 128, "ipv6"], // unspecified
      ["::", 96, "ipv6"], // IPv4-compatible (deprecated)
      ["100::", 64, "ipv6"], // discard-only
      ["2001:db8::", 32, "ipv6"], // documentation
    ],
  ],
];

const LISTS = REFUSED.map(([reason, subnets]) => {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets) list.addSubnet(network, prefix, family);
  return { reason, list };
});

/** `64:ff9b::a.b.c.d` (NAT64) reaches the IPv4 address a.b.c.d: check that one. */
function unwrapNat64(address: string): string | undefined {
  const match = /^64:ff9b::(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i.exec(address);
  if (!match) return undefined;
  if (match[3]) return match[3];
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Why this IP address is refused (« réseau privé », « boucle locale »…), or undefined when it may be fetched. */
export function refusalOf(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return "adresse illisible";
  const type = family === 4 ? "ipv4" : "ipv6";
  const inner = family === 6 ? unwrapNat64(bare) : undefined;
  if (inner !== undefined) return refusalOf(inner);
  return LISTS.find(({ list }) => list.check(bare, type))?.reason;
}
