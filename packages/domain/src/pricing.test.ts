import { describe, expect, it } from "vitest";
import {
  type Discount,
  type CardColour,
  type PricedItem,
  colourPrice,
  discountedUnitPrice,
  effectiveUnitPrice,
  lineTotal,
  pickCardColour,
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

describe("colourPrice", () => {
  it("is the pair of the cheapest size, saying whether other sizes cost more", () => {
    expect(
      colourPrice([
        { price: 9990, promoPrice: null },
        { price: 9990, promoPrice: null },
      ]),
    ).toEqual({
      price: 9990,
      promoPrice: null,
      priceVaries: false,
    });
    expect(
      colourPrice([
        { price: 9990, promoPrice: null },
        { price: 12990, promoPrice: 8990 },
      ]),
    ).toEqual({
      price: 12990,
      promoPrice: 8990,
      priceVaries: true,
    });
  });

  it("takes the first size on a tie and has no price without sizes", () => {
    expect(
      colourPrice([
        { price: 9000, promoPrice: 8000 },
        { price: 8000, promoPrice: null },
      ]),
    ).toEqual({
      price: 9000,
      promoPrice: 8000,
      priceVaries: false,
    });
    expect(colourPrice([])).toBeNull();
  });
});

describe("pickCardColour", () => {
  const colour = (
    name: string,
    searchColor: string,
    price: number,
    promoPrice: number | null = null,
    priceVaries = false,
  ) => ({
    name,
    searchColor,
    price,
    promoPrice,
    priceVaries,
  });
  // Product 37 of the demo catalogue: the merchant's first colour is not the cheapest.
  const shoe: (CardColour & { name: string })[] = [
    colour("Marron", "Marron", 25000, 19990),
    colour("Vert olive", "Vert", 25000),
    colour("Bordeaux", "Rouge", 26000, 15590),
    colour("Noir", "Noir", 25000, 12590),
  ];

  it("pictures the cheapest colour and says « À partir de » when colours differ in price", () => {
    expect(pickCardColour(shoe)).toEqual({ variation: shoe[3], salePrice: 12590, from: true });
  });

  it("chooses among the colours filtered on", () => {
    expect(pickCardColour(shoe, ["Rouge", "Marron"])).toEqual({
      variation: shoe[2],
      salePrice: 15590,
      from: true,
    });
    expect(pickCardColour(shoe, ["Vert"])).toEqual({ variation: shoe[1], salePrice: 25000, from: false });
  });

  it("keeps the merchant's order when colours cost the same, and says « À partir de » when sizes differ", () => {
    const same = [colour("Blanc", "Blanc", 9990), colour("Noir", "Noir", 9990)];
    expect(pickCardColour(same)).toEqual({ variation: same[0], salePrice: 9990, from: false });
    const sized = [colour("Blanc", "Blanc", 9990, null, true)];
    expect(pickCardColour(sized)?.from).toBe(true);
  });

  it("falls back to every colour when none is of a filtered family, and has nothing to picture without colours", () => {
    expect(pickCardColour(shoe, ["Jaune"])?.variation).toBe(shoe[3]);
    expect(pickCardColour([])).toBeNull();
  });
});
