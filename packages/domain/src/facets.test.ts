import { describe, expect, it } from "vitest";
import { FACET_KEYS, SORT_KEYS } from "./facet-keys.js";
import { FACET_LABELS, SORT_OPTIONS, facetLabel, techFacetLabel } from "./facets.js";

describe("FACET_LABELS", () => {
  it.each([
    ["ageGroup", "Âge"],
    ["articleType", "Type de Produit"],
    ["bodyStyle1", "Longueur vêtement"],
    ["dbp4En", "Heel-To-Toe Drop"],
    ["heeltotoedrop", "Heel-To-Toe Drop"],
    ["km", "Nombre moyen de Kilomètres"],
    ["longDescriptionFr", "Nombre moyen de kilomètres"],
    ["longueur", "Longueur Vêtement"],
    ["lineName", "Équipe"],
    ["team", "Équipe"],
    ["removableSole", "Semelle Amovible"],
    ["searchColor", "Couleur"],
  ] as const)("labels %s as %j", (key, label) => {
    expect(FACET_LABELS[key]).toBe(label);
  });

  it("holds the 26 fixed facets of the spec", () => {
    expect(Object.keys(FACET_LABELS)).toHaveLength(26);
  });

  it("labels exactly the filter's keys, which the browser's listing code reads without the labels", () => {
    expect(Object.keys(FACET_LABELS)).toEqual([...FACET_KEYS]);
    expect(Object.keys(SORT_OPTIONS)).toEqual([...SORT_KEYS]);
  });
});

describe("facetLabel", () => {
  it.each([
    ["gender", "Pour"],
    ["RunningTech", "Technologie Running"],
    ["unknown", undefined],
    ["Tech", undefined],
    ["toString", undefined],
  ])("labels %j as %j", (key, label) => {
    expect(facetLabel(key)).toBe(label);
  });

  it("builds the {product}Tech label", () => {
    expect(techFacetLabel("Nitro")).toBe("Technologie Nitro");
  });
});

describe("SORT_OPTIONS", () => {
  it("lists the sort keys in display order with French labels", () => {
    expect(Object.entries(SORT_OPTIONS)).toEqual([
      ["relevance", "Pertinence"],
      ["newest", "Nouveautés"],
      ["price-asc", "Prix croissant"],
      ["price-desc", "Prix décroissant"],
    ]);
  });
});
