/** Unit and line prices. All amounts are integer dinars (DA). */

export type DiscountType = "percentage" | "fixed";

export type Discount = { amount: number; discountType: DiscountType };

/** A priced thing as the API sends it: the promo price, when present, replaces the price. */
export type PricedItem = { price?: number | null; promoPrice?: number | null };

/** The price a shopper pays for one unit: the promo price when present, otherwise the price. */
export function effectiveUnitPrice(item: { price: number; promoPrice?: number | null }): number {
  return item.promoPrice ?? item.price;
}

/**
 * Discounted unit price (spec §9). The base is the promo price if present, otherwise the price, otherwise 0.
 * A percentage discount subtracts that percentage of the base, a fixed discount subtracts the amount.
 * The result never goes below 0 and is rounded to whole dinars (half up).
 */
export function discountedUnitPrice(item: PricedItem, discount?: Discount): number {
  const base = item.promoPrice ?? item.price ?? 0;
  const reduction = !discount
    ? 0
    : discount.discountType === "percentage"
      ? (base * discount.amount) / 100
      : discount.amount;
  return Math.max(0, Math.round(base - reduction));
}

/** Price of a cart line: unit price times quantity. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}
