import { lazyChunk } from "@/lib/lazy-chunk";

const gridItems = lazyChunk(() => import("@/components/product/product-grid").then((module) => module.ProductGridItems));

/**
 * The cards' component of a listing whose first page came rendered from the server: `items` is undefined until
 * its code is there, downloaded as soon as `needed` (cards to render here) or on `load()` (ahead of a next page).
 * Until then the listing shows, and counts, only the cards it has; a failed download sets `failed`, and the next
 * `load()` tries again.
 */
export function useGridItems(needed: boolean) {
  const { value, failed, load } = gridItems.use(needed);
  return { items: value, failed, load };
}
