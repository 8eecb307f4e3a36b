/** The back office's first page: `GET /api/admin/dashboard`. Days are counted in Algiers' time. */
import { z } from "zod";

const RatesSchema = z.object({
  /** Orders placed in the period. */
  orders: z.number(),
  /** Confirmed (or beyond) out of the orders whose call ended (confirmed, shipped, delivered, returned, cancelled), 0..1. */
  confirmationRate: z.number().nullable(),
  /** Delivered out of the shipped orders that ended (delivered or returned), 0..1. */
  deliveryRate: z.number().nullable(),
  /** Dinars of the orders delivered in the period (cash collected by the couriers, and card orders delivered). */
  cashCollected: z.number(),
});
export type DashboardRates = z.infer<typeof RatesSchema>;

export const DashboardSchema = z.object({
  today: z.object({ orders: z.number(), revenue: z.number() }),
  /** Orders to phone now: pending confirmation or no answer yet. */
  waitingConfirmation: z.number(),
  /** Confirmed orders waiting for the courier. */
  toShip: z.number(),
  last7Days: RatesSchema,
  last30Days: RatesSchema,
  /** Orders of the last 30 days per wilaya, most first. */
  perWilaya: z.array(z.object({ stateId: z.number(), name: z.string(), orders: z.number() })),
  /** The last 30 days, oldest first, every day present. */
  perDay: z.array(z.object({ date: z.string(), orders: z.number(), delivered: z.number() })),
  unreadMessages: z.number(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
