"use client";

import { formatMoney } from "@shop/domain/money";
import { useRef, useState, type FormEvent } from "react";
import { useLocale } from "@/lib/locale/context";
import { useListingMessages } from "./listing-messages";

type Bounds = { min: number | null; max: number | null };

const toBound = (text: string): number | null => {
  const digits = text.replace(/\D/g, "");
  return digits ? Number(digits) : null;
};

/**
 * Minimum and maximum price in dinars, applied on submit (Enter or OK) and when a field loses focus with a new
 * value. The placeholders show the range of the products that the other filters leave. The parent keys it by
 * the applied bounds, so it starts afresh when they change elsewhere (cleared, back button).
 */
export function PriceRange({
  idPrefix,
  minPrice,
  maxPrice,
  range,
  onApply,
}: {
  idPrefix: string;
  minPrice: number | null;
  maxPrice: number | null;
  range: { min: number; max: number } | null;
  onApply: (bounds: Bounds) => void;
}) {
  const locale = useLocale();
  const t = useListingMessages().listing;
  const [min, setMin] = useState(minPrice === null ? "" : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? "" : String(maxPrice));
  // Blur then submit (clicking OK) must not apply the same bounds twice.
  const lastSent = useRef<Bounds>({ min: minPrice, max: maxPrice });
  const apply = () => {
    const bounds = { min: toBound(min), max: toBound(max) };
    if (bounds.min === lastSent.current.min && bounds.max === lastSent.current.max) return;
    lastSent.current = bounds;
    onApply(bounds);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  const field = "h-11 w-full border border-grey-300 px-3 text-sm focus:border-ink";
  return (
    <details open className="group/facet border-b border-grey-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 py-4 text-sm font-bold [&::-webkit-details-marker]:hidden">
        {t.price}
        <span aria-hidden="true" className="text-lg leading-none transition-transform group-open/facet:rotate-45">
          +
        </span>
      </summary>
      <form onSubmit={submit} className="pb-4">
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor={`${idPrefix}-min-price`} className="mb-1 block text-xs text-grey-600">
              {t.minPrice}
            </label>
            <input
              id={`${idPrefix}-min-price`}
              inputMode="numeric"
              autoComplete="off"
              value={min}
              placeholder={range ? String(range.min) : undefined}
              onChange={(event) => setMin(event.target.value)}
              onBlur={apply}
              className={field}
            />
          </div>
          <div className="flex-1">
            <label htmlFor={`${idPrefix}-max-price`} className="mb-1 block text-xs text-grey-600">
              {t.maxPrice}
            </label>
            <input
              id={`${idPrefix}-max-price`}
              inputMode="numeric"
              autoComplete="off"
              value={max}
              placeholder={range ? String(range.max) : undefined}
              onChange={(event) => setMax(event.target.value)}
              onBlur={apply}
              className={field}
            />
          </div>
          <button type="submit" className="h-11 shrink-0 bg-ink px-4 text-xs font-bold uppercase text-white hover:bg-grey-700">
            {t.applyPrice}
          </button>
        </div>
        {range && <p className="mt-2 text-xs text-grey-600">{t.priceHint(formatMoney(range.min, locale), formatMoney(range.max, locale))}</p>}
      </form>
    </details>
  );
}
