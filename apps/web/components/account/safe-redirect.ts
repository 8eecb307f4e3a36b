/**
 * Where to go after signing in: only a same-site relative path ("/checkout", "/account/wishlist?x=1").
 * Absolute URLs, protocol-relative ("//evil.example") and backslash tricks ("/\\evil.example") fall back.
 */
export function safeRedirect(value: unknown, fallback = "/account"): string {
  const target = Array.isArray(value) ? value[0] : value;
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.includes("\\") || hasControlCharacter(target)) return fallback;
  try {
    const url = new URL(target, "http://shop.invalid");
    if (url.origin !== "http://shop.invalid") return fallback;
    if (url.pathname.startsWith("/account/login")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

function hasControlCharacter(text: string): boolean {
  return Array.from(text).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** The current path with its query string, for `?redirect=`. */
export function pathWithQuery(path: string, query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
