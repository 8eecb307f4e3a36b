import { MAX_QUANTITY_PER_LINE } from "./constants";

export type QuantityOption = { id: string; value: string };

/**
 * The code of the `notice` a cart read carries when it removed lines no longer on sale (a product archived or back
 * to draft, a size switched off): the storefront shows its message.
 */
export const CART_LINES_REMOVED = "CART_LINES_REMOVED";

/** Number of pieces in the cart: the sum of line quantities, or null when it is 0 (no badge). */
export function cartQuantity(items: readonly { quantity: number }[]): number | null {
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  return total === 0 ? null : total;
}

/**
 * Choices of the cart line quantity select (spec §5): 1 to N as strings, N = min(stock, max).
 * The max defaults to MAX_QUANTITY_PER_LINE. No stock (0, negative or not a number) gives no choice.
 */
export function stockQuantityOptions(stock: number, max: number = MAX_QUANTITY_PER_LINE): QuantityOption[] {
  const count = Math.floor(Math.min(stock, max));
  if (!(count > 0)) return [];
  return Array.from({ length: count }, (_, index) => {
    const value = String(index + 1);
    return { id: value, value };
  });
}
