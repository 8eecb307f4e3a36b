import type { Locale } from "@shop/domain/constants";
import { messageSection } from "./locale";
import { chromeFr } from "./fr-chrome";
import { chromeAr } from "./ar-chrome";
import type { chromeFormatFr } from "./fr-chrome-format";
import type { Translation } from "./translation";
import { plainTexts, type PlainTexts } from "./plain-texts";

export type ChromeMessages = Translation<typeof chromeFr>;

/** The chrome's texts that take a value, one language's (`fr-chrome-format.ts`, `ar-chrome-format.ts`). */
export type ChromeFormats = Translation<typeof chromeFormatFr>;

/** The chrome's plain texts: every section without its functions, as the layout hands them to the browser. */
export type ChromeTexts = PlainTexts<ChromeMessages>;

/** The storefront chrome: header, menus, search, cart drawer, footer, consent. */
export const getChromeMessages = messageSection<ChromeMessages>({ fr: chromeFr, ar: chromeAr });

/**
 * One language's chrome without its functions, for the client components of the layout (`useChromeMessages()`):
 * a page sends the browser its own language's texts only, and the functions come from that language's format
 * module.
 */
export function getChromeTexts(locale: Locale): ChromeTexts {
  return plainTexts(getChromeMessages(locale));
}

/** The language offer's texts in every language (three short texts each): the offer speaks the other one. */
export function getLocaleOffers(): Record<Locale, ChromeMessages["localeOffer"]> {
  return { fr: chromeFr.localeOffer, ar: chromeAr.localeOffer };
}
