"use client";

import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import { FieldShell, controlClasses, describedBy } from "./field-shell";

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children"> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice ("Choisissez…"); selecting it counts as no answer. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (keyboard and screen readers for free) with the required asterisk and error text. */
export function SelectField({ label, options, placeholder, error, hint, className, required, ref, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          {...select}
          ref={ref}
          id={id}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${controlClasses(Boolean(error))} appearance-none pe-10`}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-grey-600"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </FieldShell>
  );
}
