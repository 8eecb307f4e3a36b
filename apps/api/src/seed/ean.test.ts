import { describe, expect, it } from "vitest";
import { colorNoFor, eanFor, styleCodeFor } from "./codes.js";
import { ean13, isValidEan13 } from "./ean.js";

describe("ean13", () => {
  it("appends the GS1 check digit of well-known codes", () => {
    expect(ean13("400638133393")).toBe("4006381333931");
    expect(ean13("501234567890")).toBe("5012345678900");
    expect(ean13("978030640615")).toBe("9780306406157");
    expect(ean13("613000000000")).toBe("6130000000008");
    expect(ean13("000000000000")).toBe("0000000000000");
  });

  it("refuses a body that is not 12 digits", () => {
    expect(() => ean13("12345")).toThrow(RangeError);
    expect(() => ean13("61300000000a")).toThrow(RangeError);
  });

  it("recognises valid and invalid codes", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("4006381333932")).toBe(false);
  });
});

describe("codes derived from ids", () => {
  it("gives distinct, valid EANs in the restricted-circulation range, the same for the same seed", () => {
    const eans = Array.from({ length: 20_000 }, (_, i) => eanFor(i + 1, 42));
    expect(new Set(eans).size).toBe(eans.length);
    expect(eans.every((code) => code.startsWith("200") && isValidEan13(code))).toBe(true);
    expect(eanFor(7, 42)).toBe(eans[6]);
    expect(eanFor(7, 43)).not.toBe(eans[6]);
  });

  it("gives distinct 7-digit colour numbers and 6-digit style codes", () => {
    const colorNos = Array.from({ length: 20_000 }, (_, i) => colorNoFor(i + 1, 42));
    expect(new Set(colorNos).size).toBe(colorNos.length);
    expect(colorNos.every((code) => /^[1-9][0-9]{6}$/.test(code))).toBe(true);
    expect(styleCodeFor(1, 42)).toMatch(/^[1-9][0-9]{5}$/);
  });
});
