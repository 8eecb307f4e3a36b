"use client";

import { Button } from "@/components/ui/button";
import { useListingMessages } from "./listing-messages";

/** No product to show: with filters, say so and offer to clear them; without, the category is simply empty. */
export function EmptyListing({ hasFilters, onClear }: { hasFilters: boolean; onClear: () => void }) {
  const t = useListingMessages().listing;
  return (
    <div className="flex flex-col items-center border border-dashed border-grey-300 px-6 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 text-grey-400" fill="none" stroke="currentColor" strokeWidth={2}>
        <circle cx="21" cy="21" r="13" />
        <path d="m31 31 10 10M15 21h12" strokeLinecap="round" />
      </svg>
      <p className="mt-4 text-lg font-bold">{hasFilters ? t.emptyTitle : t.emptyCategory}</p>
      {hasFilters && (
        <>
          <p className="mt-2 max-w-sm text-sm text-grey-600">{t.emptyText}</p>
          <Button type="button" variant="primary-black" className="mt-6" onClick={onClear}>
            {t.clearFilters}
          </Button>
        </>
      )}
    </div>
  );
}
