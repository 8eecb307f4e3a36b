"use client";

import type { Facet } from "@shop/domain/contract/catalog";
import { orderFacetValues } from "@/lib/catalog/facet-order";
import type { Filters } from "@/lib/catalog/filter-params";
import { useLocale } from "@/lib/locale/context";
import { FacetGroup } from "./facet-group";
import { PriceRange } from "./price-range";

/** Facets shown first and open: the ones shoppers use most. The others follow in the API's order, folded. */
const FIRST_FACETS = ["printSizeFr", "searchColor", "gender", "articleType"];
const rank = (key: string) => {
  const index = FIRST_FACETS.indexOf(key);
  return index === -1 ? FIRST_FACETS.length : index;
};

/** A facet narrows the list only if some value leaves out some products (or the shopper already chose one). */
function isUseful(facet: Facet, total: number): boolean {
  if (facet.values.some((value) => value.selected)) return true;
  return facet.values.length > 1 || (facet.values[0]?.count ?? 0) < total;
}

/** The facets of a listing with the API's French labels and counts, and the price range. */
export function FacetPanel({
  idPrefix,
  facets,
  filters,
  priceRange,
  total,
  onToggle,
  onPrice,
}: {
  idPrefix: string;
  facets: Facet[];
  filters: Filters;
  priceRange: { min: number; max: number } | null;
  total: number;
  onToggle: (key: string, value: string) => void;
  onPrice: (bounds: { min: number | null; max: number | null }) => void;
}) {
  const locale = useLocale();
  const useful = facets.filter((facet) => isUseful(facet, total));
  const ordered = [...useful]
    .sort((a, b) => rank(a.key) - rank(b.key))
    .map((facet) => orderFacetValues(facet, locale));

  return (
    <div className="border-t border-grey-200">
      {ordered.map((facet) => (
        <FacetGroup
          key={facet.key}
          idPrefix={idPrefix}
          facet={facet}
          defaultOpen={FIRST_FACETS.includes(facet.key)}
          onToggle={onToggle}
        />
      ))}
      {(priceRange || filters.minPrice !== null || filters.maxPrice !== null) && (
        <PriceRange
          key={`${filters.minPrice}-${filters.maxPrice}`}
          idPrefix={idPrefix}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          range={priceRange}
          onApply={onPrice}
        />
      )}
    </div>
  );
}
