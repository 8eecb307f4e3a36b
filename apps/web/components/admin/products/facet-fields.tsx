"use client";

import type { ProductFieldsInput } from "@shop/domain/contract/admin-catalogue";
import type { FacetChoices } from "@shop/domain/contract/admin-catalogue-reads";
import { FACET_KEYS, FACET_LABELS, facetLabel, type FacetKey } from "@shop/domain/facets";
import { useId, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { getAdminProductsMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";
import { registerWithValue } from "./product-form-values";

/** The five facets every product has: the form's name, the filter's key (and its French label). */
const MAIN_FACETS = [
  { name: "gender", key: "gender" },
  { name: "ageGroup", key: "ageGroup" },
  { name: "articleType", key: "articleType" },
  { name: "division", key: "productDivision" },
  { name: "activity", key: "rbu" },
] as const satisfies readonly { name: keyof ProductFieldsInput["facets"]; key: FacetKey }[];

/** Facets that belong to a colour (searchColor), a size (printSizeFr) or the price, or are the five above. */
const NOT_OTHER: ReadonlySet<string> = new Set<FacetKey>([
  "gender",
  "ageGroup",
  "articleType",
  "productDivision",
  "rbu",
  "searchColor",
  "printSizeFr",
  "price",
]);
const OTHER_KEYS = FACET_KEYS.filter((key) => !NOT_OTHER.has(key));

const control =
  "block min-h-10 w-full rounded-md border border-grey-300 bg-white px-3 text-sm text-ink hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink";

/** Values the catalogue already uses for a facet (by its filter key, or by the form's name). */
const suggestionsOf = (choices: FacetChoices["facets"], key: string, name?: string) =>
  choices[key] ?? (name ? choices[name] : undefined) ?? [];

function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

/**
 * The product's facet values, which the storefront's filters read: the five every product has, then the others
 * (surface, manches, team…) as rows added from the spec's list. Each input suggests the values already in use.
 */
export function FacetFields({
  form,
  choices,
}: {
  form: UseFormReturn<ProductFieldsInput>;
  choices: FacetChoices["facets"];
}) {
  const t = getAdminProductsMessages().form;
  const { formState, setValue, unregister, setFocus } = form;
  const errors = formState.errors.facets;
  const prefix = useId();
  const attributes = useWatch({ control: form.control, name: "facets.attributes" }) ?? {};
  const present = Object.keys(attributes);
  const addable = OTHER_KEYS.filter((key) => !present.includes(key));
  const [adding, setAdding] = useState("");

  const add = () => {
    if (!adding) return;
    setValue(`facets.attributes.${adding}`, "", { shouldDirty: true });
    const key = adding;
    setAdding("");
    // The row is drawn on the next render: focus its input then.
    requestAnimationFrame(() => setFocus(`facets.attributes.${key}`));
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {MAIN_FACETS.map(({ name, key }) => (
          <div key={name}>
            <Field
              label={FACET_LABELS[key]}
              required
              list={`${prefix}-${name}`}
              autoComplete="off"
              maxLength={60}
              hint={<span className="font-mono">{key}</span>}
              error={errors?.[name]?.message}
              {...registerWithValue(form, `facets.${name}`)}
            />
            <Suggestions id={`${prefix}-${name}`} values={suggestionsOf(choices, key, name)} />
          </div>
        ))}
      </div>
      <fieldset className="grid gap-3 border-t border-grey-100 pt-5">
        <legend className="sr-only">{t.otherFacets}</legend>
        <div>
          <p aria-hidden="true" className="text-sm font-semibold text-ink">
            {t.otherFacets}
          </p>
          <p className="text-xs text-grey-600">{t.otherFacetsIntro}</p>
        </div>
        {present.length === 0 && <p className="text-sm text-grey-600">{t.noOtherFacet}</p>}
        {present.length > 0 && (
          <ul className="grid gap-2">
            {present.map((key) => {
              const label = facetLabel(key) ?? key;
              const inputId = `${prefix}-attr-${key}`;
              const error = errors?.attributes?.[key]?.message;
              return (
                <li
                  key={key}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-center"
                >
                  <label htmlFor={inputId} className="col-span-2 text-sm font-semibold sm:col-span-1">
                    {label} <span className="font-mono text-xs font-normal text-grey-500">{key}</span>
                  </label>
                  <div>
                    <input
                      id={inputId}
                      list={`${inputId}-list`}
                      autoComplete="off"
                      maxLength={100}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      className={`${control} ${error ? "border-promo" : ""}`}
                      {...registerWithValue(form, `facets.attributes.${key}`)}
                    />
                    <Suggestions id={`${inputId}-list`} values={suggestionsOf(choices, key)} />
                    {error && (
                      <p id={`${inputId}-error`} className="mt-1 text-xs text-promo">
                        {error}
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    onClick={() => unregister(`facets.attributes.${key}`, { keepDefaultValue: true })}
                    aria-label={t.removeFacet(label)}
                    className={adminButton("secondary", "px-3")}
                  >
                    {t.remove}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {addable.length > 0 && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1 sm:max-w-xs">
              <label htmlFor={`${prefix}-add`} className="mb-1 block text-xs font-semibold text-grey-700">
                {t.addFacetLabel}
              </label>
              <select
                id={`${prefix}-add`}
                value={adding}
                onChange={(event) => setAdding(event.target.value)}
                className={control}
              >
                <option value="">{t.chooseFacet}</option>
                {addable.map((key) => (
                  <option key={key} value={key}>
                    {`${FACET_LABELS[key]} (${key})`}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" onClick={add} disabled={!adding} className={adminButton("secondary")}>
              {t.addFacet}
            </button>
          </div>
        )}
      </fieldset>
    </div>
  );
}
