import { messageSection } from "./locale";
import { catalogFr } from "./fr-catalog";
import { catalogAr } from "./ar-catalog";
import type { Translation } from "./translation";

export type CatalogMessages = Translation<typeof catalogFr>;

/** The catalogue pages: listings, product page, search. */
export const getCatalogMessages = messageSection<CatalogMessages>({ fr: catalogFr, ar: catalogAr });
