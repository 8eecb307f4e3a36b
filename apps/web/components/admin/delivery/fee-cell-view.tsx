import type { FeeCell } from "@shop/domain/contract/admin-delivery";
import { formatMoney } from "@shop/domain/money";
import { getAdminDeliveryMessages } from "@/messages/admin";

/** One method of one wilaya as the grid shows it: its price (or Gratuit / Indisponible) over its delay. */
export function FeeCellView({ cell }: { cell: FeeCell }) {
  const t = getAdminDeliveryMessages();
  if (cell.mode === "unavailable") {
    return (
      <span className="inline-flex items-center rounded-full bg-grey-100 px-2 py-0.5 text-xs font-semibold text-grey-700 ring-1 ring-grey-300">
        {t.modes.unavailable}
      </span>
    );
  }
  return (
    <span className="grid gap-0.5">
      {cell.mode === "free" ? (
        <span className="inline-flex w-fit items-center rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success ring-1 ring-success/30">
          {t.modes.free}
        </span>
      ) : (
        <span className="font-semibold tabular-nums text-ink">{formatMoney(cell.price)}</span>
      )}
      <span className="text-xs text-grey-600 tabular-nums">{t.grid.days(cell.minDays, cell.maxDays)}</span>
    </span>
  );
}
