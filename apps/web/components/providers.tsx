"use client";

import { QueryClient, QueryClientProvider } from "@/lib/query";
import { useEffect, useState, type ReactNode } from "react";
import { CartDrawerProvider } from "./cart/cart-drawer-state";
import { PageRouterProvider } from "./ui/page-router";
import { ToastProvider } from "./ui/toast";

/**
 * Spec §4 freshness is the query cache's own behaviour: no refetch on mount, focus or reconnect, no retry. The
 * cart query asks for more itself (refetch on mount and every 10 s, in the background too).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient();
}

/** Set by the loader that asks for the page's scripts (lib/scripts-after-paint.mjs): replays the taps it kept. */
declare global {
  interface Window {
    __shopStarted?: () => void;
  }
}

/** Client state of every page: the query cache, the toast host, the cart drawer and the links' router. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  // The page is hydrated (this effect runs after every component's below it): taps made while its scripts were on
  // their way are played again now.
  useEffect(() => window.__shopStarted?.(), []);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <CartDrawerProvider>
          <PageRouterProvider>{children}</PageRouterProvider>
        </CartDrawerProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
