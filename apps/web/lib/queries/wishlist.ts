"use client";

import { useMutation, useQuery, useQueryClient } from "@/lib/query";
import { api } from "@/lib/api/client";
import type { Wishlist } from "@shop/domain/contract/wishlist";

export const wishlistKey = ["wishlist"] as const;

/** The wishlist of the session or account (guests have one too; the header shows its count to everyone). */
export function useWishlist() {
  return useQuery({
    queryKey: wishlistKey,
    queryFn: async () => (await api.get<Wishlist>("/api/wishlist")).data,
  });
}

/** Adds or removes a product colour; the response replaces the cached wishlist. */
export function useUpdateWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { colorNo: string; action: "add" | "remove" }) =>
      (await api.patch<Wishlist>("/api/wishlist/update", change)).data,
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistKey, wishlist),
  });
}
