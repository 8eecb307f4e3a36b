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

/** A regular price and, when the article is promoted, the promo price that replaces it (whole dinars). */
export type PricePair = { price: number; promoPrice: number | null };

/**
 * What a colour costs as its product page first shows it: the pair of its cheapest size, and whether its other
 * sizes cost more (« À partir de »). Null for a colour without sizes.
 */
export function colourPrice(sizes: readonly PricePair[]): (PricePair & { priceVaries: boolean }) | null {
  let cheapest: PricePair | undefined;
  for (const size of sizes)
    if (!cheapest || effectiveUnitPrice(size) < effectiveUnitPrice(cheapest)) cheapest = size;
  if (!cheapest) return null;
  const lowest = effectiveUnitPrice(cheapest);
  return {
    price: cheapest.price,
    promoPrice: cheapest.promoPrice,
    priceVaries: sizes.some((size) => effectiveUnitPrice(size) !== lowest),
  };
}

/** A colour as a product card knows it: its colour family and the price of its cheapest size. */
export type CardColour = PricePair & { searchColor: string; priceVaries: boolean };

/**
 * The colour a product card pictures and the price it shows (decision 0011). The candidates are the colours of
 * the families the shopper filtered on (all colours without a colour filter); the card pictures the cheapest of
 * them, the first in the merchant's order on a tie, and shows that colour's price — the one its product page
 * shows — with « À partir de » (`from`) when the candidates or that colour's sizes do not all cost the same.
 * The API sorts and filters listings on the same price (`salePrice`), so a card is where its price puts it.
 */
export function pickCardColour<T extends CardColour>(
  variations: readonly T[],
  families: readonly string[] = [],
): { variation: T; salePrice: number; from: boolean } | null {
  const filtered =
    families.length > 0 ? variations.filter((variation) => families.includes(variation.searchColor)) : [];
  const candidates = filtered.length > 0 ? filtered : variations;
  let pictured: T | undefined;
  for (const variation of candidates) {
    if (!pictured || effectiveUnitPrice(variation) < effectiveUnitPrice(pictured)) pictured = variation;
  }
  if (!pictured) return null;
  const salePrice = effectiveUnitPrice(pictured);
  const from =
    pictured.priceVaries || candidates.some((variation) => effectiveUnitPrice(variation) !== salePrice);
  return { variation: pictured, salePrice, from };
}
