"use client";

import { keepPreviousData, useQuery } from "@/lib/query";
import { api } from "@/lib/api/client";
import type { Offer } from "@shop/domain/contract/shop";

/** Active offers, lowest threshold first; kept while newer data loads (spec §7). */
export function useOffers() {
  return useQuery({
    queryKey: ["offers"],
    queryFn: async () => (await api.get<{ offers: Offer[] }>("/api/offers")).data,
    placeholderData: keepPreviousData,
  });
}
