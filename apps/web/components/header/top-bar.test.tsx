import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@shop/domain/constants";
import { LocaleProvider } from "@/lib/locale/context";
import { getChromeTexts, getLocaleOffers } from "@/messages/chrome";
import type { AnnouncementItem } from "./announcements";
import { TopBar } from "./top-bar";

/** The bar as a page of `locale` shows it, its texts already in that language (`localizeNames`). */
const render = (locale: Locale, text: string) => {
  const item: AnnouncementItem = {
    id: 1,
    type: "topbar",
    is_active: true,
    content: { text, textAr: locale === "ar" ? text : "", bgColor: "#111111", textColor: "#ffffff" },
  };
  return renderToStaticMarkup(
    <LocaleProvider locale={locale} chrome={getChromeTexts(locale)} localeOffers={getLocaleOffers()}>
      <TopBar items={[item]} />
    </LocaleProvider>,
  );
};

describe("the top bar", () => {
  it("keeps « 8 000 » of an Arabic sentence in one left-to-right isolate", () => {
    const html = render("ar", "هدية ابتداءً من 8 000 دج");
    expect(html).toContain("هدية ابتداءً من \u20668 000\u2069 دج");
  });

  it("leaves French text as the merchant wrote it", () => {
    const html = render("fr", "Cadeau dès 8 000 DA");
    expect(html).toContain("Cadeau dès 8 000 DA");
    expect(html).not.toContain("\u2066");
  });
});
