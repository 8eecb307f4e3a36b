import { formatMoney } from "@shop/domain/money";
import { ShopImage } from "@/components/ui/shop-image";
import type { ReactNode } from "react";
import { SEARCH_SUGGESTION_IMAGE_SIZE } from "@shop/domain/constants";
import { SearchIcon } from "@/components/ui/icons";
import type { Suggestion } from "./search-types";
import { useLocale, useChromeMessages } from "@/lib/locale/context";

type Props = {
  listId: string;
  suggestions: Suggestion[];
  activeId: string | null;
  onChoose: (suggestion: Suggestion) => void;
};

const optionClass = (active: boolean) =>
  `flex min-h-11 items-center gap-3 px-4 py-2 text-sm ${active ? "bg-grey-100" : "hover:bg-grey-50"}`;

const chipClass = (active: boolean) =>
  `inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
    active ? "border-ink bg-ink text-white" : "border-grey-300 text-ink hover:border-ink"
  }`;

function breadcrumb(suggestion: Extract<Suggestion, { kind: "category" }>): string {
  const { grandparent, parent } = suggestion.category;
  return [grandparent?.title, parent?.title].filter(Boolean).join(" › ");
}

/**
 * The suggestions dropdown (listbox of the search combobox): 'Produits suggérés' with 70×70 pictures, then
 * 'Catégories'; before anything is typed, 'Recherches populaires' as chips, then the top-level categories.
 * Options are links (middle-click works); a mouse press keeps the focus in the input.
 */
export function SearchSuggestions({ listId, suggestions, activeId, onChoose }: Props) {
  const locale = useLocale();
  const t = useChromeMessages().search;
  const products = suggestions.filter((s) => s.kind === "product");
  const queries = suggestions.filter((s) => s.kind === "query");
  const categories = suggestions.filter((s) => s.kind === "category");
  const option = (suggestion: Suggestion, children: ReactNode, className = optionClass(suggestion.id === activeId)) => (
    <a
      key={suggestion.id}
      id={suggestion.id}
      href={suggestion.href}
      role="option"
      aria-selected={suggestion.id === activeId}
      tabIndex={-1}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onChoose(suggestion);
      }}
    >
      {children}
    </a>
  );

  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t.suggestions}
      onMouseDown={(event) => event.preventDefault()}
      className="max-h-[min(70vh,34rem)] overflow-y-auto bg-white py-2"
    >
      {products.length > 0 && (
        <div role="group" aria-labelledby={`${listId}-products`}>
          <div role="presentation" id={`${listId}-products`} className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-widest text-grey-600">
            {t.products}
          </div>
          {products.map((suggestion) =>
            option(
              suggestion,
              <>
                <span className="relative size-[70px] shrink-0 overflow-hidden bg-grey-100">
                  {suggestion.image && (
                    <ShopImage
                      src={suggestion.image}
                      alt=""
                      width={SEARCH_SUGGESTION_IMAGE_SIZE}
                      height={SEARCH_SUGGESTION_IMAGE_SIZE}
                      sizes="70px"
                      className="size-full object-cover"
                    />
                  )}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="line-clamp-2 font-semibold text-ink">{suggestion.product.title}</span>
                  <span className="text-xs text-grey-600">
                    {formatMoney(suggestion.product.promoPrice ?? suggestion.product.price, locale)}
                  </span>
                </span>
              </>,
            ),
          )}
        </div>
      )}
      {queries.length > 0 && (
        <div role="group" aria-labelledby={`${listId}-popular`}>
          <div role="presentation" id={`${listId}-popular`} className="px-4 pb-2 pt-2 text-xs font-bold uppercase tracking-widest text-grey-600">
            {t.popular}
          </div>
          <div role="presentation" className="flex flex-wrap gap-2 px-4 pb-2">
            {queries.map((suggestion) =>
              option(
                suggestion,
                <>
                  <SearchIcon className="size-3.5 shrink-0" />
                  {suggestion.query}
                </>,
                chipClass(suggestion.id === activeId),
              ),
            )}
          </div>
        </div>
      )}
      {categories.length > 0 && (
        <div
          role="group"
          aria-labelledby={`${listId}-categories`}
          className={products.length > 0 || queries.length > 0 ? "mt-2 border-t border-grey-100 pt-1" : ""}
        >
          <div role="presentation" id={`${listId}-categories`} className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-widest text-grey-600">
            {t.categories}
          </div>
          {categories.map((suggestion) =>
            option(
              suggestion,
              <span className="flex flex-col">
                <span className="font-semibold text-ink">{suggestion.category.title}</span>
                {breadcrumb(suggestion) && <span className="text-xs text-grey-600">{breadcrumb(suggestion)}</span>}
              </span>,
            ),
          )}
        </div>
      )}
    </div>
  );
}
