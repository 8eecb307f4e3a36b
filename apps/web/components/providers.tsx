"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

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

/**
 * Wrap only the parts of the tree that use TanStack Query (a route group layout, a client island): the home
 * page is server-rendered and ships no query client.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
