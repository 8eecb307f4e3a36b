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

/**
 * The `total` matching positions sorted by listed price, ties as in the catalogue's own price orders (higher id
 * first: positions follow ids, the index being loaded in id order). Each position is packed with its price into
 * one number, so the engine's native numeric sort does the work: a comparator is ten times slower.
 */
export function orderByListedPrice(
  matching: Uint8Array,
  total: number,
  listed: Float64Array,
  descending: boolean,
): Int32Array {
  const size = matching.length;
  const factor = 2 ** Math.ceil(Math.log2(size + 1));
  const keys = new Float64Array(total);
  let n = 0;
  for (let p = 0; p < size; p++) {
    if (matching[p] === 1) keys[n++] = (descending ? -listed[p]! : listed[p]!) * factor + (factor - 1 - p);
  }
  keys.sort();
  const order = new Int32Array(total);
  for (let i = 0; i < total; i++) order[i] = factor - 1 - (keys[i]! - Math.floor(keys[i]! / factor) * factor);
  return order;
}
