"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. A page part that shows data which another part
 * of the page may already have fetched (the header reads the cart, the user and the wishlist too) renders
 * its server-side placeholder until hydrated: Next hydrates the page after the layout, by which time those
 * queries may have answered, and rendering their data straight away would not match the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
