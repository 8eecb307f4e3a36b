import { messageSection } from "./locale";
import { chromeFr } from "./fr-chrome";

export type ChromeMessages = typeof chromeFr;

/** The storefront chrome: header, menus, search, cart drawer, footer, consent. Arabic will add `ar` beside `fr`. */
export const getChromeMessages = messageSection<ChromeMessages>({ fr: chromeFr, ar: chromeFr });
