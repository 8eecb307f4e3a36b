import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shop/domain/constants";

/**
 * French keeps the shop's historical addresses; every other language lives under its prefix (`/ar/…`).
 * Only the storefront's own pages get a prefix: the API, the media and the back office have one address.
 */
const UNPREFIXED = /^\/(api|media|gestion|_next)(\/|$)/;
const PREFIXED = new RegExp(`^/(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join("|")})(?=[/?#]|$)`);

/** Whether an address is one of the storefront's own pages: on this origin, not the API, media, back office or build. */
export function isStorefrontPage(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !UNPREFIXED.test(href);
}

/** The address of a storefront page in `locale`; an address already in a language is left as it is. */
export function localeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !isStorefrontPage(href) || PREFIXED.test(href)) return href;
  return href === "/" || /^\/[?#]/.test(href) ? `/${locale}${href.slice(1)}` : `/${locale}${href}`;
}

/** A page's address without its language prefix: `/ar/cart` and `/cart` are both `/cart` (French by default). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = PREFIXED.exec(pathname);
  const locale = LOCALES.find((candidate) => candidate === match?.[1]);
  if (!match || !locale) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: pathname.slice(match[0].length) || "/" };
}
