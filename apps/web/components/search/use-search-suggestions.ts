"use client";

import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_SUGGESTED_PRODUCTS, SEARCH_MIN_QUERY_LENGTH } from "@shop/domain/constants";
import { pickCardColour } from "@shop/domain/pricing";
import { useQuery } from "@/lib/query";
import { useEffect, useMemo, useState } from "react";
import { api } from "@/lib/api/client";
import type { PopularSearches } from "@shop/domain/contract/catalog";
import type { SearchResponse, Suggestion } from "./search-types";

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Products first (at most 5), then categories; ids are unique per list for aria-activedescendant. */
export function toSuggestions(listId: string, data: SearchResponse | undefined): Suggestion[] {
  if (!data) return [];
  const products = data.paginatedProducts.items.slice(0, SEARCH_MAX_SUGGESTED_PRODUCTS).map((product): Suggestion => {
    // The cheapest colour, whose price is the product's shown beside it (decision 0011).
    const shown = pickCardColour(product.variations)?.variation;
    const href = shown ? `/produit/${product.id}?colorNo=${encodeURIComponent(shown.colorNo)}` : `/produit/${product.id}`;
    return { kind: "product", id: `${listId}-p${product.id}`, href, product, image: shown?.images[0] ?? null };
  });
  const categories = data.categories.map(
    (category): Suggestion => ({ kind: "category", id: `${listId}-c${category.id}`, href: `/categorie/${category.slug}`, category }),
  );
  return [...products, ...categories];
}

/** Popular searches (links to their results), then the top-level categories. */
export function toPopularSuggestions(listId: string, data: PopularSearches | undefined): Suggestion[] {
  if (!data) return [];
  const queries = data.queries.map(
    (query, index): Suggestion => ({ kind: "query", id: `${listId}-q${index}`, href: `/search?${new URLSearchParams({ query })}`, query }),
  );
  const categories = data.categories.map(
    (category): Suggestion => ({
      kind: "category",
      id: `${listId}-c${category.id}`,
      href: `/categorie/${category.slug}`,
      category: { ...category, parent: null, grandparent: null },
    }),
  );
  return [...queries, ...categories];
}

/**
 * Suggestions for what is typed (spec §5, §9): the query is debounced 500 ms and sent only when the debounced
 * text is longer than one character. Before anything is typed, popular searches and categories, read once the
 * box has had the focus (`wanted`) and kept for the visit.
 */
export function useSearchSuggestions(query: string, listId: string, wanted: boolean) {
  const debounced = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= SEARCH_MIN_QUERY_LENGTH;
  const empty = query.trim() === "";
  const popular = useQuery({
    queryKey: ["search-popular"],
    queryFn: async ({ signal }) => (await api.get<PopularSearches>("/api/products/popular-searches", { signal })).data,
    enabled: wanted,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const result = useQuery({
    queryKey: ["search-suggestions", debounced],
    queryFn: async ({ signal }) =>
      (
        await api.get<SearchResponse>("/api/products/search", {
          params: { query: debounced, pageSize: SEARCH_MAX_SUGGESTED_PRODUCTS },
          signal,
        })
      ).data,
    enabled,
    staleTime: 60_000,
  });
  const suggestions = useMemo(
    () => (empty ? toPopularSuggestions(listId, popular.data) : enabled ? toSuggestions(listId, result.data) : []),
    [empty, enabled, listId, popular.data, result.data],
  );
  return { suggestions, isLoading: empty ? popular.isFetching : enabled && result.isFetching };
}
