import type { ReactNode } from "react";
import { SearchIcon } from "./admin-icons";

/** The look of a filter's field (a select, a date, the search box) in the back office's lists. */
export const filterControl =
  "block min-h-10 w-full rounded-md border border-grey-300 bg-white px-3 text-sm text-ink hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink";
/** The label above a filter's field. */
export const filterLabel = "mb-1 block text-xs font-semibold text-grey-700";

/**
 * A list's search box: the label screen readers hear, the magnifier, the field sent as `q` and the button that
 * submits its form. The caller's form lays them out in a row (`flex gap-2`).
 */
export function SearchField({
  id,
  label,
  placeholder,
  defaultValue,
  submit,
  compact = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string | undefined;
  submit: ReactNode;
  /** A shorter field, inside a panel. */
  compact?: boolean;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-grey-500">
          <SearchIcon />
        </span>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue ?? ""}
          placeholder={placeholder}
          maxLength={100}
          className={`${filterControl} ps-9 ${compact ? "min-h-9" : ""}`}
        />
      </div>
      {submit}
    </>
  );
}
