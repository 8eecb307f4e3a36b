import { describe, expect, it } from "vitest";
import { deliveryFeeRows } from "./delivery-fees.js";

describe("deliveryFeeRows", () => {
  const rows = deliveryFeeRows();
  const fee = (stateId: number, method: string) =>
    rows.find((row) => row.stateId === stateId && row.method === method)!;

  it("prices both methods for each of the 58 wilayas", () => {
    expect(rows).toHaveLength(116);
    expect(new Set(rows.map((row) => row.stateId))).toEqual(
      new Set(Array.from({ length: 58 }, (_, i) => i + 1)),
    );
  });

  it("makes Algiers the cheapest, the far south the dearest, and the stop desk 150–400 DA cheaper", () => {
    const home = rows.filter((row) => row.method === "home-delivery");
    expect(Math.min(...home.map((row) => row.price))).toBe(fee(16, "home-delivery").price);
    expect(fee(16, "home-delivery").price).toBe(400);
    expect(fee(11, "home-delivery").price).toBeGreaterThanOrEqual(1300);
    for (const { stateId, price } of home) {
      const saving = price - fee(stateId, "stopdesk-delivery").price;
      expect(saving).toBeGreaterThanOrEqual(150);
      expect(saving).toBeLessThanOrEqual(400);
    }
  });

  it("offers no stop desk in the most remote wilayas and longer delays in the south", () => {
    const closed = rows.filter((row) => !row.isAvailable).map((row) => row.stateId);
    expect(closed.sort((a, b) => a - b)).toEqual([50, 54, 56]);
    expect(fee(16, "home-delivery")).toMatchObject({ minDays: 1, maxDays: 2 });
    expect(fee(33, "home-delivery")).toMatchObject({ minDays: 4, maxDays: 8 });
  });
});
