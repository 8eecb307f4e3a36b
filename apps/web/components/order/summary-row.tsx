import type { ReactNode } from "react";

/** One "label … amount" row of a totals table (a <dl> pair). The total row is bigger and bolder. */
export function SummaryRow({
  label,
  value,
  emphasis = false,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  emphasis?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${emphasis ? "border-t border-grey-300 pt-3 text-base font-black" : "text-sm"}`}
    >
      <dt className={emphasis ? "uppercase tracking-wide" : "text-grey-700"}>{label}</dt>
      <dd className={emphasis ? "" : "font-semibold"} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
