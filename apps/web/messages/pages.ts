import { messageSection } from "./locale";
import { pagesFr } from "./fr-pages";
import { pagesAr } from "./ar-pages";
import type { Translation } from "./translation";

export type PagesMessages = Translation<typeof pagesFr>;

/** The content pages: contact form, coming soon, forever faster. */
export const getPagesMessages = messageSection<PagesMessages>({ fr: pagesFr, ar: pagesAr });
