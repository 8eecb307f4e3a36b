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

/** Home-delivery fee in dinars, by wilaya number (1–58). */
const HOME_FEES: Record<number, number> = {
  // North: Algiers and its neighbours first, then the rest of the Tell.
  16: 400,
  9: 450,
  35: 450,
  42: 450,
  10: 500,
  15: 500,
  26: 500,
  2: 550,
  6: 550,
  44: 550,
  18: 600,
  19: 600,
  25: 600,
  27: 600,
  31: 600,
  34: 600,
  43: 600,
  48: 600,
  21: 650,
  22: 650,
  23: 650,
  24: 650,
  29: 650,
  38: 650,
  46: 650,
  13: 700,
  36: 700,
  41: 700,
  // High plateaus and northern Sahara.
  4: 800,
  5: 800,
  14: 800,
  28: 800,
  12: 850,
  17: 850,
  20: 850,
  40: 850,
  7: 900,
  3: 950,
  51: 950,
  32: 1000,
  39: 1000,
  45: 1000,
  57: 1000,
  47: 1050,
  55: 1050,
  30: 1100,
  8: 1150,
  58: 1200,
  // Far south.
  52: 1300,
  1: 1400,
  49: 1400,
  53: 1500,
  11: 1600,
  37: 1600,
  33: 1700,
  50: 1800,
  54: 1800,
  56: 1800,
};

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
  return Object.entries(HOME_FEES).flatMap(([id, price]) => {
    const stateId = Number(id);
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
