import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { apiError } from "@/lib/api/errors";

export type ServerErrors = {
  code: string;
  /** The message to show in the form's alert, or null when every problem was shown under its field. */
  general: string | null;
  /** Field errors the form has no field for (for example `cartItems.12` on checkout), keyed as the API sent them. */
  others: Record<string, string>;
};

/**
 * Puts the API's `error.fields` back on the form's fields with `setError` (the first one gets the focus) and
 * returns what is left for the caller: the general message and the fields this form does not have.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): ServerErrors {
  const { code, message, fields = {} } = apiError(error);
  const others: Record<string, string> = {};
  let placed = 0;
  for (const [key, text] of Object.entries(fields)) {
    const field = formFields.find((name) => name === key);
    if (field) {
      setError(field, { type: "server", message: text }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      others[key] = text;
    }
  }
  const allPlaced = placed > 0 && Object.keys(others).length === 0;
  return { code, general: allPlaced ? null : message, others };
}
