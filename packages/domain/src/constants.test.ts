import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, localeDirection, pageTitle } from "./constants.js";

describe("localeDirection", () => {
  it.each([
    ["ar", "rtl"],
    ["fr", "ltr"],
    ["en", "ltr"],
    ["", "ltr"],
  ])("%j reads %s", (locale, expected) => {
    expect(localeDirection(locale)).toBe(expected);
  });

  it("ships French by default", () => {
    expect(LOCALES).toContain(DEFAULT_LOCALE);
    expect(localeDirection(DEFAULT_LOCALE)).toBe("ltr");
  });
});

describe("pageTitle", () => {
  it.each([
    ["Puma", "Puma | Vêtements, chaussures et accessoires"],
    ["", " | Vêtements, chaussures et accessoires"],
  ])("%j gives %j", (brand, expected) => {
    expect(pageTitle(brand)).toBe(expected);
  });
});
