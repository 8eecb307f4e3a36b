import { describe, expect, it } from "vitest";
import { analyticsPage, analyticsReferrer } from "./page-location";

const SHOP = "https://shop.example";

describe("analyticsPage", () => {
  it.each([
    ["/order-confirmed?id=7f0c3c1e-9b7a-4c1e-8f43-2a1d2c3b4a5f", "/order-confirmed", true],
    ["/order-confirmed?id=7f0c3c1e&payment=failure", "/order-confirmed", true],
    ["/order-confirmed/view?id=7f0c3c1e", "/order-confirmed/view", true],
    ["/account/login?redirect=%2Forder-confirmed%2Fview%3Fid%3D7f0c", "/account/login", true],
    ["/account/login?action=register", "/account/login?action=register", false],
    ["/search?query=trail#results", "/search?query=trail", false],
    ["/produit/12?colorNo=001", "/produit/12?colorNo=001", false],
    [
      "/categorie/homme?gender=Homme&RunningTech=Gel&sort=newest&minPrice=1000",
      "/categorie/homme?gender=Homme&RunningTech=Gel&sort=newest&minPrice=1000",
      false,
    ],
    [
      "/?utm_source=newsletter&utm_campaign=ete&gclid=abc",
      "/?utm_source=newsletter&utm_campaign=ete&gclid=abc",
      false,
    ],
    ["/cart?email=a%40b.dz", "/cart", true],
    ["/help/faq?ref=partner", "/help/faq", false],
  ])("%s → %s", (path, expected, identifying) => {
    const page = analyticsPage(`${SHOP}${path}`);
    expect(page.path).toBe(expected);
    expect(page.location).toBe(`${SHOP}${expected}`);
    expect(page.identifying).toBe(identifying);
  });
});

describe("analyticsReferrer", () => {
  it("cleans our own pages and cuts other sites to their origin", () => {
    expect(analyticsReferrer(`${SHOP}/order-confirmed?id=7f0c`, SHOP)).toBe(`${SHOP}/order-confirmed`);
    expect(analyticsReferrer("https://pay.chargily.net/checkout/01abc?x=1", SHOP)).toBe(
      "https://pay.chargily.net/",
    );
    expect(analyticsReferrer("", SHOP)).toBe("");
    expect(analyticsReferrer("not a url", SHOP)).toBe("");
  });
});
