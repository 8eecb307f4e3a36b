"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, type ReactNode } from "react";

type PageRouter = ReturnType<typeof useRouter>;

const PageRouterContext = createContext<PageRouter | null>(null);

/** The app router, given once to the storefront's links by `Providers` (every page has it). */
export function PageRouterProvider({ children }: { children: ReactNode }) {
  return <PageRouterContext value={useRouter()}>{children}</PageRouterContext>;
}

/**
 * The app router, or null outside the shop's providers (a part rendered on its own): a link there is a plain link,
 * which the browser follows itself.
 */
export function usePageRouter(): PageRouter | null {
  return useContext(PageRouterContext);
}
