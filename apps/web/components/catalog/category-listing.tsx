"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useMemo, useState, type ReactNode } from "react";
import { gridClassName } from "@/components/product/product-grid-layout";
import type { ListingPage } from "@/lib/catalog/card-product";
import { useLocale } from "@/lib/locale/context";
import {
  clearFilters,
  countActiveFilters,
  filtersToSearch,
  listingSearch,
  parseFilters,
  toggleFacetValue,
  type Filters,
  type ListingScope,
} from "@/lib/catalog/filter-params";
import type { ListingTexts } from "@/messages/catalog";
import { useInfiniteProducts } from "@/lib/queries/catalog";
import { preload } from "@/lib/preload";
import { LoadMore } from "./load-more";
import { SideFacets } from "./side-facets";
import { SortSelect } from "./sort-select";
import { useGridItems } from "./use-grid-items";
import { ListingMessagesProvider, useListingMessages } from "./listing-messages";

/** The phone's filter dialog is not needed for the first paint: fetched on its first opening, or when one is likely. */
const loadFilterDrawer = () => import("./filter-drawer");
const FilterDrawer = lazyPart(() => loadFilterDrawer().then((module) => module.FilterDrawer), { visible: true });
const preloadFilterDrawer = () => preload(loadFilterDrawer);

/** Shown only with filters applied, or when nothing matches: fetched when first shown (server-rendered then). */
const loadActiveFilters = () => import("./active-filters");
const ActiveFilters = lazyPart(() => loadActiveFilters().then((module) => module.ActiveFilters), { visible: false });
const EmptyListing = lazyPart(() => import("./empty-listing").then((module) => module.EmptyListing), { visible: true });

/**
 * A category's products, or a search's: facets, sort, applied-filter chips, the grid and infinite scroll. The
 * filters live in the URL (after a search's `query`): a change pushes a history entry (native pushState, which
 * Next's router follows once its effects have run; before, its own navigation), so the link is shareable, the back
 * button undoes it, and a reload renders the same filtered first page on the server. That server page seeds the
 * query; the client fetches the next pages and the first page of new filters. The first page's cards are rendered
 * on the server (`firstItems`) and kept while they are the page on screen; the cards of the pages loaded after them,
 * or of other filters, are rendered here.
 */
export function CategoryListing({ texts, ...listing }: ListingProps & { texts: ListingTexts }) {
  return (
    <ListingMessagesProvider texts={texts}>
      <Listing {...listing} />
    </ListingMessagesProvider>
  );
}

type ListingProps = {
  scope: ListingScope;
  /** The filters the server rendered (`filtersToSearch` form): its page is only reused for those. */
  initialSearch: string;
  initialPage: ListingPage;
  /** `initialPage`'s cards as `ProductGridItems` renders them, in the "sidebar" layout with the two first preloaded. */
  firstItems: ReactNode;
};

function Listing({ scope, initialSearch, initialPage, firstItems }: ListingProps) {
  const locale = useLocale();
  const messages = useListingMessages();
  const t = messages.listing;
  const pathname = usePathname();
  const router = useRouter();
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);
  const key = filtersToSearch(filters);
  const query = useInfiniteProducts(scope, filters, key === initialSearch ? initialPage : null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The dialog exists from its first opening on (it keeps its native focus return and its draft logic).
  const [drawerUsed, setDrawerUsed] = useState(false);

  const pages = query.data?.pages ?? [initialPage];
  const first = pages[0] ?? initialPage;
  const activeCount = countActiveFilters(filters);
  // A first page from the server holds no cards (`withoutCards`): this render's server cards (`firstItems`) stand
  // for it, and stay on screen, dimmed, while other filters load. The cards of the other pages (later pages, other
  // filters) are drawn here, once their code is downloaded, and counted once they are on screen.
  const serverCards = first.serverCards ?? 0;
  const clientProducts = pages.flatMap((page) => page.products);
  const grid = useGridItems(clientProducts.length > 0);
  const GridItems = grid.items;
  const waitingForCode = clientProducts.length > 0 && !GridItems && !grid.failed;
  const shown = serverCards + (GridItems || serverCards === 0 ? clientProducts.length : 0);
  const busy = query.isPlaceholderData || waitingForCode;

  const apply = (next: Filters) => {
    if (!GridItems) grid.load();
    preload(loadActiveFilters);
    const target = `${pathname}${listingSearch(scope, next)}`;
    if (filtersToSearch(next) === key) return;
    // The router hooks the history in an effect that runs once the page is hydrated. A choice heard before it has (a
    // quick tap on a slow phone) would change the address and not the listing: it goes
    // through the router's own navigation then, which renders the new first page on the server.
    if (window.history.pushState === History.prototype.pushState) router.push(target, { scroll: false });
    else window.history.pushState(null, "", target);
  };
  const onToggle = (facetKey: string, value: string) => apply(toggleFacetValue(filters, facetKey, value));
  const onPrice = ({ min, max }: { min: number | null; max: number | null }) =>
    apply({ ...filters, minPrice: min, maxPrice: max });
  const onClear = () => apply(clearFilters(filters));
  const loadMore = () => {
    if (!GridItems) {
      grid.load();
      // Cards already loaded wait for their code (a failed download retried): no further page before they show.
      if (clientProducts.length > 0) return;
    }
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
      <aside aria-labelledby="filters-title" className="hidden lg:block">
        <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pe-2">
          <h2 id="filters-title" className="pb-3 text-sm font-black uppercase tracking-wider">
            {t.filters}
          </h2>
          <SideFacets
            idPrefix="side"
            facets={first.facets}
            filters={filters}
            priceRange={first.priceRange}
            total={first.total}
            onToggle={onToggle}
            onPrice={onPrice}
          />
        </div>
      </aside>

      <section aria-labelledby="products-title" aria-busy={busy || undefined}>
        <h2 id="products-title" className="sr-only">
          {messages.products}
        </h2>
        <div className="sticky top-header z-10 -mx-4 flex items-center justify-between gap-3 border-b border-grey-200 bg-white px-4 py-3 md:-mx-8 md:px-8 lg:static lg:mx-0 lg:border-0 lg:px-0 lg:py-0">
          <p className="text-sm text-grey-600" aria-live="polite" data-testid="product-count">
            {t.productCount(first.total)}
          </p>
          <button
            type="button"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            onPointerEnter={preloadFilterDrawer}
            onTouchStart={preloadFilterDrawer}
            onFocus={preloadFilterDrawer}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            className="inline-flex h-10 items-center gap-2 border border-ink px-4 text-xs font-bold uppercase tracking-wider lg:hidden"
          >
            {t.openFilters(activeCount)}
          </button>
          <div className="hidden lg:block">
            <SortSelect id="sort" value={filters.sort} onChange={(sort) => apply({ ...filters, sort })} />
          </div>
        </div>
        {activeCount > 0 && (
          <Suspense fallback={null}>
            <ActiveFilters filters={filters} facets={first.facets} onToggle={onToggle} onPrice={onPrice} onClear={onClear} />
          </Suspense>
        )}

        <div className={`mt-6 transition-opacity ${busy ? "opacity-50" : ""}`}>
          {serverCards + clientProducts.length > 0 ? (
            <ul className={gridClassName("sidebar")}>
              {/* Until the cards' code is there, the server's first page stays (dimmed for other filters). */}
              {(serverCards > 0 || !GridItems) && firstItems}
              {GridItems && clientProducts.length > 0 && (
                <GridItems
                  locale={locale}
                  products={clientProducts}
                  layout="sidebar"
                  preloadFirst={serverCards > 0 ? 0 : 2}
                  colours={filters.facets.searchColor}
                />
              )}
            </ul>
          ) : (
            <Suspense fallback={null}>
              <EmptyListing hasFilters={activeCount > 0} onClear={onClear} />
            </Suspense>
          )}
        </div>
        <LoadMore
          hasMore={Boolean(query.hasNextPage)}
          isLoading={query.isFetchingNextPage || waitingForCode}
          isError={query.isFetchNextPageError || grid.failed}
          shown={shown}
          total={first.total}
          onLoadMore={loadMore}
        />
      </section>

      {drawerUsed && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            scope={scope}
            filters={filters}
            page={first}
            onApply={(next) => {
              setDrawerOpen(false);
              apply(next);
            }}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
