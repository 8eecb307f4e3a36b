"use client";

import { useState } from "react";
import type { Facet, FacetValue } from "@shop/domain/contract/catalog";
import { searchColourBackground } from "@/lib/catalog/search-colours";
import { useListingMessages } from "./listing-messages";

const VISIBLE_VALUES = 8;

type ValueProps = { id: string; facetKey: string; value: FacetValue; onToggle: (key: string, value: string) => void };

/** A size as a chip: the checkbox is hidden, its label is the chip. */
function SizeChip({ id, facetKey, value, onToggle }: ValueProps) {
  return (
    <li>
      <input
        id={id}
        type="checkbox"
        className="peer sr-only"
        checked={value.selected}
        onChange={() => onToggle(facetKey, value.value)}
      />
      <label
        htmlFor={id}
        className="flex h-10 min-w-12 cursor-pointer items-center justify-center border border-grey-300 px-2 text-xs font-semibold transition-colors hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold"
      >
        <bdi>{value.name}</bdi>
        <span className="sr-only"> ({value.count})</span>
      </label>
    </li>
  );
}

/** A colour family with its swatch; the checkbox is hidden, the ring shows it is chosen. */
function ColourOption({ id, facetKey, value, onToggle }: ValueProps) {
  return (
    <li>
      <input
        id={id}
        type="checkbox"
        className="peer sr-only"
        checked={value.selected}
        onChange={() => onToggle(facetKey, value.value)}
      />
      <label
        htmlFor={id}
        className="group flex cursor-pointer items-center gap-3 py-1.5 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold peer-checked:font-semibold peer-checked:[&>span:first-child]:ring-ink"
      >
        <span
          aria-hidden="true"
          className="size-6 shrink-0 rounded-full border border-grey-300 ring-2 ring-transparent ring-offset-2 transition-shadow group-hover:ring-grey-300"
          style={{ background: searchColourBackground(value.value) }}
        />
        <bdi className="flex-1">{value.name}</bdi>
        <span className="text-xs text-grey-500">({value.count})</span>
      </label>
    </li>
  );
}

function CheckboxOption({ id, facetKey, value, onToggle }: ValueProps) {
  return (
    <li>
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3 py-1.5 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-4 shrink-0 accent-ink"
          checked={value.selected}
          onChange={() => onToggle(facetKey, value.value)}
        />
        <bdi className="flex-1">{value.name}</bdi>
        <span className="text-xs text-grey-500">({value.count})</span>
      </label>
    </li>
  );
}

/** One facet of the filter panel, as a disclosure: sizes as chips, colours as swatches, the rest as checkboxes. */
export function FacetGroup({
  facet,
  idPrefix,
  defaultOpen,
  onToggle,
}: {
  facet: Facet;
  idPrefix: string;
  defaultOpen: boolean;
  onToggle: (key: string, value: string) => void;
}) {
  const messages = useListingMessages();
  const t = messages.listing;
  // The filter's name in the page's language; a facet the catalogue does not name keeps the API's label.
  const label = new Map(Object.entries(messages.facetLabels)).get(facet.key) ?? facet.label;
  const selectedCount = facet.values.filter((value) => value.selected).length;
  const isSize = facet.key === "printSizeFr";
  const hiddenSelected = facet.values.slice(VISIBLE_VALUES).some((value) => value.selected);
  const [showAll, setShowAll] = useState(hiddenSelected);
  const limit = isSize || showAll ? facet.values.length : VISIBLE_VALUES;
  const Option = isSize ? SizeChip : facet.key === "searchColor" ? ColourOption : CheckboxOption;
  const listId = `${idPrefix}-${facet.key}-values`;

  return (
    <details open={defaultOpen || selectedCount > 0} className="group/facet border-b border-grey-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-4 text-sm font-bold [&::-webkit-details-marker]:hidden">
        <span>
          {label}
          {selectedCount > 0 && <span className="ms-2 font-normal text-grey-600">({selectedCount})</span>}
        </span>
        {/* A chevron, not a plus turning into “×”, which reads as “remove”. */}
        <svg
          aria-hidden="true"
          data-testid="facet-chevron"
          viewBox="0 0 24 24"
          className="size-4 shrink-0 transition-transform group-open/facet:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <fieldset className="pb-4">
        <legend className="sr-only">{label}</legend>
        <ul id={listId} className={isSize ? "flex flex-wrap gap-2" : "flex flex-col"}>
          {facet.values.slice(0, limit).map((value, index) => (
            <Option
              key={value.value}
              id={`${idPrefix}-${facet.key}-${index}`}
              facetKey={facet.key}
              value={value}
              onToggle={onToggle}
            />
          ))}
        </ul>
        {!isSize && facet.values.length > VISIBLE_VALUES && (
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((open) => !open)}
            className="mt-2 text-xs font-semibold underline underline-offset-4"
          >
            {showAll ? t.showLessValues : t.showMoreValues(facet.values.length - VISIBLE_VALUES)}
          </button>
        )}
      </fieldset>
    </details>
  );
}
