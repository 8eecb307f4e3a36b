import { describe, expect, it } from "vitest";
import { amountToNextOffer, currentOffer, nextOffer, offerSubtotal, sortOffers } from "./offers.js";

// Deliberately unsorted, with an extra field the generic functions must keep.
const offers = [
  { id: 3, minOrderAmount: 20000, title: "Sac" },
  { id: 1, minOrderAmount: 5000, title: "Chaussettes" },
  { id: 2, minOrderAmount: 10000, title: "Casquette" },
];

describe("offerSubtotal", () => {
  it.each([
    ["no items", [], 0],
    ["price times quantity", [{ price: 2500, quantity: 2 }], 5000],
    ["null promo price counts", [{ price: 2500, promoPrice: null, quantity: 1 }], 2500],
    [
      "items with a promo price are left out",
      [
        { price: 2500, quantity: 2 },
        { price: 9990, promoPrice: 7990, quantity: 1 },
      ],
      5000,
    ],
    ["a promo price of 0 is still a promo price", [{ price: 2500, promoPrice: 0, quantity: 1 }], 0],
  ])("%s", (_name, items, expected) => {
    expect(offerSubtotal(items)).toBe(expected);
  });
});

describe("sortOffers", () => {
  it("sorts by minOrderAmount ascending without changing the input", () => {
    expect(sortOffers(offers).map((offer) => offer.id)).toEqual([1, 2, 3]);
    expect(offers.map((offer) => offer.id)).toEqual([3, 1, 2]);
  });
});

describe("currentOffer and nextOffer", () => {
  it.each([
    [0, null, 1, 5000],
    [4999, null, 1, 1],
    [5000, 1, 2, 5000],
    [9999, 1, 2, 1],
    [10000, 2, 3, 10000],
    [19999, 2, 3, 1],
    [20000, 3, null, null],
    [50000, 3, null, null],
  ])("subtotal %s: current %s, next %s, missing %s", (subtotal, current, next, missing) => {
    expect(currentOffer(offers, subtotal)?.id ?? null).toBe(current);
    expect(nextOffer(offers, subtotal)?.id ?? null).toBe(next);
    expect(amountToNextOffer(offers, subtotal)).toBe(missing);
  });

  it("keeps the caller's offer shape", () => {
    expect(currentOffer(offers, 12000)).toEqual({ id: 2, minOrderAmount: 10000, title: "Casquette" });
  });

  it("gives null for both with no offers", () => {
    expect(currentOffer([], 10000)).toBeNull();
    expect(nextOffer([], 10000)).toBeNull();
    expect(amountToNextOffer([], 10000)).toBeNull();
  });
});
