import { describe, expect, it } from "vitest";
import { CONTRAST_AA, contrastRatio, formatContrast, relativeLuminance } from "./contrast.js";

describe("contrastRatio", () => {
  // Ratios checked against WebAIM's contrast checker.
  it.each([
    ["#ffffff", "#000000", 21],
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#ffffff", "#111111", 18.88],
    ["#ffffff", "#c8102e", 5.88],
    ["#777777", "#ffffff", 4.48],
    ["#767676", "#ffffff", 4.54],
    ["#FFFFFF", "#0000FF", 8.59],
    ["#ffff00", "#ffffff", 1.07],
  ])("%s on %s is %s:1", (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 2);
  });

  it("tells apart the grey that passes AA from the one just below", () => {
    expect(contrastRatio("#767676", "#ffffff")!).toBeGreaterThanOrEqual(CONTRAST_AA);
    expect(contrastRatio("#777777", "#ffffff")!).toBeLessThan(CONTRAST_AA);
  });

  it.each(["", "#fff", "white", "#12345g", "#1234567", "rgb(0,0,0)"])("has no ratio for %j", (colour) => {
    expect(contrastRatio(colour, "#000000")).toBeUndefined();
    expect(contrastRatio("#000000", colour)).toBeUndefined();
    expect(relativeLuminance(colour)).toBeUndefined();
  });
});

describe("formatContrast", () => {
  it.each([
    [21, "21,0:1"],
    [4.5, "4,5:1"],
    [4.4999, "4,4:1"],
    [4.48, "4,4:1"],
    [18.88, "18,8:1"],
    [1, "1,0:1"],
  ])("writes %s as %s", (ratio, expected) => {
    expect(formatContrast(ratio)).toBe(expected);
  });
});
