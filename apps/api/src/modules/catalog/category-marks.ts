import type { ProductIndex } from "./product-index.js";
import { positionOf } from "./related-products.js";

/**
 * Which categories' listings an index change can alter, so that a category's answers outlive the changes of the
 * products it does not list. Each index installed gets a serial; a category is marked with the serial of the last
 * index whose changed products it listed before or lists after (ancestors included, as `byCategory` holds them). An
 * index whose changes are not named (loaded whole, or first) moves the floor: every category's mark moves with it.
 *
 * A category listing (no search words in it) is made of its members' cards, facets and prices, its place in the tree
 * and the facets' names: with the tree and the names in its sources, its mark is the rest of them.
 */
export function createCategoryMarks() {
  let serial = 0;
  let floor = 0;
  const marks = new Map<number, number>();
  return {
    /** `next` replaces `previous` as the index served. */
    installed(previous: ProductIndex | undefined, next: ProductIndex): void {
      serial++;
      const changed = previous && changedProducts(previous, next);
      if (!changed) {
        floor = serial;
        marks.clear();
        return;
      }
      for (const categoryId of listingCategories(previous, changed)) marks.set(categoryId, serial);
      for (const categoryId of listingCategories(next, changed)) marks.set(categoryId, serial);
    },
    /** The mark of a category's listings: it moves whenever they may have changed. */
    of: (categoryId: number): number => Math.max(floor, marks.get(categoryId) ?? 0),
  };
}

/**
 * The products `next` changed from `previous`: those its rebuild read again, or those whose stock changed; undefined
 * when `next` was not made from `previous` with its changes named.
 */
export function changedProducts(previous: ProductIndex, next: ProductIndex): number[] | undefined {
  if (next.changedSince && next.changedSince.version === previous.version) return next.changedSince.productIds;
  const stock = next.stockChanged;
  if (next.version === previous.version && stock && stock.from === previous.stockVersion) return stock.productIds;
  return undefined;
}

/** The categories of `index` that list one of `productIds`. */
export function listingCategories(index: ProductIndex, productIds: number[]): number[] {
  const positions = productIds.map((id) => positionOf(index, id)).filter((p) => p !== -1);
  if (positions.length === 0) return [];
  const found: number[] = [];
  for (const [categoryId, members] of index.byCategory) {
    if (positions.some((p) => includes(members, p))) found.push(categoryId);
  }
  return found;
}

/** Whether ascending `positions` holds `p`. */
function includes(positions: Int32Array, p: number): boolean {
  let low = 0;
  let high = positions.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (positions[middle] === p) return true;
    if (positions[middle]! < p) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
