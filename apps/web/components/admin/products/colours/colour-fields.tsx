"use client";

import { CATALOGUE_LIMITS } from "@shop/domain/catalogue";
import { useId } from "react";
import { SEARCH_COLOUR_FAMILIES, searchColourBackground } from "@/lib/catalog/search-colours";
import { getAdminColoursMessages } from "@/messages/admin";
import type { ColourFields as Values } from "./colour-draft";
import { FieldError, Swatch, controlClass, labelClass } from "./colour-ui";

type Field = keyof Values;

/**
 * A colour's own fields, shared by « Ajouter une couleur » and a colour's panel: its number, its French and Arabic
 * names (the Arabic written right to left), the hex of its swatch (a picker and the text) and its colour family,
 * the value of the storefront's « Couleur » filter, with the families the storefront knows as suggestions.
 */
export function ColourFields({
  values,
  onChange,
  errors = {},
  changed,
  disabled = false,
}: {
  values: Values;
  onChange: (field: Field, value: string) => void;
  errors?: Partial<Record<string, string>>;
  changed?: ReadonlySet<string>;
  disabled?: boolean;
}) {
  const t = getAdminColoursMessages().colour;
  const id = useId();
  const hexIsValid = /^#[0-9a-fA-F]{6}$/.test(values.hex.trim());

  /** The input's props that tie it to its label, its hint and its error. */
  const wiring = (field: Field, hint?: boolean) => {
    const error = errors[field];
    const describedBy = [hint && !error ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null].filter(Boolean).join(" ");
    return {
      id: `${id}-${field}`,
      value: values[field],
      disabled,
      onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className: controlClass({ error: Boolean(error), changed: changed?.has(field) }),
    } as const;
  };
  const below = (field: Field, hint?: string) =>
    errors[field] ? (
      <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>
    ) : hint ? (
      <p id={`${id}-${field}-hint`} className="mt-1 text-xs text-grey-600">
        {hint}
      </p>
    ) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-colorNo`} className={labelClass}>
          {t.colorNo}
        </label>
        <input
          {...wiring("colorNo", true)}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={CATALOGUE_LIMITS.colorNoMax}
          spellCheck={false}
        />
        {below("colorNo", t.colorNoHint)}
      </div>
      <div>
        <label htmlFor={`${id}-hex`} className={labelClass}>
          {t.hex}
        </label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={t.hexPicker}
            value={hexIsValid ? values.hex.trim().toLowerCase() : "#000000"}
            disabled={disabled}
            onChange={(event) => onChange("hex", event.target.value)}
            className="size-11 shrink-0 cursor-pointer rounded-md border border-grey-300 bg-white p-1 md:size-10"
          />
          <input {...wiring("hex", true)} required autoComplete="off" maxLength={7} spellCheck={false} className={`${wiring("hex").className} font-mono`} />
        </div>
        {below("hex", t.hexHint)}
      </div>
      <div>
        <label htmlFor={`${id}-nameFr`} className={labelClass}>
          {t.nameFr}
        </label>
        <input {...wiring("nameFr")} required lang="fr" maxLength={CATALOGUE_LIMITS.colourNameMax} />
        {below("nameFr")}
      </div>
      <div>
        <label htmlFor={`${id}-nameAr`} className={labelClass}>
          {t.nameAr}
        </label>
        <input {...wiring("nameAr")} dir="rtl" lang="ar" maxLength={CATALOGUE_LIMITS.colourNameMax} />
        {below("nameAr")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-searchColor`} className={labelClass}>
          {t.searchColor}
        </label>
        <div className="flex items-center gap-2">
          <Swatch background={searchColourBackground(values.searchColor.trim())} size="size-8" />
          <input {...wiring("searchColor", true)} required list={`${id}-families`} autoComplete="off" maxLength={40} />
        </div>
        <datalist id={`${id}-families`}>
          {SEARCH_COLOUR_FAMILIES.map((family) => (
            <option key={family} value={family} />
          ))}
        </datalist>
        {below("searchColor", t.searchColorHint)}
      </div>
    </div>
  );
}
