import { describe, expect, it } from "vitest";
import { cartQuantity, stockQuantityOptions } from "./cart.js";
import { MAX_QUANTITY_PER_LINE } from "./constants.js";

describe("cartQuantity", () => {
  it.each([
    ["no lines", [], null],
    ["lines of 0", [{ quantity: 0 }], null],
    ["one line", [{ quantity: 3 }], 3],
    ["sum of lines", [{ quantity: 1 }, { quantity: 2 }, { quantity: 4 }], 7],
  ])("%s gives %s", (_name, items, expected) => {
    expect(cartQuantity(items)).toBe(expected);
  });
});

describe("stockQuantityOptions", () => {
  const ids = (stock: number, max?: number) => stockQuantityOptions(stock, max).map((option) => option.id);

  it("builds string ids and values from 1", () => {
    expect(stockQuantityOptions(3)).toEqual([
      { id: "1", value: "1" },
      { id: "2", value: "2" },
      { id: "3", value: "3" },
    ]);
  });

  it.each<[number, number | undefined, string[]]>([
    [0, undefined, []],
    [-2, undefined, []],
    [NaN, undefined, []],
    [1, undefined, ["1"]],
    [2.7, undefined, ["1", "2"]],
    [
      MAX_QUANTITY_PER_LINE + 5,
      undefined,
      Array.from({ length: MAX_QUANTITY_PER_LINE }, (_, i) => String(i + 1)),
    ],
    [8, 4, ["1", "2", "3", "4"]],
    [3, 4, ["1", "2", "3"]],
    [8, 0, []],
    [Infinity, 3, ["1", "2", "3"]],
  ])("stock %s, max %s", (stock, max, expected) => {
    expect(ids(stock, max)).toEqual(expected);
  });
});
