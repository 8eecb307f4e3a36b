import { useCallback, useEffect, useState } from "react";
import type { ProductGridItems } from "@/components/product/product-grid";

type GridItems = typeof ProductGridItems;

let loaded: GridItems | undefined;
let loading: Promise<GridItems> | undefined;

/** Downloads the cards' code once; a failed download is tried again by the next call. */
function loadGridItems(): Promise<GridItems> {
  loading ??= import("@/components/product/product-grid").then(
    (module) => (loaded = module.ProductGridItems),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The cards' component of a listing whose first page came rendered from the server: `items` is undefined until
 * its code is there, downloaded as soon as `needed` (cards to render here) or on `load()` (ahead of a next page).
 * Until then the listing shows, and counts, only the cards it has; a failed download sets `failed`, and the next
 * `load()` tries again.
 */
export function useGridItems(needed: boolean): { items: GridItems | undefined; failed: boolean; load: () => void } {
  const [state, setState] = useState<{ items?: GridItems; failed: boolean }>({ items: loaded, failed: false });
  const load = useCallback(() => {
    loadGridItems().then(
      (items) => setState({ items, failed: false }),
      () => setState((current) => ({ ...current, failed: true })),
    );
  }, []);
  const missing = needed && !state.items && !state.failed;
  useEffect(() => {
    if (missing) load();
  }, [missing, load]);
  return { items: state.items, failed: state.failed, load };
}
