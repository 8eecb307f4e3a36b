"use client";

import { CATALOGUE_LIMITS } from "@shop/domain/catalogue";
import type { ProductFieldsInput } from "@shop/domain/contract/admin-catalogue";
import { useId, useMemo, useState } from "react";
import { useController, type Control } from "react-hook-form";
import type { CategoryChoice } from "@/lib/admin/category-choices";
import { getAdminProductsMessages } from "@/messages/admin";

/** Lower case, accents off: « Enfant » finds « enfants », « velo » finds « Vélo ». */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The product's categories: the tree as indented checkboxes (filtered by a search box), and among the chosen ones a
 * radio for the primary category. The first category ticked becomes the primary; unticking the primary passes it
 * to the next chosen one, so the form never holds a primary outside the choice.
 */
export function CategoryPicker({
  control,
  categories,
}: {
  control: Control<ProductFieldsInput>;
  categories: CategoryChoice[];
}) {
  const t = getAdminProductsMessages().form;
  const ids = useController({ control, name: "categoryIds" });
  const primary = useController({ control, name: "primaryCategoryId" });
  const [filter, setFilter] = useState("");
  const searchId = useId();
  const idsError = `${searchId}-categories-error`;
  const primaryError = `${searchId}-primary-error`;
  const chosen = ids.field.value ?? [];
  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const shown = useMemo(() => {
    const words = fold(filter).split(/\s+/).filter(Boolean);
    return words.length === 0
      ? categories
      : categories.filter((category) => words.every((word) => fold(category.path).includes(word)));
  }, [categories, filter]);
  const full = chosen.length >= CATALOGUE_LIMITS.categoriesPerProduct;

  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...chosen, id] : chosen.filter((value) => value !== id);
    ids.field.onChange(next);
    if (checked && primary.field.value === undefined) primary.field.onChange(id);
    if (!checked && primary.field.value === id) primary.field.onChange(next[0]);
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <fieldset aria-describedby={ids.fieldState.error ? idsError : undefined} className="min-w-0">
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          {t.categories}
          <span aria-hidden="true" className="ms-0.5 text-promo">
            *
          </span>
        </legend>
        <label htmlFor={searchId} className="sr-only">
          {t.categorySearch}
        </label>
        <input
          id={searchId}
          ref={ids.field.ref}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={`${t.categorySearch} : ${t.categorySearchPlaceholder}`}
          aria-invalid={ids.fieldState.error ? true : undefined}
          className="block min-h-10 w-full rounded-t-md border border-grey-300 bg-white px-3 text-sm hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink"
        />
        <ul
          className={`relative max-h-80 overflow-y-auto rounded-b-md border border-t-0 bg-white py-1 ${ids.fieldState.error ? "border-promo" : "border-grey-300"}`}
        >
          {shown.map((category) => {
            const checked = chosen.includes(category.id);
            const parents = category.path.slice(0, category.path.length - category.title.length);
            return (
              <li key={category.id}>
                <label
                  className={`flex min-h-9 cursor-pointer items-center gap-2.5 pe-3 text-sm hover:bg-grey-50 has-disabled:cursor-not-allowed has-disabled:opacity-50 ${
                    checked ? "font-semibold text-ink" : "text-grey-800"
                  }`}
                  style={{
                    paddingInlineStart: filter ? "0.75rem" : `${0.75 + (category.depth - 1) * 1.25}rem`,
                  }}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(category.id, event.target.checked)}
                    className="size-4 shrink-0 accent-ink"
                  />
                  <span className="min-w-0">
                    {/* Filtered, a category shows its branch; in the tree the indent says it, and a screen reader hears it. */}
                    <span className={filter ? "text-grey-500" : "sr-only"}>{parents}</span>
                    <span className={category.depth === 1 ? "font-bold uppercase tracking-wide" : undefined}>
                      {category.title}
                    </span>
                    {category.heading && (
                      <span className="ms-1.5 text-xs font-normal text-grey-500">({t.heading})</span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
          {shown.length === 0 && <li className="px-3 py-3 text-sm text-grey-600">{t.noCategoryMatch}</li>}
        </ul>
        {ids.fieldState.error && (
          <p id={idsError} className="mt-1 text-xs text-promo">
            {ids.fieldState.error.message}
          </p>
        )}
      </fieldset>
      <fieldset aria-describedby={primary.fieldState.error ? primaryError : undefined} className="min-w-0">
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          {t.primary}
          <span className="ms-2 text-xs font-normal text-grey-600">{t.categoriesChosen(chosen.length)}</span>
        </legend>
        {chosen.length === 0 ? (
          <p className="rounded-md border border-dashed border-grey-300 px-3 py-4 text-sm text-grey-600">
            {t.noCategoryChosen}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-1.5">
            {chosen.map((id, index) => {
              const category = byId.get(id);
              const isPrimary = primary.field.value === id;
              return (
                <li key={id}>
                  <label
                    className={`flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md border px-3 py-1.5 text-sm ${
                      isPrimary
                        ? "border-ink bg-grey-50 font-semibold"
                        : "border-grey-200 hover:border-grey-400"
                    }`}
                  >
                    <input
                      type="radio"
                      name={`${searchId}-primary`}
                      ref={index === 0 ? primary.field.ref : undefined}
                      checked={isPrimary}
                      onChange={() => primary.field.onChange(id)}
                      className="size-4 shrink-0 accent-ink"
                    />
                    <span className="min-w-0 flex-1 break-words">{category?.path ?? `#${id}`}</span>
                    {isPrimary && (
                      <span className="shrink-0 rounded-full bg-ink px-2 py-0.5 text-xxs font-bold uppercase text-white">
                        {t.primary}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {primary.fieldState.error && (
          <p id={primaryError} className="mt-1 text-xs text-promo">
            {primary.fieldState.error.message}
          </p>
        )}
      </fieldset>
    </div>
  );
}
