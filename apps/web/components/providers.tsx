"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { CartDrawerProvider } from "./cart/cart-drawer-state";
import { ToastProvider } from "./ui/toast";

/**
 * Spec §4 freshness: queries do not refetch on mount, focus or reconnect and do not retry. The cart query
 * overrides this itself (refetch on mount and every 10 s, in the background too).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** Client state of every page: the query cache, the toast host and the cart drawer. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <CartDrawerProvider>{children}</CartDrawerProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
