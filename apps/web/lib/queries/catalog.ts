"use client";

import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from "@/lib/query";
import { api } from "@/lib/api/client";
import type { ProductFilterResponse } from "@shop/domain/contract/catalog";
import type { ListingPage } from "@/lib/catalog/card-product";
import { filterApiPath, filtersToSearch, type Filters, type ListingScope } from "@/lib/catalog/filter-params";

/**
 * Catalogue reads of the browser. Lists are server-rendered first: the server's first page seeds the infinite
 * query (`initialPage`), so the client only ever fetches the pages after it, or a first page for new filters.
 */

const scopeKey = (scope: ListingScope) => ("query" in scope ? `query:${scope.query}` : `category:${scope.category}`);

const productsKey = (scope: ListingScope, filters: Filters) => ["products", "filter", scopeKey(scope), filtersToSearch(filters)] as const;

export function useInfiniteProducts(scope: ListingScope, filters: Filters, initialPage: ListingPage | null) {
  return useInfiniteQuery({
    queryKey: productsKey(scope, filters),
    queryFn: async ({ pageParam, signal }) =>
      (await api.get<ListingPage>(filterApiPath(scope, filters, pageParam), { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.pageOffset + 1 : undefined),
    ...(initialPage ? { initialData: { pages: [initialPage], pageParams: [0] } satisfies InfiniteData<ListingPage, number> } : {}),
    placeholderData: keepPreviousData,
  });
}

/** Facet counts and total for filters not applied yet (the mobile drawer's draft): one product is enough. */
export function useFilterPreview(scope: ListingScope, filters: Filters, enabled: boolean) {
  return useQuery({
    queryKey: ["products", "preview", scopeKey(scope), filtersToSearch(filters)],
    queryFn: async ({ signal }) =>
      (await api.get<ProductFilterResponse>(filterApiPath(scope, filters, 0, 1), { signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
