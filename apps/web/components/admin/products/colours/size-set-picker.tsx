"use client";

import { CATALOGUE_LIMITS, SIZE_SETS, parseSizeList, type SizeSetKey } from "@shop/domain/catalogue";
import { useId } from "react";
import { getAdminColoursMessages } from "@/messages/admin";
import { FieldError, controlClass, labelClass } from "./colour-ui";

export type SizeChoice = { set: SizeSetKey | "typed"; off: readonly string[]; typed: string };

export const FIRST_SIZE_CHOICE: SizeChoice = { set: "apparel", off: [], typed: "" };

/** The sizes a choice makes, in the set's order (or as typed). */
export function sizesOf(choice: SizeChoice): string[] {
  if (choice.set === "typed") return parseSizeList(choice.typed);
  return SIZE_SETS[choice.set].sizes.filter((size) => !choice.off.includes(size));
}

const SETS = Object.keys(SIZE_SETS) as SizeSetKey[];

/** A size: filled while it is in the set. */
const chip = (on: boolean) =>
  `inline-flex min-h-11 items-center justify-center rounded-full border px-4 text-sm font-semibold transition-colors md:min-h-9 ${
    on ? "border-ink bg-ink text-white hover:bg-grey-700" : "border-grey-300 bg-white text-grey-500 line-through hover:border-grey-500"
  }`;

/** A size set: a tab-like choice, outlined when chosen, so that it does not read as one more size. */
const setChip = (on: boolean) =>
  `inline-flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-3 text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold md:min-h-9 ${
    on ? "border-ink bg-grey-100 text-ink ring-1 ring-inset ring-ink" : "border-grey-300 bg-white text-grey-700 hover:border-grey-500"
  }`;

/**
 * The sizes of a new colour: one of the domain's size sets (shoes in EU sizes, apparel XS–3XL, kids by age, one
 * size), each size a chip that is pressed to leave it out, or the sizes typed by hand.
 */
export function SizeSetPicker({
  choice,
  onChange,
  error,
  disabled = false,
}: {
  choice: SizeChoice;
  onChange: (choice: SizeChoice) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = getAdminColoursMessages().add;
  const id = useId();
  const sizes = sizesOf(choice);
  const errorId = `${id}-error`;

  return (
    <fieldset disabled={disabled} className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>{t.sizeSet}</legend>
      <div className="flex flex-wrap gap-2">
        {[...SETS, "typed" as const].map((set) => (
          <label key={set} className={setChip(choice.set === set)}>
            <input
              type="radio"
              name={`${id}-set`}
              value={set}
              checked={choice.set === set}
              onChange={() => onChange({ ...choice, set, off: [] })}
              className="sr-only"
            />
            {set === "typed" ? t.typed : SIZE_SETS[set].label}
          </label>
        ))}
      </div>
      {choice.set === "typed" ? (
        <div>
          <label htmlFor={`${id}-typed`} className={labelClass}>
            {t.typedLabel}
          </label>
          <input
            id={`${id}-typed`}
            value={choice.typed}
            onChange={(event) => onChange({ ...choice, typed: event.target.value })}
            autoComplete="off"
            maxLength={CATALOGUE_LIMITS.sizesPerColour * (CATALOGUE_LIMITS.sizeMax + 2)}
            aria-describedby={`${id}-typed-hint`}
            className={controlClass({ error: Boolean(error) })}
          />
          <p id={`${id}-typed-hint`} className="mt-1 text-xs text-grey-600">
            {t.typedHint}
          </p>
          {sizes.length > 0 && (
            <ul aria-label={t.chosen(sizes.length)} className="mt-2 flex flex-wrap gap-1.5">
              {sizes.map((size) => (
                <li key={size} className="rounded-full bg-grey-100 px-3 py-1 text-sm font-semibold text-grey-800">
                  {size}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <div>
          <p id={`${id}-hint`} className="mb-2 text-xs text-grey-600">
            {t.sizeSetHint}
          </p>
          <div role="group" aria-describedby={`${id}-hint`} aria-label={SIZE_SETS[choice.set].label} className="flex flex-wrap gap-1.5">
            {SIZE_SETS[choice.set].sizes.map((size) => {
              const on = !choice.off.includes(size);
              return (
                <button
                  key={size}
                  type="button"
                  aria-pressed={on}
                  aria-label={t.toggleSize(size)}
                  onClick={() =>
                    onChange({ ...choice, off: on ? [...choice.off, size] : choice.off.filter((other) => other !== size) })
                  }
                  className={`${chip(on)} min-w-11 px-3`}
                >
                  {size}
                </button>
              );
            })}
          </div>
        </div>
      )}
      <p className="text-xs font-semibold text-grey-700" aria-live="polite">
        {t.chosen(sizes.length)}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
