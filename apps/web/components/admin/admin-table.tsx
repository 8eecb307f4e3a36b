import type { ReactNode } from "react";

export type AdminColumn = { label: string; align?: "start" | "end" };

/**
 * A table of the back office: the column names in small capitals over the caller's rows (`<tr>`s). Wider than
 * the screen, it scrolls sideways inside its panel instead of widening the page. `cell` is the header cells'
 * padding, to match the rows'; `className` goes on the wrapper (`hidden md:block`), `tableClassName` on the table.
 */
export function AdminTable({
  columns,
  children,
  cell = "px-4 py-3",
  className = "",
  tableClassName = "",
}: {
  columns: readonly AdminColumn[];
  children: ReactNode;
  cell?: string;
  className?: string;
  tableClassName?: string;
}) {
  return (
    <div className={`overflow-x-auto ${className}`}>
      <table className={`w-full text-sm ${tableClassName}`}>
        <thead>
          <tr className="border-b border-grey-200 text-xs font-semibold uppercase tracking-wider text-grey-600">
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${cell} ${column.align === "end" ? "text-end" : "text-start"}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
