"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { fieldIds } from "./field-shell";
import { useFieldError } from "./use-field-error";

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  label: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it (the label may hold a link) and the error text under it. */
export function CheckboxField({ label, error: message, className, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const error = useFieldError(message);
  const { error: errorId } = fieldIds(id);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-ink"
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-grey-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 ms-8 text-xs text-promo">
          {error}
        </p>
      )}
    </div>
  );
}
