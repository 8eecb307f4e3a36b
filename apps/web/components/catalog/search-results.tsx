"use client";

import { ProductGrid } from "@/components/product/product-grid";
import type { SearchResponse } from "@shop/domain/api-types";
import { useInfiniteSearch } from "@/lib/queries/catalog";
import { LoadMore } from "./load-more";

/** The products found for a query, the server's first page first, then infinite scroll on pageOffset. */
export function SearchResults({ query, initialPage }: { query: string; initialPage: SearchResponse }) {
  const search = useInfiniteSearch(query, initialPage);
  const pages = search.data?.pages ?? [initialPage];
  const products = pages.flatMap((page) => page.paginatedProducts.items);
  const total = pages[0]?.paginatedProducts.total ?? 0;

  return (
    <>
      <ProductGrid products={products} preloadFirst={2} />
      <LoadMore
        hasMore={Boolean(search.hasNextPage)}
        isLoading={search.isFetchingNextPage}
        isError={search.isFetchNextPageError}
        shown={products.length}
        total={total}
        onLoadMore={() => {
          if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
        }}
      />
    </>
  );
}
