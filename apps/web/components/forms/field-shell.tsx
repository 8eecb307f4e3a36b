import type { ReactNode } from "react";
import { useFieldError } from "./use-field-error";

/** Classes shared by the text inputs and selects of every form: a tall, square control that turns red in error. */
export function controlClasses(hasError: boolean): string {
  return `block w-full min-h-12 border bg-white px-3.5 text-base text-ink transition-colors placeholder:text-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink disabled:cursor-not-allowed disabled:bg-grey-50 disabled:text-grey-500 ${
    hasError ? "border-promo" : "border-grey-400 hover:border-grey-600"
  }`;
}

export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

/** The ids a control points to with aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = fieldIds(id);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;
}

type FieldShellProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
};

/**
 * Label above, control, then the hint and the error as small text under the field (spec §5: red, `text-xs`).
 * A required field shows an asterisk (hidden from screen readers, which hear the control's `required`).
 */
export function FieldShell({ id, label, required, hint, error: message, className, children }: FieldShellProps) {
  const ids = fieldIds(id);
  const error = useFieldError(message);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-promo">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hint} className="mt-1 text-xs text-grey-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="mt-1 text-xs text-promo">
          {error}
        </p>
      )}
    </div>
  );
}
