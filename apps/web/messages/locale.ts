import { cache } from "react";
import { DEFAULT_LOCALE, LOCALES, localeDirection, type Locale } from "@shop/domain/constants";

/**
 * The locale of the current request, and the per-locale lookup of one message section. No message text lives
 * here: a client component imports only the section it shows (`@/messages/catalog`…), so the help and legal texts
 * and the journey's forms never reach pages that do not show them. The chrome's client components (header, menus,
 * search, cart drawer, footer, consent) take theirs from `useChromeMessages()`, and a listing's from
 * `useListingMessages()`: the layout, or the page, sends the page's language's texts only.
 *
 * Server components read the locale from a store that lives for one request (React `cache`), filled by
 * `setRequestLocale()` at the top of the `[locale]` layout and of every page and metadata function: Next.js may
 * render a page before its layout, so each sets it from its own `params`. Client components cannot read that
 * store (React `cache` keeps nothing outside server components): they pass `useLocale()` explicitly.
 */
const requestLocale = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function setRequestLocale(locale: Locale): void {
  requestLocale().locale = locale;
}

export function currentLocale(): Locale {
  return requestLocale().locale;
}

export function getDirection(locale: Locale = currentLocale()): "ltr" | "rtl" {
  return localeDirection(locale);
}

/** A typed accessor over one section of the catalogue in every locale: `getChromeMessages(locale).consent`. */
export function messageSection<T>(catalogues: Readonly<Record<Locale, T>>): (locale?: Locale) => T {
  return (locale = currentLocale()) => catalogues[locale];
}
