/**
 * Order-value offers (spec §4): thresholds on the cart subtotal unlock offers. Inputs need not be sorted;
 * the functions are generic so callers keep their own offer shape (gift variation, title...).
 */

export type OfferThreshold = { minOrderAmount: number };

export type Offer = OfferThreshold & { id: number };

export type OfferSubtotalItem = { price: number; promoPrice?: number | null; quantity: number };

/** Subtotal that counts towards offers: only items without a promo price, as price times quantity. */
export function offerSubtotal(items: readonly OfferSubtotalItem[]): number {
  return items.reduce((sum, item) => (item.promoPrice == null ? sum + item.price * item.quantity : sum), 0);
}

/** A new array sorted by minOrderAmount ascending; offers with equal thresholds keep their order. */
export function sortOffers<T extends OfferThreshold>(offers: readonly T[]): T[] {
  return [...offers].sort((a, b) => a.minOrderAmount - b.minOrderAmount);
}

/** The highest offer whose threshold the subtotal meets (subtotal >= minOrderAmount), or null. */
export function currentOffer<T extends OfferThreshold>(offers: readonly T[], subtotal: number): T | null {
  return sortOffers(offers).findLast((offer) => subtotal >= offer.minOrderAmount) ?? null;
}

/** The lowest offer whose threshold the subtotal does not meet yet, or null. */
export function nextOffer<T extends OfferThreshold>(offers: readonly T[], subtotal: number): T | null {
  return sortOffers(offers).find((offer) => subtotal < offer.minOrderAmount) ?? null;
}

/** How much the subtotal lacks to unlock the next offer, or null when there is no next offer. */
export function amountToNextOffer(offers: readonly OfferThreshold[], subtotal: number): number | null {
  const next = nextOffer(offers, subtotal);
  return next ? next.minOrderAmount - subtotal : null;
}
