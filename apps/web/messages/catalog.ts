import { messageSection } from "./locale";
import { catalogFr } from "./fr-catalog";

export type CatalogMessages = typeof catalogFr;

/** The catalogue pages: listings, product page, search. Arabic will add `ar` beside `fr`. */
export const getCatalogMessages = messageSection<CatalogMessages>({ fr: catalogFr, ar: catalogFr });
