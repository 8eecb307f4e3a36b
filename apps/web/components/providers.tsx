"use client";

import { QueryClient, QueryClientProvider } from "@/lib/query";
import { useState, type ReactNode } from "react";
import { CartDrawerProvider } from "./cart/cart-drawer-state";
import { ToastProvider } from "./ui/toast";

/**
 * Spec §4 freshness is the query cache's own behaviour: no refetch on mount, focus or reconnect, no retry. The
 * cart query asks for more itself (refetch on mount and every 10 s, in the background too).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient();
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
