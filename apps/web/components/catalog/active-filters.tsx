"use client";

import { formatMoney } from "@shop/domain/money";
import type { Facet } from "@shop/domain/contract/catalog";
import type { Filters } from "@/lib/catalog/filter-params";
import { useLocale } from "@/lib/locale/context";
import { useListingMessages } from "./listing-messages";

type Chip = { id: string; label: string; remove: () => void };

/** The applied filters as removable chips, and a 'Tout effacer' button. Nothing when no filter is applied. */
export function ActiveFilters({
  filters,
  facets,
  onToggle,
  onPrice,
  onClear,
}: {
  filters: Filters;
  facets: Facet[];
  onToggle: (key: string, value: string) => void;
  onPrice: (bounds: { min: number | null; max: number | null }) => void;
  onClear: () => void;
}) {
  const locale = useLocale();
  const { listing: t, facetLabels } = useListingMessages();
  const labels = new Map(Object.entries(facetLabels));
  const facetOf = (key: string) => facets.find((facet) => facet.key === key);
  const labelOf = (key: string) => labels.get(key) ?? facetOf(key)?.label ?? key;
  // The value's name in the page's language; the value itself (the filter's parameter) when the listing no
  // longer offers it.
  const nameOf = (key: string, value: string) => facetOf(key)?.values.find((option) => option.value === value)?.name ?? value;
  const chips: Chip[] = Object.entries(filters.facets).flatMap(([key, values]) =>
    values.map((value) => ({
      id: `${key}:${value}`,
      label: t.filterChip(labelOf(key), nameOf(key, value)),
      remove: () => onToggle(key, value),
    })),
  );
  if (filters.minPrice !== null) {
    chips.push({ id: "min", label: `≥ ${formatMoney(filters.minPrice, locale)}`, remove: () => onPrice({ min: null, max: filters.maxPrice }) });
  }
  if (filters.maxPrice !== null) {
    chips.push({ id: "max", label: `≤ ${formatMoney(filters.maxPrice, locale)}`, remove: () => onPrice({ min: filters.minPrice, max: null }) });
  }
  if (chips.length === 0) return null;

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <ul aria-label={t.activeFilters} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              onClick={chip.remove}
              aria-label={t.removeFilter(chip.label)}
              className="inline-flex h-8 items-center gap-2 rounded-full bg-grey-100 pe-3 ps-3.5 text-xs font-semibold hover:bg-grey-200"
            >
              {chip.label}
              <span aria-hidden="true" className="text-sm leading-none">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClear} className="ms-1 text-xs font-semibold underline underline-offset-4">
        {t.clear}
      </button>
    </div>
  );
}
