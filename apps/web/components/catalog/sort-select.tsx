"use client";

import type { SortKey } from "@shop/domain/facet-keys";
import { useListingMessages } from "./listing-messages";

/** The sort order of a listing, with the labels of @shop/domain/facets. */
export function SortSelect({ id, value, onChange }: { id: string; value: SortKey; onChange: (sort: SortKey) => void }) {
  const { listing: t, sortLabels } = useListingMessages();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-semibold text-grey-600">
        {t.sort}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortKey)}
        className="h-10 cursor-pointer border border-grey-300 bg-white pe-8 ps-3 text-sm font-semibold hover:border-ink"
      >
        {Object.entries(sortLabels).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
