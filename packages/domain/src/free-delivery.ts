/**
 * Free delivery above an amount (decision 0068): one setting of the shop, for home delivery, the stop desk or both.
 * The order's lines count as the shopper pays them (promotional prices included), the offer's gift aside.
 */
import type { DeliveryMethod, FreeDeliveryMethods } from "./constants";

export type FreeDeliveryRule = { from: number | null; methods: FreeDeliveryMethods };

/** Whether an order whose lines total `linesTotal` dinars gets `method` free. */
export function isDeliveryFree(rule: FreeDeliveryRule | null, method: DeliveryMethod, linesTotal: number): boolean {
  if (!rule || rule.from === null || linesTotal < rule.from) return false;
  return rule.methods === "both" || (rule.methods === "home") === (method === "home-delivery");
}
