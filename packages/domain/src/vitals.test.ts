import { describe, expect, it } from "vitest";
import { VitalsReportSchema } from "./contract/vitals";
import { rateVital, vitalPageOf } from "./vitals";

describe("real shoppers' vitals", () => {
  it.each([
    ["LCP", 2500, "good"],
    ["LCP", 2501, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["INP", 200, "good"],
    ["INP", 500, "needs-improvement"],
    ["CLS", 0.26, "poor"],
    ["TTFB", 900, "needs-improvement"],
  ] as const)("rates %s %d as %s", (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });

  it.each([
    ["/", "home"],
    ["/ar", "home"],
    ["/categorie/femme/robes", "category"],
    ["/ar/produit/12", "product"],
    ["/search", "search"],
    ["/cart", "cart"],
    ["/checkout", "checkout"],
    ["/arrivages", "other"],
    ["/help/data-privacy", "other"],
  ] as const)("names %s a %s page", (path, page) => {
    expect(vitalPageOf(path)).toBe(page);
  });

  it("takes a page view's figures and refuses what no browser sends", () => {
    expect(
      VitalsReportSchema.safeParse({ page: "home", connection: "4g", metrics: [{ name: "LCP", value: 1234.5 }] }).success,
    ).toBe(true);
    for (const bad of [
      { page: "home", metrics: [] },
      { page: "admin", metrics: [{ name: "LCP", value: 1 }] },
      { page: "home", metrics: [{ name: "FID", value: 1 }] },
      { page: "home", metrics: [{ name: "CLS", value: 11 }] },
      { page: "home", metrics: [{ name: "INP", value: -1 }] },
      { page: "home", metrics: [{ name: "LCP", value: 1 }, { name: "LCP", value: 2 }] },
      { page: "home", metrics: [{ name: "LCP", value: 1 }], visitor: "abc" },
    ]) {
      expect(VitalsReportSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
