import { DEFAULT_LOCALE, LOCALES, type Locale } from "@shop/domain/constants";
import { localeHref } from "./href";

/**
 * A page's canonical address in its language and its addresses in every language (`hreflang`), French being
 * the default for a reader whose language the shop does not speak (`x-default`). `path` is the French address.
 */
export function localeAlternates(path: string, locale: Locale): { canonical: string; languages: Record<string, string> } {
  return { canonical: localeHref(path, locale), languages: languageAddresses(path) };
}

/** `{ fr: "/produit/3", ar: "/ar/produit/3", "x-default": "/produit/3" }` */
export function languageAddresses(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale] = localeHref(path, locale);
  languages["x-default"] = localeHref(path, DEFAULT_LOCALE);
  return languages;
}
