"use client";

import { useQuery } from "@/lib/query";
import { api } from "@/lib/api/client";
import type { StockResponse } from "@shop/domain/contract/catalog";

/** Pieces in stock per EAN. Never cached by the API; fetched once per product page view. */
export function useProductStock(productId: number) {
  return useQuery({
    queryKey: ["stock", productId],
    queryFn: async ({ signal }) => (await api.get<StockResponse>(`/api/products/stock/${productId}`, { signal })).data.stock,
    refetchOnMount: "always",
    staleTime: 0,
  });
}
