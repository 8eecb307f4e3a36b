import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@shop/domain/constants";
import { LocaleProvider } from "@/lib/locale/context";
import { getChromeTexts, getLocaleOffers } from "@/messages/chrome";
import { getJourneyMessages, getJourneyTexts, type JourneyMessages } from "@/messages/journey";
import { JourneyMessagesProvider, useJourneyMessages } from "./journey-messages";

/** The journey's texts as its client components read them, from what a page of `locale` sends the browser. */
function readInBrowser(locale: Locale): JourneyMessages {
  let read: JourneyMessages | undefined;
  function Reader() {
    read = useJourneyMessages();
    return null;
  }
  // What crosses from the server to the browser is JSON: functions would not survive it.
  const texts = JSON.parse(JSON.stringify(getJourneyTexts(locale))) as ReturnType<typeof getJourneyTexts>;
  renderToStaticMarkup(
    <LocaleProvider locale={locale} chrome={getChromeTexts(locale)} localeOffers={getLocaleOffers()}>
      <JourneyMessagesProvider texts={texts}>
        <Reader />
      </JourneyMessagesProvider>
    </LocaleProvider>,
  );
  return read!;
}

/** Every text of a section, functions called with sample values, so two sections compare as what they say. */
function said(section: object): unknown {
  return Object.fromEntries(
    Object.entries(section).map(([key, value]) => [
      key,
      typeof value === "function"
        ? [value(1, 3, 2), value(5, 7, 1), value("Rouge", "42", 2), value("Taille unique", "Alger")]
        : typeof value === "object" && value !== null && !Array.isArray(value)
          ? said(value)
          : value,
    ]),
  );
}

describe("the journey's texts", () => {
  for (const locale of LOCALES) {
    it(`in ${locale}, reach the browser as the journey's messages say them, from plain texts`, () => {
      const read = readInBrowser(locale);
      const messages = getJourneyMessages(locale);
      expect(Object.keys(read).sort()).toEqual(Object.keys(messages).sort());
      for (const section of Object.keys(messages) as (keyof JourneyMessages)[]) {
        expect(said(read[section]), section).toEqual(said(messages[section]));
      }
    });
  }

  it("are sent in the page's language only, without code", () => {
    const french = JSON.stringify(getJourneyTexts("fr"));
    expect(french).not.toMatch(/[\u0600-\u06FF]/);
    expect(JSON.stringify(getJourneyTexts("ar"))).toContain(getJourneyMessages("ar").checkout.submit);
    const functions = (section: object): boolean =>
      Object.values(section).some((value) => typeof value === "function" || (typeof value === "object" && value !== null && functions(value)));
    expect(functions(getJourneyTexts("fr"))).toBe(false);
    expect(functions(getJourneyTexts("ar"))).toBe(false);
  });
});
