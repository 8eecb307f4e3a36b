import type { deliveryFees } from "../db/schema/geography.js";

/**
 * Demo delivery fees per wilaya, for home delivery and stop desk.
 *
 * No authoritative public tariff exists: couriers (Yalidine, ZR Express, EcoTrack-based carriers…) quote
 * per account and per origin wilaya through authenticated APIs. These figures are typical ranges for a
 * shipper based in Algiers: 400–700 DA at home in the north, 800–1,200 DA on the high plateaus and in the
 * northern Sahara, 1,300–1,800 DA in the far south; the stop desk is 150–400 DA cheaper. Replace them with
 * the shop's own contract before going live.
 */
type Zone = "north" | "highlands" | "south";

/** Home-delivery fees in dinars, each with the wilayas (by number) charged that fee. */
const HOME_FEES: readonly (readonly [price: number, wilayas: readonly number[]])[] = [
  // North (Tell): Algiers and its neighbours first.
  [400, [16]],
  [450, [9, 35, 42]],
  [500, [10, 15, 26]],
  [550, [2, 6, 44]],
  [600, [18, 19, 25, 27, 31, 34, 43, 48]],
  [650, [21, 22, 23, 24, 29, 38, 46]],
  [700, [13, 36, 41]],
  // High plateaus and northern Sahara.
  [800, [4, 5, 14, 28]],
  [850, [12, 17, 20, 40]],
  [900, [7]],
  [950, [3, 51]],
  [1000, [32, 39, 45, 57]],
  [1050, [47, 55]],
  [1100, [30]],
  [1150, [8]],
  [1200, [58]],
  // Far south.
  [1300, [52]],
  [1400, [1, 49]],
  [1500, [53]],
  [1600, [11, 37]],
  [1700, [33]],
  [1800, [50, 54, 56]],
];

/** Wilayas without a stop desk: the shopper can only choose home delivery there. */
const NO_STOP_DESK = new Set([50, 54, 56]); // Bordj Badji Mokhtar, In Guezzam, Djanet

const zoneOf = (price: number): Zone => (price <= 700 ? "north" : price <= 1200 ? "highlands" : "south");

const DAYS: Record<Zone, { minDays: number; maxDays: number }> = {
  north: { minDays: 1, maxDays: 2 },
  highlands: { minDays: 2, maxDays: 4 },
  south: { minDays: 4, maxDays: 8 },
};

const STOP_DESK_SAVING: Record<Zone, number> = { north: 150, highlands: 250, south: 400 };

/** Both fee rows of every wilaya in HOME_FEES. */
export function deliveryFeeRows(): (typeof deliveryFees.$inferInsert)[] {
  const byWilaya = HOME_FEES.flatMap(([price, wilayas]) => wilayas.map((stateId) => ({ stateId, price })));
  return byWilaya.flatMap(({ stateId, price }) => {
    const zone = zoneOf(price);
    return [
      { stateId, method: "home-delivery" as const, price, isAvailable: true, ...DAYS[zone] },
      {
        stateId,
        method: "stopdesk-delivery" as const,
        price: price - STOP_DESK_SAVING[zone],
        isAvailable: !NO_STOP_DESK.has(stateId),
        ...DAYS[zone],
      },
    ];
  });
}
