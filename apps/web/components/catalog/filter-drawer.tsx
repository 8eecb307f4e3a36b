"use client";

import type { SortKey } from "@shop/domain/facet-keys";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Facet } from "@shop/domain/contract/catalog";
import type { ListingPage } from "@/lib/catalog/card-product";
import {
  clearFilters,
  filtersToSearch,
  toggleFacetValue,
  type Filters,
  type ListingScope,
} from "@/lib/catalog/filter-params";
import { useFilterPreview } from "@/lib/queries/catalog";
import { FacetPanel } from "./facet-panel";
import { useListingMessages } from "./listing-messages";

/** The facets with the draft's choices ticked, even before the preview of the draft arrives. */
function withSelection(facets: Facet[], draft: Filters): Facet[] {
  return facets.map((facet) => ({
    ...facet,
    values: facet.values.map((value) => ({
      ...value,
      selected: draft.facets[facet.key]?.includes(value.value) ?? false,
    })),
  }));
}

/**
 * The phone's filter panel: a modal dialog ('Filtrer et trier') over the listing. Choices stay a draft until
 * 'Voir N produits' applies them; the draft's counts and total come from a one-product preview request. The
 * native <dialog> gives the focus trap, Escape and the return of focus to the opening button. Its content is
 * rendered only while it is open, so the phone's copy of the facets is not in every listing page's HTML.
 */
export function FilterDrawer({
  open,
  scope,
  filters,
  page,
  onApply,
  onClose,
}: {
  open: boolean;
  scope: ListingScope;
  filters: Filters;
  page: ListingPage;
  onApply: (filters: Filters) => void;
  onClose: () => void;
}) {
  const { listing: t, sortLabels } = useListingMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(filters);
  const isDraft = filtersToSearch(draft) !== filtersToSearch(filters);
  const preview = useFilterPreview(scope, draft, open && isDraft);
  const shown = isDraft ? preview.data : page;

  // Each opening starts from the applied filters.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filters);
  }

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    if (!element.open) element.showModal();
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = "";
      if (element.open) element.close();
    };
  }, [open]);

  const total = shown?.total ?? null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="filter-drawer-title"
      onClose={onClose}
      className="fixed inset-0 m-0 ms-auto h-dvh max-h-none w-full max-w-md bg-white p-0 text-ink backdrop:bg-black/50"
    >
      {/* Its content exists only while open: a closed drawer sends no facets in the page's HTML. */}
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-grey-200 px-5 py-4">
            <h2 id="filter-drawer-title" className="text-lg font-black uppercase tracking-tight">
              {t.filterAndSort}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t.closeFilters}
              className="-me-2 flex size-11 items-center justify-center text-2xl leading-none"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5">
            <fieldset className="border-b border-grey-200 py-4">
              <legend className="float-start mb-3 w-full text-sm font-bold">{t.sort}</legend>
              <div className="clear-both flex flex-col gap-1">
                {Object.entries(sortLabels).map(([key, label]) => (
                  <label key={key} className="flex cursor-pointer items-center gap-3 py-1.5 text-sm">
                    <input
                      type="radio"
                      name="drawer-sort"
                      value={key}
                      checked={draft.sort === key}
                      onChange={() => setDraft({ ...draft, sort: key as SortKey })}
                      className="size-4 accent-ink"
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <FacetPanel
              idPrefix="drawer"
              facets={withSelection(shown?.facets ?? page.facets, draft)}
              filters={draft}
              priceRange={shown?.priceRange ?? page.priceRange}
              total={total ?? page.total}
              onToggle={(key, value) => setDraft((current) => toggleFacetValue(current, key, value))}
              onPrice={({ min, max }) =>
                setDraft((current) => ({ ...current, minPrice: min, maxPrice: max }))
              }
            />
          </div>
          {/* The two buttons share a row when they fit; on a narrow phone the wider one takes a row of its own. */}
          <div className="flex flex-wrap gap-3 border-t border-grey-200 px-5 py-4">
            <Button
              type="button"
              variant="primary-outline"
              className="grow whitespace-nowrap px-4"
              onClick={() => setDraft(clearFilters(draft))}
            >
              {t.clear}
            </Button>
            <Button
              type="button"
              variant="primary-black"
              className="grow-[3] basis-56 whitespace-nowrap px-3"
              isLoading={isDraft && preview.isFetching}
              onClick={() => onApply(draft)}
            >
              {t.apply(total)}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
