import { describe, expect, it } from "vitest";
import { localizeNames } from "./names";

const answer = {
  products: [{ id: 1, title: "Chaussure de running", titleFr: "Chaussure de running", titleAr: "حذاء جري" }],
  category: { id: 2, slug: "promos", title: "Promos", titleAr: "تخفيضات", children: [{ id: 3, title: "Running", titleAr: "" }] },
  states: [{ id: 16, name: "Alger", nameAr: "الجزائر" }],
};

describe("localizeNames", () => {
  it("leaves a French answer as the API sent it", () => {
    expect(localizeNames(answer, "fr")).toBe(answer);
  });

  it("shows the Arabic columns on an Arabic page, at any depth, and keeps the French title beside them", () => {
    const arabic = localizeNames(answer, "ar");
    expect(arabic.products[0]?.title).toBe("حذاء جري");
    expect(arabic.category.title).toBe("تخفيضات");
    expect(arabic.category).toMatchObject({ titleFr: "Promos" });
    expect(arabic.states[0]?.name).toBe("الجزائر");
  });

  it("keeps the French name where the Arabic column is empty", () => {
    expect(localizeNames(answer, "ar").category.children[0]?.title).toBe("Running");
  });
});

describe("localizeNames, the catalogue's other texts", () => {
  const product = {
    description: "Conçue pour avaler les kilomètres.",
    descriptionAr: "صُمم لقطع الكيلومترات.",
    attributes: { surface: "Route", heeltotoedrop: "8 mm" },
    attributesAr: { surface: "طريق" },
    variations: [{ colorNo: "100", colorName: "Bleu marine", colorNameAr: "أزرق داكن" }],
  };
  const facets = [{ key: "searchColor", label: "Couleur", values: [{ value: "Noir", name: "Noir", nameAr: "أسود" }] }];
  const offer = { giftVariation: { color_name: "Noir", color_name_ar: "أسود", product: { title_fr: "Sac", title_ar: "حقيبة" } } };

  it("shows colours, descriptions and characteristics in Arabic, keeping the values without an Arabic name", () => {
    const arabic = localizeNames(product, "ar");
    expect(arabic.description).toBe("صُمم لقطع الكيلومترات.");
    expect(arabic.variations[0]?.colorName).toBe("أزرق داكن");
    expect(arabic.attributes).toEqual({ surface: "طريق", heeltotoedrop: "8 mm" });
  });

  it("names a filter value in Arabic while its value, the filter's parameter, stays French", () => {
    expect(localizeNames(facets, "ar")[0]?.values[0]).toMatchObject({ value: "Noir", name: "أسود" });
  });

  it("reads the offers' snake_case fields too", () => {
    expect(localizeNames(offer, "ar").giftVariation).toMatchObject({ color_name: "أسود", product: { title_fr: "حقيبة" } });
  });
});
