import type { Facet } from "@shop/domain/contract/catalog";
import { describe, expect, it } from "vitest";
import { localizeNames } from "@/lib/locale/names";
import { orderFacetValues } from "./facet-order";

const value = (name: string, nameAr: string) => ({ value: name, name, nameAr, count: 3, selected: false });

/** As the API sends them: by their French spelling, sizes by size. */
const colours: Facet = {
  key: "searchColor",
  label: "Couleur",
  values: [
    value("Blanc", "أبيض"),
    value("Bleu", "أزرق"),
    value("Noir", "أسود"),
    value("Rouge", "أحمر"),
    value("Vert", "أخضر"),
  ],
};
const sizes: Facet = {
  key: "printSizeFr",
  label: "Taille",
  values: [
    value("8 ans", "8 سنوات"),
    value("10 ans", "10 سنوات"),
    value("12 ans", "12 سنة"),
    value("S", ""),
    value("M", ""),
  ],
};
const names = (facet: Facet) => facet.values.map((item) => item.name);

describe("orderFacetValues", () => {
  it("keeps the API's French order on a French page", () => {
    expect(orderFacetValues(colours, "fr")).toBe(colours);
  });

  it("sorts the values by their Arabic name on an Arabic page", () => {
    expect(names(orderFacetValues(localizeNames(colours, "ar"), "ar"))).toEqual([
      "أبيض",
      "أحمر",
      "أخضر",
      "أزرق",
      "أسود",
    ]);
  });

  it("keeps the sizes in their natural order on an Arabic page", () => {
    expect(names(orderFacetValues(localizeNames(sizes, "ar"), "ar"))).toEqual([
      "8 سنوات",
      "10 سنوات",
      "12 سنة",
      "S",
      "M",
    ]);
  });
});
