import { describe, expect, it } from "vitest";
import { localeAlternates } from "./alternates";
import { localeHref, splitLocale } from "./href";

describe("localeHref", () => {
  it("keeps French at the shop's addresses and puts Arabic under /ar", () => {
    expect(localeHref("/cart", "fr")).toBe("/cart");
    expect(localeHref("/", "ar")).toBe("/ar");
    expect(localeHref("/?x=1", "ar")).toBe("/ar?x=1");
    expect(localeHref("/produit/3?colorNo=01", "ar")).toBe("/ar/produit/3?colorNo=01");
  });

  it("never prefixes the API, the media, the back office, another site or an address already in Arabic", () => {
    for (const href of ["/api/cart", "/media/a.jpg", "/gestion", "https://example.com/", "//example.com", "/ar/cart", "#x"]) {
      expect(localeHref(href, "ar")).toBe(href);
    }
    expect(localeHref("/arbitre", "ar")).toBe("/ar/arbitre");
  });

  it("reads the language back from an address", () => {
    expect(splitLocale("/ar/categorie/homme")).toEqual({ locale: "ar", path: "/categorie/homme" });
    expect(splitLocale("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocale("/arbitre")).toEqual({ locale: "fr", path: "/arbitre" });
  });
});

describe("localeAlternates", () => {
  it("gives the canonical address in the page's language and every language's address", () => {
    expect(localeAlternates("/categorie/homme", "ar")).toEqual({
      canonical: "/ar/categorie/homme",
      languages: { fr: "/categorie/homme", ar: "/ar/categorie/homme", "x-default": "/categorie/homme" },
    });
    expect(localeAlternates("/", "fr").canonical).toBe("/");
  });
});
