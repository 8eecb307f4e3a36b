import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@shop/domain/constants";
import { LocaleProvider } from "@/lib/locale/context";
import { getCatalogMessages, getListingTexts, type ListingMessages } from "@/messages/catalog";
import { getChromeTexts, getLocaleOffers } from "@/messages/chrome";
import { ListingMessagesProvider, useListingMessages } from "./listing-messages";

/** The listing's texts as its client components read them, from what a page of `locale` hands its listing. */
function readInBrowser(locale: Locale): ListingMessages {
  let read: ListingMessages | undefined;
  function Reader() {
    read = useListingMessages();
    return null;
  }
  // What crosses from the server to the browser is JSON: functions would not survive it.
  const texts = JSON.parse(JSON.stringify(getListingTexts(locale))) as ReturnType<typeof getListingTexts>;
  renderToStaticMarkup(
    <LocaleProvider locale={locale} chrome={getChromeTexts(locale)} localeOffers={getLocaleOffers()}>
      <ListingMessagesProvider texts={texts}>
        <Reader />
      </ListingMessagesProvider>
    </LocaleProvider>,
  );
  return read!;
}

/** Every text of a section, functions called with sample values, so two sections compare as what they say. */
function said(section: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(section).map(([key, value]) => [
      key,
      typeof value === "function" ? [value(0, 3), value(1, 24), value(5, 66), value("Taille", "42")] : value,
    ]),
  );
}

describe("a listing's texts", () => {
  for (const locale of LOCALES) {
    it(`in ${locale}, reach the browser as the catalogue's messages say them, from plain texts`, () => {
      const catalog = getCatalogMessages(locale);
      const { metaDescription: _server, ...listing } = catalog.listing;
      const read = readInBrowser(locale);
      expect(said(read.listing)).toEqual(said(listing));
      expect(read.facetLabels).toEqual(catalog.facetLabels);
      expect(read.sortLabels).toEqual(catalog.sortLabels);
      expect(read.products).toBe(catalog.searchPage.products);
    });
  }

  it("are sent in the page's language only, without code", () => {
    const french = JSON.stringify(getListingTexts("fr"));
    const arabic = JSON.stringify(getListingTexts("ar"));
    expect(french).not.toMatch(/[\u0600-\u06FF]/);
    expect(arabic).toContain(getCatalogMessages("ar").listing.filters);
    expect(Object.values(getListingTexts("fr").listing).some((value) => typeof value === "function")).toBe(false);
  });
});
