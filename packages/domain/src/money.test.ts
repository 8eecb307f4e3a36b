import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.js";

describe("formatMoney", () => {
  it.each([
    [0, "DA 0"],
    [-0, "DA 0"],
    [5, "DA 5"],
    [999, "DA 999"],
    [1000, "DA 1 000"],
    [12990, "DA 12 990"],
    [1234.5, "DA 1 234,5"],
    [1000000, "DA 1 000 000"],
    [123456789, "DA 123 456 789"],
    [3.1, "DA 3,1"],
    [0.1 + 0.2, "DA 0,3"],
    [3.05, "DA 3,05"],
    [0.5, "DA 0,5"],
    [10.999, "DA 11"],
    [1.005, "DA 1,01"],
    [2.675, "DA 2,68"],
    [0.004, "DA 0"],
    [1e-7, "DA 0"],
    [999.995, "DA 1 000"],
    [-1500, "DA -1 500"],
    [-1234.5, "DA -1 234,5"],
    [-2.005, "DA -2,01"],
    [-0.001, "DA 0"],
    [1e21, "DA 1 000 000 000 000 000 000 000"],
  ])("formats %s as %j", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it("separates with regular U+0020 spaces only", () => {
    expect([...formatMoney(1234567)].filter((char) => /\s/.test(char))).toEqual([" ", " ", " "]);
  });

  it.each([NaN, Infinity, -Infinity])("throws a RangeError for %s", (amount) => {
    expect(() => formatMoney(amount)).toThrow(RangeError);
  });

  it.each([
    [0, "\u20660\u2069 دج"],
    [12990, "\u206612 990\u2069 دج"],
    [1234.5, "\u20661 234,5\u2069 دج"],
    [-1500, "\u2066-1 500\u2069 دج"],
  ])("formats %s in Arabic as %j: the amount kept left to right, then دج", (amount, expected) => {
    expect(formatMoney(amount, "ar")).toBe(expected);
  });

  it("writes the same figures in both languages", () => {
    expect(formatMoney(1234567, "ar").replace(/[\u2066\u2069]| دج$/g, "")).toBe(formatMoney(1234567).slice(3));
  });
});
