"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { FieldShell, controlClasses, describedBy } from "./field-shell";

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the wrapper (grid placement); the input's own look is fixed. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text input for react-hook-form: `<Field label="Prénom" error={errors.firstName?.message}
 * {...register("firstName")} />`. Validation is the schema's job, so the browser's own checks are off
 * (`noValidate` on the form) while `required` still tells assistive technology.
 */
export function Field({ label, error, hint, className, required, ref, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...input}
        ref={ref}
        id={id}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses(Boolean(error))}
      />
    </FieldShell>
  );
}
