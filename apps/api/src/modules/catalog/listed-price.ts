import { forEachPosition } from "./product-bits.js";
import { catalogPosition, type ProductIndex } from "./product-index.js";

/**
 * The price a product's card shows, on which a listing sorts and filters (decision 0011): with colour families
 * chosen (`wanted` marks their value codes), the lowest price among the product's colours of those families —
 * infinite when it has none; without, the product's lowest price. The card pictures that colour.
 */
export function listedPrice(index: ProductIndex, p: number, wanted: Uint8Array | null): number {
  const g = catalogPosition(index, p);
  if (!wanted) return index.salePrices[g]!;
  const { colourStart, colourCodes, colourPrices } = index;
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = colourStart[g]!, end = colourStart[g + 1]!; i < end; i++) {
    if (wanted[colourCodes[i]!] === 1 && colourPrices[i]! < lowest) lowest = colourPrices[i]!;
  }
  return lowest;
}

/** The price product `p` is listed at when the colour family of value code `code` alone is chosen. */
export function familyPrice(index: ProductIndex, p: number, code: number): number {
  const g = catalogPosition(index, p);
  const { colourStart, colourCodes, colourPrices } = index;
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = colourStart[g]!, end = colourStart[g + 1]!; i < end; i++) {
    if (colourCodes[i] === code && colourPrices[i]! < lowest) lowest = colourPrices[i]!;
  }
  return lowest;
}

/** Per index, the price orders of each colour family chosen alone (`familyPriceOrder`), by code and direction. */
const familyOrders = new WeakMap<ProductIndex, Map<number, Int32Array>>();

/**
 * The positions of `index` with a colour of the family of value code `code`, by that colour's price
 * (`familyPrice`), ties as in `orderByListedPrice`: computed once per index, family and direction, and shared by
 * every listing with that family alone chosen, whatever its other filters, which picks its products out of it as
 * from the catalogue's own price orders. A listing sorted its own products for each combination of filters: 11 %
 * of the time of the filter calls drawn at 100,000 products, for one call in twenty.
 */
export function familyPriceOrder(index: ProductIndex, code: number, descending: boolean): Int32Array {
  let orders = familyOrders.get(index);
  if (!orders) familyOrders.set(index, (orders = new Map()));
  const key = descending ? -code - 1 : code;
  let order = orders.get(key);
  if (!order) {
    const positions: number[] = [];
    const prices: number[] = [];
    // The products holding that colour, as the filter's bitsets have them.
    forEachPosition(index.valueBits[code] ?? new Int32Array(0), (p) => {
      const price = familyPrice(index, p, code);
      if (price === Number.POSITIVE_INFINITY) return;
      positions.push(p);
      prices.push(price);
    });
    const each = (take: (p: number, price: number) => void) => positions.forEach((p, i) => take(p, prices[i]!));
    orders.set(key, (order = orderByListedPrice(index.size, positions.length, each, descending)));
  }
  return order;
}

/**
 * The `total` positions `each` gives (each once, with its listed price) sorted by that price, ties as in the
 * catalogue's own price orders (higher id first: positions follow ids, the index being loaded in id order); `size`
 * bounds the positions. Each position is packed with its price into one number, so the engine's native numeric sort
 * does the work: a comparator is ten times slower. Only the positions given are visited: a listing of a few
 * hundred products no longer walks and allocates arrays the size of the catalogue.
 */
export function orderByListedPrice(
  size: number,
  total: number,
  each: (take: (p: number, price: number) => void) => void,
  descending: boolean,
): Int32Array {
  const factor = 2 ** Math.ceil(Math.log2(size + 1));
  const keys = new Float64Array(total);
  let n = 0;
  each((p, price) => {
    keys[n++] = (descending ? -price : price) * factor + (factor - 1 - p);
  });
  keys.sort();
  const order = new Int32Array(total);
  for (let i = 0; i < total; i++) order[i] = factor - 1 - (keys[i]! - Math.floor(keys[i]! / factor) * factor);
  return order;
}
