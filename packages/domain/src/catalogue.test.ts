import { describe, expect, it } from "vitest";
import {
  algiersLocalToIso,
  changeByPercent,
  eanCheckDigit,
  handleFromTitle,
  internalEan,
  isoToAlgiersLocal,
  isValidEan13,
  promoInForce,
  isPercentChange,
  parseSizeList,
  withOnePrice,
  withPricesChangedBy,
  withPromoForAll,
  withBulkPriceChange,
  type PricedSize,
} from "./catalogue";

describe("EAN-13", () => {
  it.each([
    ["4006381333931", true],
    ["3017620422003", true],
    ["4006381333932", false],
    ["400638133393", false],
    ["40063813339311", false],
    ["400638133393a", false],
  ])("%s is valid: %s", (ean, valid) => expect(isValidEan13(ean)).toBe(valid));

  it("computes the check digit with weights 1 and 3", () => {
    expect(eanCheckDigit("400638133393")).toBe(1);
    expect(eanCheckDigit("301762042200")).toBe(3);
  });

  it("draws internal numbers with GS1 prefix 2 that pass the check", () => {
    for (const serial of [0, 1, 42, 99_999_999_999, 123_456_789_012]) {
      const ean = internalEan(serial);
      expect(ean).toMatch(/^2\d{12}$/);
      expect(isValidEan13(ean)).toBe(true);
    }
    expect(internalEan(1)).not.toBe(internalEan(2));
  });
});

describe("handles", () => {
  it.each([
    ["Veste Sprint", "veste-sprint"],
    ["  Maillot Équipe d’Algérie 2026 ", "maillot-equipe-d-algerie-2026"],
    ["Cœur & Âme — édition", "coeur-ame-edition"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
    ["حذاء الجري", ""],
  ])("%s → %s", (title, handle) => expect(handleFromTitle(title)).toBe(handle));

  it("keeps at most 100 characters and never ends on a hyphen", () => {
    const handle = handleFromTitle(`${"a".repeat(99)} b`);
    expect(handle.length).toBeLessThanOrEqual(100);
    expect(handle.endsWith("-")).toBe(false);
  });
});

describe("Algiers time", () => {
  it("reads a datetime-local value as UTC+1 all year", () => {
    expect(algiersLocalToIso("2026-12-24T18:00")).toBe("2026-12-24T17:00:00.000Z");
    expect(algiersLocalToIso("2026-07-01 00:30")).toBe("2026-06-30T23:30:00.000Z");
    expect(isoToAlgiersLocal("2026-06-30T23:30:00.000Z")).toBe("2026-07-01T00:30");
  });

  it.each(["2026-02-31T10:00", "2026-13-01T10:00", "2026-12-01T24:00", "demain", "2026-12-01"])(
    "refuses %s",
    (value) => expect(algiersLocalToIso(value)).toBeUndefined(),
  );
});

describe("promo in force", () => {
  const at = (iso: string) => new Date(iso);
  const window = { start: "2026-12-01T09:00:00.000Z", end: "2026-12-02T09:00:00.000Z" };

  it("applies from its start (included) to its end (excluded)", () => {
    expect(promoInForce(4900, window, at("2026-12-01T08:59:00Z"))).toBeNull();
    expect(promoInForce(4900, window, at("2026-12-01T09:00:00Z"))).toBe(4900);
    expect(promoInForce(4900, window, at("2026-12-02T08:59:00Z"))).toBe(4900);
    expect(promoInForce(4900, window, at("2026-12-02T09:00:00Z"))).toBeNull();
  });

  it("without dates is in force now, and without a price never", () => {
    expect(promoInForce(4900, { start: null, end: null })).toBe(4900);
    expect(promoInForce(null, window, at("2026-12-01T12:00:00Z"))).toBeNull();
  });
});

describe("prices by percentage", () => {
  it.each([
    [5990, 10, 6590],
    [5990, -20, 4790],
    [4999, -15, 4250],
    [100, -90, 10],
    [20, -90, 10],
  ])("%i DA %i %% → %i DA (rounded to 10 DA, 10 DA at least)", (price, percent, expected) =>
    expect(changeByPercent(price, percent)).toBe(expected),
  );
});

const grid: (PricedSize & { size: string })[] = [
  { size: "40", price: 12_990, promoPrice: null, promoStart: null, promoEnd: null },
  { size: "41", price: 13_490, promoPrice: 9_990, promoStart: "2026-11-27T00:00", promoEnd: "2026-12-01T23:59" },
  { size: "42", price: 995, promoPrice: null, promoStart: null, promoEnd: null },
];

describe("bulk edits of a colour's grid", () => {
  it.each([
    [-90, true],
    [0, true],
    [12.5, true],
    [500, true],
    [-91, false],
    [501, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])("a change of %s %% is accepted: %s", (percent, expected) => expect(isPercentChange(percent)).toBe(expected));

  it("« Même prix » sets every size's price and keeps the rest of each row, promos included", () => {
    const changed = withOnePrice(grid, 11_000);
    expect(changed.map((row) => row.price)).toEqual([11_000, 11_000, 11_000]);
    expect(changed[1]).toEqual({ ...grid[1], price: 11_000 });
    expect(grid[0]?.price).toBe(12_990);
  });

  it("« Prix ±% » changes every price rounded to 10 DA and leaves promo prices alone", () => {
    const changed = withPricesChangedBy(grid, -15);
    expect(changed.map((row) => row.price)).toEqual([11_040, 11_470, 850]);
    expect(changed[1]?.promoPrice).toBe(9_990);
    expect(() => withPricesChangedBy(grid, -95)).toThrow(RangeError);
    expect(() => withPricesChangedBy(grid, 600)).toThrow(RangeError);
  });

  it("« Promo sur toutes les tailles » puts one promo and its window on every size, and null takes them off", () => {
    const promo = withPromoForAll(grid, { price: 8_990, start: null, end: "2026-12-31T23:59" });
    for (const row of promo) expect(row).toMatchObject({ promoPrice: 8_990, promoStart: null, promoEnd: "2026-12-31T23:59" });
    expect(promo.map((row) => row.price)).toEqual([12_990, 13_490, 995]);
    for (const row of withPromoForAll(grid, null)) expect(row).toMatchObject({ promoPrice: null, promoStart: null, promoEnd: null });
  });
});

describe("bulk price changes", () => {
  const size: PricedSize = { price: 4_990, promoPrice: null, promoStart: null, promoEnd: null };
  const promoted: PricedSize = { price: 5_000, promoPrice: 4_000, promoStart: null, promoEnd: "2026-12-31T23:00:00.000Z" };

  it("sets one price, keeping the promo below it", () => {
    expect(withBulkPriceChange(promoted, { kind: "set-price", price: 6_000 })).toEqual({
      size: { ...promoted, price: 6_000 },
      refusal: null,
    });
  });

  it("raises by a percentage rounded to 10 DA, the promo left alone", () => {
    expect(withBulkPriceChange(size, { kind: "percent", percent: 10 }).size?.price).toBe(5_490);
    expect(withBulkPriceChange(promoted, { kind: "percent", percent: -10 }).size).toEqual({ ...promoted, price: 4_500 });
  });

  it("refuses a price that would fall to or below the promo", () => {
    expect(withBulkPriceChange(promoted, { kind: "percent", percent: -20 })).toEqual({ size: null, refusal: "promoNotLower" });
    expect(withBulkPriceChange(promoted, { kind: "set-price", price: 3_000 }).refusal).toBe("promoNotLower");
  });

  it("refuses a price over the limit", () => {
    expect(withBulkPriceChange({ ...size, price: 5_000_000 }, { kind: "percent", percent: 500 }).refusal).toBe("priceTooHigh");
  });

  it("sets a promo by price or by percentage, with its window", () => {
    const window = { start: "2026-11-27T23:00:00.000Z", end: "2026-12-01T23:00:00.000Z" };
    expect(withBulkPriceChange(size, { kind: "promo", promoPrice: 3_990, promoPercent: null, ...window }).size).toEqual({
      price: 4_990,
      promoPrice: 3_990,
      promoStart: window.start,
      promoEnd: window.end,
    });
    expect(withBulkPriceChange(size, { kind: "promo", promoPrice: null, promoPercent: 30, ...window }).size?.promoPrice).toBe(3_490);
    expect(withBulkPriceChange(size, { kind: "promo", promoPrice: 4_990, promoPercent: null, ...window }).refusal).toBe("promoNotLower");
    // 10 DA lowered by 5 % rounds back to 10 DA: no promo to give.
    expect(withBulkPriceChange({ ...size, price: 10 }, { kind: "promo", promoPrice: null, promoPercent: 5, start: null, end: null }).refusal).toBe(
      "promoNotLower",
    );
  });

  it("takes promos off", () => {
    expect(withBulkPriceChange(promoted, { kind: "clear-promo" }).size).toEqual({
      price: 5_000,
      promoPrice: null,
      promoStart: null,
      promoEnd: null,
    });
  });
});

describe("sizes typed by hand", () => {
  it.each([
    ["36, 37, 38", ["36", "37", "38"]],
    ["S M  L\tXL", ["S", "M", "L", "XL"]],
    ["4 ans, 6 ans;8  ans", ["4 ans", "6 ans", "8 ans"]],
    ["m, M, l, ,", ["m", "l"]],
    ["  ", []],
    ["Taille unique,", ["Taille unique"]],
  ])("%j → %j", (text, expected) => expect(parseSizeList(text)).toEqual(expected));
});
