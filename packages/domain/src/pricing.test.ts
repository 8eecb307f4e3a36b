import { describe, expect, it } from "vitest";
import {
  type Discount,
  type PricedItem,
  discountedUnitPrice,
  effectiveUnitPrice,
  lineTotal,
} from "./pricing.js";

describe("discountedUnitPrice", () => {
  const percent = (amount: number): Discount => ({ amount, discountType: "percentage" });
  const fixed = (amount: number): Discount => ({ amount, discountType: "fixed" });

  it.each<[string, PricedItem, Discount | undefined, number]>([
    ["price without discount", { price: 12990 }, undefined, 12990],
    ["promo price replaces price", { price: 12990, promoPrice: 9990 }, undefined, 9990],
    ["null promo price falls back to price", { price: 12990, promoPrice: null }, undefined, 12990],
    ["promo price of 0 is a price", { price: 12990, promoPrice: 0 }, undefined, 0],
    ["no price at all is 0", {}, undefined, 0],
    ["null price and promo price is 0", { price: null, promoPrice: null }, percent(10), 0],
    ["percentage of the price", { price: 10000 }, percent(20), 8000],
    ["percentage of the promo price", { price: 10000, promoPrice: 8000 }, percent(50), 4000],
    ["percentage rounds to whole dinars (half up)", { price: 12990 }, percent(15), 11042],
    ["100 % is free", { price: 4990 }, percent(100), 0],
    ["over 100 % never goes below 0", { price: 4990 }, percent(150), 0],
    ["0 % changes nothing", { price: 4990 }, percent(0), 4990],
    ["fixed amount", { price: 4990 }, fixed(1000), 3990],
    ["fixed amount on the promo price", { price: 4990, promoPrice: 3990 }, fixed(1000), 2990],
    ["fixed amount above the base never goes below 0", { price: 4990 }, fixed(6000), 0],
  ])("%s", (_name, item, discount, expected) => {
    expect(discountedUnitPrice(item, discount)).toBe(expected);
  });
});

describe("effectiveUnitPrice", () => {
  it.each([
    [{ price: 5990 }, 5990],
    [{ price: 5990, promoPrice: null }, 5990],
    [{ price: 5990, promoPrice: 3990 }, 3990],
  ])("%j costs %s per unit", (item, expected) => {
    expect(effectiveUnitPrice(item)).toBe(expected);
  });
});

describe("lineTotal", () => {
  it.each([
    [5990, 1, 5990],
    [5990, 3, 17970],
    [5990, 0, 0],
  ])("%s x %s = %s", (unitPrice, quantity, expected) => {
    expect(lineTotal(unitPrice, quantity)).toBe(expected);
  });
});
