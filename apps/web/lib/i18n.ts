import { DEFAULT_LOCALE, localeDirection, type Locale } from "@shop/domain/constants";
import { fr, type Messages } from "@/messages/fr";

/** French is the only catalogue shipped; Arabic will add `ar` here with the same `Messages` shape. */
const catalogues: Record<Locale, Messages> = { fr, ar: fr };

/** The locale of the current request. Only French for now; kept behind a function for the Arabic switch. */
export function currentLocale(): Locale {
  return DEFAULT_LOCALE;
}

export function getMessages(locale: Locale = currentLocale()): Messages {
  return catalogues[locale];
}

export function getDirection(locale: Locale = currentLocale()): "ltr" | "rtl" {
  return localeDirection(locale);
}
