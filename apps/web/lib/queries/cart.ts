"use client";

import { CART_REFETCH_INTERVAL_MS } from "@shop/domain/constants";
import { useMutation, useQuery, useQueryClient } from "@/lib/query";
import { api } from "@/lib/api/client";
import type { Cart } from "@shop/domain/contract/cart";

export const cartKey = ["cart"] as const;

/** The session's cart; a 404 means "no cart yet" and reads as null (spec §8). */
async function fetchCart(): Promise<Cart | null> {
  const response = await api.get<Cart>("/api/cart", { accept: [200, 201, 404] });
  return response.status === 404 ? null : response.data;
}

/** Spec §4: the cart refetches on mount and every 10 s, even in a hidden tab. */
export function useCart() {
  return useQuery({
    queryKey: cartKey,
    queryFn: fetchCart,
    refetchOnMount: "always",
    refetchInterval: CART_REFETCH_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
}

export type CartLineUpdate = { colorNo: string; size: string; quantity: number; mode?: "set" | "add" };

/** Sets (or, with mode "add", adds to) a cart line; the response replaces the cached cart. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: CartLineUpdate) => (await api.patch<Cart>("/api/cart/update", update)).data,
    onSuccess: (cart) => queryClient.setQueryData(cartKey, cart),
  });
}
