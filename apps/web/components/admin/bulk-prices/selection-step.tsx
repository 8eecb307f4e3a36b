"use client";

import type { ProductList } from "@shop/domain/contract/admin-catalogue";
import { useId, useState, type FormEvent } from "react";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import type { CategoryChoice } from "@/lib/admin/category-choices";
import { getAdminBulkPricesMessages, getAdminProductsMessages } from "@/messages/admin";
import { Panel, adminButton } from "../admin-ui";
import { FieldError, controlClass, labelClass } from "../products/colours/colour-ui";
import type { SelectionDraft, SelectionWay } from "./bulk-draft";

const WAYS: SelectionWay[] = ["category", "search", "list"];

/**
 * Step 1: the products, one way at a time. A category (its subcategories' products too) or a search go to the API
 * as they are, so the preview counts every product they hold; « Liste » searches (the products list's own search,
 * 100 results at most) and the merchant ticks the products to change.
 */
export function SelectionStep({
  categories,
  draft,
  onChange,
  error,
  disabled,
}: {
  categories: CategoryChoice[];
  draft: SelectionDraft;
  onChange: (next: SelectionDraft) => void;
  error: string | null;
  disabled: boolean;
}) {
  const t = getAdminBulkPricesMessages().selection;
  const status = getAdminProductsMessages().status;
  const id = useId();
  const [results, setResults] = useState<ProductList | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.way !== "list" || !draft.q.trim()) return;
    setSearching(true);
    setSearchError(null);
    try {
      const { data } = await api.get<ProductList>("/api/admin/products", { params: { q: draft.q.trim(), pageSize: 100 } });
      setResults(data);
    } catch (failure) {
      setSearchError(apiError(failure).message);
    } finally {
      setSearching(false);
    }
  };
  const toggle = (productId: number, on: boolean) =>
    onChange({ ...draft, checked: on ? [...draft.checked, productId] : draft.checked.filter((checked) => checked !== productId) });
  const errorId = `${id}-error`;
  const described = (field: boolean) => (error && field ? { "aria-invalid": true as const, "aria-describedby": errorId } : {});

  return (
    <Panel title={t.title}>
      <fieldset disabled={disabled} className="grid gap-4">
        <legend className="sr-only">{t.legend}</legend>
        <div role="radiogroup" aria-label={t.legend} className="flex flex-wrap gap-1 rounded-md bg-grey-100 p-1">
          {WAYS.map((way) => (
            <label
              key={way}
              className={`flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink ${
                draft.way === way ? "bg-white text-ink shadow-sm" : "text-grey-700 hover:text-ink"
              }`}
            >
              <input
                type="radio"
                name={`${id}-way`}
                value={way}
                checked={draft.way === way}
                onChange={() => onChange({ ...draft, way })}
                className="sr-only"
              />
              {t.ways[way]}
            </label>
          ))}
        </div>

        {draft.way === "category" && (
          <div>
            <label htmlFor={`${id}-category`} className={labelClass}>
              {t.category}
            </label>
            <select
              id={`${id}-category`}
              value={draft.categoryId}
              onChange={(event) => onChange({ ...draft, categoryId: event.target.value })}
              className={controlClass({ error: Boolean(error) })}
              {...described(true)}
            >
              <option value="">{t.chooseCategory}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {`${"\u00a0\u00a0".repeat(category.depth - 1)}${category.title}`}
                </option>
              ))}
            </select>
            <p className="mt-1 text-xs text-grey-600">{t.categoryHint}</p>
          </div>
        )}

        {draft.way !== "category" && (
          <form onSubmit={search} role="search" aria-label={t.search}>
            <label htmlFor={`${id}-q`} className={labelClass}>
              {t.search}
            </label>
            <div className="flex gap-2">
              <input
                id={`${id}-q`}
                type="search"
                value={draft.q}
                maxLength={100}
                placeholder={t.searchPlaceholder}
                onChange={(event) => onChange({ ...draft, q: event.target.value })}
                className={controlClass({ error: Boolean(error) && draft.way === "search", extra: "flex-1" })}
                {...described(draft.way === "search")}
              />
              {draft.way === "list" && (
                <button type="submit" className={adminButton("secondary")} disabled={searching}>
                  {searching ? t.finding : t.find}
                </button>
              )}
            </div>
            <p className="mt-1 text-xs text-grey-600">{draft.way === "search" ? t.searchHint : t.listHint}</p>
          </form>
        )}

        {error && <FieldError id={errorId}>{error}</FieldError>}
        {searchError && <FieldError id={`${id}-search-error`}>{searchError}</FieldError>}

        {draft.way === "list" && results && (
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <p aria-live="polite" className="text-grey-700">
                {results.total === 0 ? t.noResult : t.results(results.total, results.products.length)}
                {draft.checked.length > 0 && ` · ${t.checked(draft.checked.length)}`}
              </p>
              {results.products.length > 0 && (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={adminButton("secondary", "min-h-9 px-3")}
                    onClick={() => onChange({ ...draft, checked: [...new Set([...draft.checked, ...results.products.map((product) => product.id)])] })}
                  >
                    {t.checkAll}
                  </button>
                  <button type="button" className={adminButton("secondary", "min-h-9 px-3")} onClick={() => onChange({ ...draft, checked: [] })}>
                    {t.uncheckAll}
                  </button>
                </div>
              )}
            </div>
            <ul className="max-h-80 divide-y divide-grey-100 overflow-y-auto rounded-md border border-grey-200">
              {results.products.map((product) => (
                <li key={product.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-grey-50">
                    <input
                      type="checkbox"
                      checked={draft.checked.includes(product.id)}
                      onChange={(event) => toggle(product.id, event.target.checked)}
                      className="size-4 shrink-0 accent-ink"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-ink">{product.titleFr}</span>
                      <span className="block text-xs text-grey-600">
                        {status[product.status]} · {t.sizes(product.sizes)}
                        {product.primaryCategory && ` · ${product.primaryCategory.title}`}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        )}
      </fieldset>
    </Panel>
  );
}
