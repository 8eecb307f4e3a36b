import type { Locale } from "@shop/domain/constants";
import { localeHref, splitLocale } from "./href";

/** The shopper's chosen language, remembered a year (read by the offer to read a French page in Arabic). */
export const LOCALE_COOKIE = "shop_locale";
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The same page in another language: `/ar/produit/12?colorNo=3` ⇄ `/produit/12?colorNo=3`. */
export function switchLocaleHref(pathname: string, search: string, locale: Locale): string {
  return `${localeHref(splitLocale(pathname).path, locale)}${search}`;
}

/** Remembers the choice (a year, the whole site, sent on top-level navigations only) then opens the page in it. */
export function switchLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
  const { pathname, search, hash } = window.location;
  // A full page load: the document's lang, direction and typeface change, and the cached answers hold names
  // in the other language.
  window.location.assign(`${switchLocaleHref(pathname, search, locale)}${hash}`);
}

/** Remembers the choice alone, for a link that already leads to the other language. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
}
