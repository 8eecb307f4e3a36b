import { messageSection } from "./locale";
import { chromeFr } from "./fr-chrome";
import { chromeAr } from "./ar-chrome";
import type { Translation } from "./translation";

export type ChromeMessages = Translation<typeof chromeFr>;

/** The storefront chrome: header, menus, search, cart drawer, footer, consent. */
export const getChromeMessages = messageSection<ChromeMessages>({ fr: chromeFr, ar: chromeAr });
