"use client";

import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { ProductFilterResponse, SearchResponse } from "@shop/domain/api-types";
import { filterApiPath, filtersToSearch, type Filters } from "@/lib/catalog/filter-params";

/**
 * Catalogue reads of the browser. Lists are server-rendered first: the server's first page seeds the infinite
 * query (`initialPage`), so the client only ever fetches the pages after it, or a first page for new filters.
 */

const productsKey = (category: string, filters: Filters) => ["products", "filter", category, filtersToSearch(filters)] as const;

export function useInfiniteProducts(category: string, filters: Filters, initialPage: ProductFilterResponse | null) {
  return useInfiniteQuery({
    queryKey: productsKey(category, filters),
    queryFn: async ({ pageParam, signal }) =>
      (await api.get<ProductFilterResponse>(filterApiPath(category, filters, pageParam), { signal })).data,
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.pageOffset + 1 : undefined),
    ...(initialPage ? { initialData: { pages: [initialPage], pageParams: [0] } satisfies InfiniteData<ProductFilterResponse, number> } : {}),
    placeholderData: keepPreviousData,
  });
}

/** Facet counts and total for filters not applied yet (the mobile drawer's draft): one product is enough. */
export function useFilterPreview(category: string, filters: Filters, enabled: boolean) {
  return useQuery({
    queryKey: ["products", "preview", category, filtersToSearch(filters)],
    queryFn: async ({ signal }) =>
      (await api.get<ProductFilterResponse>(filterApiPath(category, filters, 0, 1), { signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useInfiniteSearch(query: string, initialPage: SearchResponse) {
  return useInfiniteQuery({
    queryKey: ["products", "search", query],
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<SearchResponse>("/api/products/search", {
          params: { query, pageOffset: pageParam },
          signal,
        })
      ).data,
    initialPageParam: 0,
    getNextPageParam: (last) => (last.paginatedProducts.hasMore ? last.paginatedProducts.pageOffset + 1 : undefined),
    initialData: { pages: [initialPage], pageParams: [0] },
  });
}
