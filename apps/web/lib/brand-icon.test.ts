import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_ICON_URL } from "./brand-icon";

describe("the shop's icon in the page's head", () => {
  it("is public/icon.svg's drawing, in an address no attribute escaping lengthens", () => {
    const drawing = (svg: string) => svg.replace(/\s*\n\s*/g, "").replace(/"/g, "'");
    const file = readFileSync(join(import.meta.dirname, "..", "public", "icon.svg"), "utf8");
    expect(decodeURIComponent(BRAND_ICON_URL.slice("data:image/svg+xml,".length))).toBe(drawing(file));
    expect(BRAND_ICON_URL).not.toMatch(/["'<>&#]/);
    expect(BRAND_ICON_URL.length).toBeLessThan(400);
  });
});
