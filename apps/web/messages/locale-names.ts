import type { Locale } from "@shop/domain/constants";

/**
 * Each language's name written in itself, the same on every page, so a reader finds their own language in a
 * list whatever the page's (shown with a `lang` attribute, so screen readers pronounce it right).
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { fr: "Français", ar: "العربية" };
