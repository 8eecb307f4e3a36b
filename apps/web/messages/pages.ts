import { messageSection } from "./locale";
import { pagesFr } from "./fr-pages";

export type PagesMessages = typeof pagesFr;

/** The content pages: contact form, coming soon, forever faster. Arabic will add `ar` beside `fr`. */
export const getPagesMessages = messageSection<PagesMessages>({ fr: pagesFr, ar: pagesFr });
