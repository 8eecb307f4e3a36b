import type { Locale } from "@shop/domain/constants";
import { ProductGridItems } from "@/components/product/product-grid";
import type { ListingPage } from "@/lib/catalog/card-product";
import type { Filters } from "@/lib/catalog/filter-params";

/**
 * A listing's first page of cards, rendered on the server for `CategoryListing` (which lays them out in its grid
 * as its own client-rendered cards would be): the two first pictures preloaded, the colours filtered on shown.
 */
export function ListingFirstItems({ locale, page, filters }: { locale: Locale; page: ListingPage; filters: Filters }) {
  return (
    <ProductGridItems locale={locale} products={page.products} layout="sidebar" preloadFirst={2} colours={filters.facets.searchColor} />
  );
}
