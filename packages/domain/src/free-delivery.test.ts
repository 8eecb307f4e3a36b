import { describe, expect, it } from "vitest";
import { isDeliveryFree } from "./free-delivery";

describe("isDeliveryFree", () => {
  it("frees the methods chosen once the lines reach the amount, the amount itself included", () => {
    const cases: [Parameters<typeof isDeliveryFree>[0], "home-delivery" | "stopdesk-delivery", number, boolean][] = [
      [{ from: 8_000, methods: "both" }, "home-delivery", 8_000, true],
      [{ from: 8_000, methods: "both" }, "stopdesk-delivery", 7_999, false],
      [{ from: 8_000, methods: "home" }, "home-delivery", 9_000, true],
      [{ from: 8_000, methods: "home" }, "stopdesk-delivery", 9_000, false],
      [{ from: 8_000, methods: "stopdesk" }, "stopdesk-delivery", 9_000, true],
      [{ from: 8_000, methods: "stopdesk" }, "home-delivery", 9_000, false],
      [{ from: null, methods: "both" }, "home-delivery", 1_000_000, false],
      [null, "home-delivery", 1_000_000, false],
    ];
    for (const [rule, method, total, free] of cases) expect(isDeliveryFree(rule, method, total), JSON.stringify([rule, method, total])).toBe(free);
  });
});
