import Link from "next/link";
import { STOCK_REASONS, type StockMovements as Movements } from "@shop/domain/contract/admin-stock";
import { getAdminMessages, getAdminPagesMessages } from "@/messages/admin";
import { AdminTable } from "../admin-table";
import { EmptyState, formatDateTime, orderNumber } from "../admin-ui";

/** The audit trail of one SKU: every change, with its reason, who made it and the stock after it. */
export function StockMovements({ data }: { data: Movements }) {
  const t = getAdminPagesMessages().stock;
  const system = getAdminMessages().common.system;
  if (data.movements.length === 0) return <EmptyState title={t.movementsEmpty} />;
  return (
    <AdminTable
      cell="px-4 py-2"
      tableClassName="min-w-[36rem]"
      columns={[
        { label: t.when },
        { label: t.delta, align: "end" },
        { label: t.after, align: "end" },
        { label: t.reason },
        { label: t.who },
      ]}
    >
      {data.movements.map((movement) => (
        <tr key={movement.id} className="border-b border-grey-100 last:border-0">
          <td className="whitespace-nowrap px-4 py-2 text-grey-600">{formatDateTime(movement.at)}</td>
          <td
            className={`px-4 py-2 text-end font-semibold tabular-nums ${movement.delta < 0 ? "text-promo" : "text-success"}`}
          >
            {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
          </td>
          <td className="px-4 py-2 text-end tabular-nums">{movement.stockAfter}</td>
          <td className="px-4 py-2">
            {STOCK_REASONS[movement.reason]}
            {movement.orderId && movement.orderNumber !== null && (
              <>
                {" · "}
                <Link href={`/gestion/commandes/${movement.orderId}`} className="text-info hover:underline">
                  {t.order(orderNumber(movement.orderNumber))}
                </Link>
              </>
            )}
            {movement.note && <span className="block text-xs text-grey-600">{movement.note}</span>}
          </td>
          <td className="px-4 py-2">{movement.actor?.name ?? system}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
