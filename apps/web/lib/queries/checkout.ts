"use client";

import type { CheckoutData } from "@shop/domain/schemas";
import { useMutation, useQueryClient } from "@/lib/query";
import { useCallback, useState } from "react";
import { api, ApiResponseError } from "@/lib/api/client";
import type { Order } from "@shop/domain/contract/orders";
import { orderKey, ordersKey } from "./orders";

/** A fresh Idempotency-Key (8–100 of [A-Za-z0-9_-]); falls back to random bytes where randomUUID is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * One checkout attempt = one Idempotency-Key: made when the form mounts, reused by double clicks and by a
 * retry after a lost answer (the server then returns the same order), renewed after the server refused the
 * attempt (its answer is known, so the next submit is a new attempt).
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  const mutation = useMutation({
    mutationFn: async (checkout: CheckoutData) =>
      (await api.post<Order>("/api/guest-order/create", checkout, { headers: { "Idempotency-Key": key } })).data,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: (error) => {
      if (error instanceof ApiResponseError) setKey(newIdempotencyKey());
    },
  });
  const reset = useCallback(() => setKey(newIdempotencyKey()), []);
  return { ...mutation, idempotencyKey: key, renewKey: reset };
}
