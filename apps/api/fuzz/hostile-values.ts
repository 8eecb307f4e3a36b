import type { Random } from "./random.js";

/** Text no form sends: control characters, bidirectional marks, emoji, lone surrogates, SQL, HTML, odd numbers. */
const STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(8),
  "\u0001\u0002\u0007\b\u001b[31m",
  "\t\n\r",
  "ligne 1\nligne 2",
  "\u007f",
  "\u0085\u2028\u2029",
  "\u202eevil\u202c",
  "\u200f\u200e\u061c",
  "مرحبا بكم",
  "😀👍🏽🇩🇿",
  "\ud800",
  "\udfff\ud800",
  "\ufeff",
  "\uffff",
  "'",
  '"',
  "`",
  "\\",
  "' OR '1'='1",
  "'; drop table users; --",
  "1; select pg_sleep(1)",
  '" or 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "${7*7}",
  "%00",
  "%",
  "%E0%A4%A",
  "../../etc/passwd",
  "..\\..\\windows",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1.5",
  "1e309",
  "9".repeat(30),
  "0x1F",
  "١٢٣",
  "__proto__",
  "constructor",
  "a,b,,c",
  " , ",
  "*",
  "%s%n%x",
];

/** A hostile string: one of the list above, or a long run of plain, accented, emoji or NUL characters. */
export function hostileString(random: Random): string {
  if (random.chance(0.8)) return random.pick(STRINGS);
  const length = random.pick([101, 201, 1_000, 10_000]);
  return random.pick(["A", "é", "😀", "\u0000", "' "]).repeat(length);
}

/** Characters slipped into an otherwise valid value: controls, bidirectional marks, emoji, quotes, escapes. */
const INTRUDERS = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u200b",
  "\u200f",
  "\u202e",
  "\u2028",
  "\ufeff",
  "\ud800",
  "😀",
  "'",
  '"',
  "\\",
  "%",
  "<",
  ";",
];

/**
 * A valid value with one intruding character, or padded far past any limit, so that it passes every other check.
 * NUL comes a third of the time: it is the one character PostgreSQL refuses in text.
 */
export function corrupted(valid: unknown, random: Random): string {
  const text = String(valid);
  if (random.chance(0.15)) return text + random.pick(["0", " ", "é"]).repeat(random.pick([100, 1_000]));
  const at = random.int(text.length + 1);
  return text.slice(0, at) + (random.chance(0.35) ? "\u0000" : random.pick(INTRUDERS)) + text.slice(at);
}

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

/** A hostile JSON value for a body field: a hostile string, or any type the field does not expect. */
export function hostileJson(random: Random): unknown {
  if (random.chance(0.45)) return hostileString(random);
  return random.pick<() => unknown>([
    () => random.pick([0, -1, -0.5, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER]),
    () => random.pick([true, false, null]),
    () => random.pick([[], {}, [1, 2], ["a"]]),
    () => ({ $gt: "" }),
    () => JSON.parse('{"__proto__": {"isAdmin": true}}'),
    () => nested(random.pick([10, 100, 2_000]), "x"),
    () => Array.from({ length: random.pick([100, 5_000]) }, (_, i) => i),
    () => Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
  ])();
}

/** A body that is not the JSON object a route expects: malformed, empty, deeply nested, huge. */
export function hostileRawBody(random: Random): string {
  return random.pick<() => string>([
    () =>
      random.pick(["{", '{"a":', "{'a': 1}", "nul", "[", "]", '"', "{}garbage", '{"a":1}}', "-", "1e999999"]),
    () => random.pick(["", "   ", "\u0000", "\ufeff{}", '""', "[]", "42", "true", "null", '"texte"']),
    () => random.pick(['{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"x":1}}']),
    () => '{"constructor":{"prototype":{"isAdmin":true}}}',
    () => "[".repeat(20_000) + "]".repeat(20_000),
    () => '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000),
    () => JSON.stringify({ text: "A".repeat(70 * 1024) }),
    () => "A".repeat(random.pick([1_000, 70 * 1024])),
  ])();
}

/** Content types a JSON route does not parse, or parses oddly. */
export const CONTENT_TYPES = [
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/jsonp",
  "application/vnd.api+json",
  "APPLICATION/JSON",
  "application/json;;",
  "*/*",
  "",
];

/** Percent-encoded text; a lone surrogate, which has no UTF-8 form, becomes the bytes an encoder would make of it. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/** Decoded percent-encoding, or the text itself when it holds a bad escape. */
export function decodeText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A path segment sent as is (Latin-1, which HTTP clients send as raw bytes): bad % escapes, numbers, traversals. */
export function hostileSegment(random: Random): string {
  if (random.chance(0.3)) return encodeText(hostileString(random));
  return random.pick([
    "%E0%A4%A",
    "%",
    "%%",
    "%ZZ",
    "%C0%AF",
    "%FF",
    "%ED%A0%80",
    "%00",
    "%2e%2e",
    "..",
    ".",
    "%2F",
    "a%2Fb",
    "-1",
    "0",
    "1.5",
    "1e3",
    "99999999999999999999",
    "2147483648",
    "NaN",
    "null",
    "%20",
    "+",
    "%27%3B--",
    "%E2%80%AE",
    "%F0%9F%98%80",
    "\u00e9t\u00e9",
    "\u00ff",
    "x".repeat(201),
    "1".repeat(5_000),
  ]);
}

/** A header value that HTTP allows (Latin-1, no control character) but the API does not expect. */
export function hostileHeader(random: Random): string {
  return random.pick([
    "",
    "a",
    "x".repeat(5_000),
    "'; drop table orders; --",
    "a b",
    "\u00e9t\u00e9",
    "%00",
    "%E0%A4%A",
  ]);
}
