"use client";

import type { ComponentProps } from "react";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { lazyChunk } from "@/lib/lazy-chunk";
import type { FacetPanel } from "./facet-panel";
import { useListingMessages } from "./listing-messages";

const facetPanel = lazyChunk(() => import("./facet-panel").then((module) => module.FacetPanel));

/** The side column's breakpoint (`lg`): below it the filters live in the phone's dialog. */
const SIDE_COLUMN = "(min-width: 64rem)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SIDE_COLUMN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the side column is on screen; false on the server and while the page hydrates. */
function useSideColumn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SIDE_COLUMN).matches,
    () => false,
  );
}

/**
 * The listing's filter column from `lg` up. Its code (the facets' groups, chips, swatches and the price range) is
 * downloaded only where the column shows: a phone never sees it (its filters open in a dialog, which brings the
 * same code when first opened). Until the code is there the column holds a placeholder of the groups' headings.
 */
export function SideFacets(props: ComponentProps<typeof FacetPanel>) {
  const t = useListingMessages().listing;
  const panel = facetPanel.use(useSideColumn());
  const Panel = panel.value;

  if (Panel) return <Panel {...props} />;
  if (panel.failed) {
    return (
      <div className="border-t border-grey-200 py-6">
        <p role="alert" className="text-sm text-promo">
          {t.filtersError}
        </p>
        <Button type="button" variant="primary-outline" className="mt-4" onClick={panel.load}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-label={t.loadingFilters} className="border-t border-grey-200" data-testid="facets-skeleton">
      {[40, 28, 32, 24, 36].map((width, index) => (
        <div key={index} className="flex items-center justify-between border-b border-grey-200 py-4">
          <span className="h-3.5 animate-pulse rounded-sm bg-grey-200" style={{ width: `${width}%` }} />
          <span className="size-4 animate-pulse rounded-sm bg-grey-100" />
        </div>
      ))}
    </div>
  );
}
