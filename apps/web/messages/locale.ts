import { DEFAULT_LOCALE, localeDirection, type Locale } from "@shop/domain/constants";

/**
 * The locale of the current request, and the per-locale lookup of one message section. No message text lives
 * here: a client component imports only the section it shows (`@/messages/chrome`, `@/messages/catalog`…), so
 * the help and legal texts and the journey's forms never reach pages that do not show them.
 */

/** Only French for now; kept behind a function for the Arabic switch. */
export function currentLocale(): Locale {
  return DEFAULT_LOCALE;
}

export function getDirection(locale: Locale = currentLocale()): "ltr" | "rtl" {
  return localeDirection(locale);
}

/** A typed accessor over one section of the catalogue in every locale: `getChromeMessages().consent`. */
export function messageSection<T>(catalogues: Readonly<Record<Locale, T>>): (locale?: Locale) => T {
  return (locale = currentLocale()) => catalogues[locale];
}
