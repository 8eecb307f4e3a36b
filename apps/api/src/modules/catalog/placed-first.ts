import type { ProductIndex } from "./product-index.js";

/** Per index, the relevance orders with a category's products placed by hand first, by the category's `placed`. */
const orders = new WeakMap<ProductIndex, WeakMap<Int32Array, Int32Array>>();

/** Where `index` holds the catalogue's product `g`: `g` itself, or its place in a restricted index (-1: not there). */
function localOf(index: ProductIndex, g: number): number {
  const at = index.at;
  if (at === null) return g;
  // A restricted index's products are the category's, in the catalogue's order: ascending positions.
  let low = 0;
  let high = at.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (at[middle]! < g) low = middle + 1;
    else if (at[middle]! > g) high = middle - 1;
    else return middle;
  }
  return -1;
}

/**
 * The relevance order of a category's listing: the products the merchant placed by hand (`placed`, catalogue
 * positions, first to last), then every other one as the catalogue's relevance order has them (in stock first,
 * then the newest). Computed once per index and category: a pass over the index's order.
 */
export function placedFirst(index: ProductIndex, placed: Int32Array): Int32Array {
  let byPlaced = orders.get(index);
  if (!byPlaced) orders.set(index, (byPlaced = new WeakMap()));
  let order = byPlaced.get(placed);
  if (order) return order;
  order = new Int32Array(index.size);
  const first = new Uint8Array(index.size);
  let n = 0;
  for (const g of placed) {
    const p = localOf(index, g);
    if (p === -1 || first[p] === 1) continue;
    first[p] = 1;
    order[n++] = p;
  }
  for (const p of index.orders.relevance) if (first[p] !== 1) order[n++] = p;
  byPlaced.set(placed, order);
  return order;
}
