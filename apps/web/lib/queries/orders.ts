"use client";

import { useMutation, useQuery, useQueryClient } from "@/lib/query";
import { api } from "@/lib/api/client";
import type { Order, OrderSummary } from "@shop/domain/contract/orders";

export const orderKey = (id: string) => ["order", id] as const;
export const ordersKey = ["orders"] as const;

/** How often an order whose card payment is still being confirmed is read again. */
const PENDING_PAYMENT_POLL_MS = 3_000;

/**
 * One order by its id. `initialData` comes from the server render; while a card payment the shopper has
 * just made is still `pending` (the provider's webhook may lag), the order is read again every 3 s.
 */
export function useOrder(id: string, initialData?: Order, options: { pollWhilePending?: boolean } = {}) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: async () => (await api.get<Order>(`/api/guest-order/${id}`)).data,
    initialData,
    refetchInterval: (query) =>
      options.pollWhilePending && query.state.data?.paymentStatus === "pending" ? PENDING_PAYMENT_POLL_MS : false,
  });
}

/** The signed-in customer's orders, newest first. Always read fresh: a new order must show at once. */
export function useOrders() {
  return useQuery({
    queryKey: ordersKey,
    queryFn: async () => (await api.get<{ orders: OrderSummary[] }>("/api/orders")).data.orders,
    refetchOnMount: "always",
  });
}

/** Switches an unpaid card order to payment on delivery, then reads the order again. */
export function usePayOnDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post(`/api/guest-order/${id}/pay-on-delivery`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKey(id) }),
  });
}

/** Opens a new card checkout for an order whose payment failed or was cancelled; answers its address. */
export function useRetryPayment(id: string) {
  return useMutation({
    mutationFn: async () => (await api.post<{ checkoutUrl: string }>(`/api/guest-order/${id}/retry-payment`)).data,
  });
}
