import type { Locale } from "@shop/domain/constants";
import { messageSection } from "./locale";
import type { listingFormatFr } from "./fr-listing-format";
import { plainTexts, type PlainTexts } from "./plain-texts";
import { catalogFr } from "./fr-catalog";
import { catalogAr } from "./ar-catalog";
import type { Translation } from "./translation";

export type CatalogMessages = Translation<typeof catalogFr>;

/** The catalogue pages: listings, product page, search. */
export const getCatalogMessages = messageSection<CatalogMessages>({ fr: catalogFr, ar: catalogAr });

/** The listing's texts that take a value, one language's (`fr-listing-format.ts`, `ar-listing-format.ts`). */
export type ListingFormats = Translation<typeof listingFormatFr>;

/** What a listing's client components show: the filters' and sorts' names, the listing's texts, a heading. */
export type ListingMessages = Pick<CatalogMessages, "facetLabels" | "sortLabels"> & {
  listing: Omit<CatalogMessages["listing"], "metaDescription">;
  products: string;
};

/** `ListingMessages` without the functions, as a page hands them to its listing (`getListingTexts`). */
export type ListingTexts = PlainTexts<ListingMessages>;

/**
 * One language's listing texts without their functions, for the client listing: a page sends the browser its own
 * language's texts only, and the functions come from that language's format module.
 */
export function getListingTexts(locale: Locale): ListingTexts {
  const { facetLabels, sortLabels, listing, searchPage } = getCatalogMessages(locale);
  return plainTexts({ facetLabels, sortLabels, listing, products: searchPage.products });
}
