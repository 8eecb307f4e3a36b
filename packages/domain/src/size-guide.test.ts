import { describe, expect, it } from "vitest";
import { footLength, sizeGuide, sizeGuideKind } from "./size-guide.js";

describe("footLength", () => {
  it.each([
    [28, 17.2],
    [36, 22.5],
    [40.5, 25.5],
    [42, 26.5],
    [44.5, 28.2],
    [47, 29.8],
  ])("EU %s fits a foot of %s cm", (size, centimetres) => {
    expect(footLength(size)).toBe(centimetres);
  });
});

describe("sizeGuideKind", () => {
  it.each([
    [["39", "40", "40.5", "41"], "Homme", "shoes"],
    [["28", "29", "30"], "Garçon", "shoes"],
    [["35-38", "39-42"], "Unisexe", "socks"],
    [["XS", "S", "M", "L", "XL", "XXL"], "Homme", "apparel-men"],
    [["XS", "S", "M"], "Unisexe", "apparel-men"],
    [["S", "M"], "Femme", "apparel-women"],
    [["6 ans", "8 ans"], "Fille", "kids"],
    [["Taille unique"], "Unisexe", null],
    [["Taille 4", "Taille 5"], "Unisexe", null],
    [["M", "Taille unique"], "Homme", null],
    [[], "Homme", null],
  ])("%j for %s → %s", (sizes, gender, kind) => {
    expect(sizeGuideKind(sizes, gender)).toBe(kind);
  });
});

describe("sizeGuide", () => {
  it("gives the foot length of each shoe size, halves included", () => {
    expect(sizeGuide("shoes", ["40", "40.5"])).toEqual({
      kind: "shoes",
      columns: ["footLength"],
      rows: [
        { size: "40", values: [25.2] },
        { size: "40.5", values: [25.5] },
      ],
    });
  });

  it("gives the shoe sizes and foot lengths a sock size covers", () => {
    expect(sizeGuide("socks", ["39-42"]).rows).toEqual([
      {
        size: "39-42",
        values: [
          [39, 42],
          [24.5, 26.5],
        ],
      },
    ]);
  });

  it("gives chest, waist and hip per letter size, cut for women or men, and the height by age for children", () => {
    const women = sizeGuide("apparel-women", ["M"]);
    const men = sizeGuide("apparel-men", ["M"]);
    expect(women.columns).toEqual(["chest", "waist", "hip"]);
    expect(women.rows[0]!.values).not.toEqual(men.rows[0]!.values);
    expect(sizeGuide("kids", ["8 ans"])).toMatchObject({
      columns: ["height", "chest", "waist", "hip"],
      rows: [{ size: "8 ans" }],
    });
  });

  it("grows with the size in every column", () => {
    for (const kind of ["apparel-men", "apparel-women"] as const) {
      const { rows } = sizeGuide(kind, ["XS", "S", "M", "L", "XL", "XXL", "3XL"]);
      expect(rows).toHaveLength(7);
      rows.slice(1).forEach((row, index) => {
        row.values.forEach((value, column) => {
          const previous = rows[index]!.values[column] as readonly [number, number];
          expect((value as readonly [number, number])[0]).toBe(previous[1]);
        });
      });
    }
  });
});
