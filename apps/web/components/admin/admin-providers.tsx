"use client";

import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@/lib/query";

/** The back office's client state: the query cache of the reads its dialogs share with checkout (wilayas, communes…). */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
