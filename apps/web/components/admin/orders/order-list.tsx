import Link from "next/link";
import type { OrderStatus } from "@shop/domain/constants";
import type { AdminOrderList } from "@shop/domain/contract/admin-orders";
import { formatMoney } from "@shop/domain/money";
import { STATUS_LABELS } from "@shop/domain/order-workflow";
import { getAdminPagesMessages } from "@/messages/admin";
import { AdminTable } from "../admin-table";
import { EmptyState, OrderStatusBadge, STATUS_DOTS, formatDateTime, orderNumber, wilayaName } from "../admin-ui";

/** The tabs in the order of the day's work: calls first, then shipping, then the ends of an order. */
const TAB_ORDER: readonly OrderStatus[] = [
  "pending-confirmation",
  "no-answer",
  "confirmed",
  "shipped",
  "delivered",
  "returned",
  "cancelled",
  "awaiting-payment",
];

/** Tabs of the statuses with their counts under the other filters; each is a link keeping those filters. */
export function StatusTabs({
  counts,
  current,
  href,
}: {
  counts: AdminOrderList["counts"];
  current: OrderStatus | undefined;
  href: (status: OrderStatus | undefined) => string;
}) {
  const t = getAdminPagesMessages().orders;
  const total = TAB_ORDER.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const tab = (status: OrderStatus | undefined, label: string, count: number) => {
    const active = status === current;
    return (
      <li key={status ?? "all"} className="shrink-0">
        <Link
          href={href(status)}
          aria-current={active ? "page" : undefined}
          className={`flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors ${
            active ? "bg-ink text-white" : "text-grey-700 hover:bg-white hover:text-ink"
          }`}
        >
          {status && <span aria-hidden="true" className={`size-2 rounded-full ${STATUS_DOTS[status]}`} />}
          {label}
          <span
            className={`rounded-full px-1.5 text-xs tabular-nums ${active ? "bg-white/20" : "bg-grey-200 text-grey-700"}`}
          >
            {count}
          </span>
        </Link>
      </li>
    );
  };
  return (
    // Phones scroll the tabs sideways, the last one fading under the edge to say there are more; wide screens wrap them.
    <nav aria-label={t.tabsLabel} className="relative -mx-4 min-w-0 md:mx-0">
      <div className="overflow-x-auto px-4 md:px-0">
        <ul className="flex gap-1 pb-1 pe-8 md:flex-wrap md:pe-0">
          {tab(undefined, t.all, total)}
          {TAB_ORDER.map((status) => tab(status, STATUS_LABELS[status], counts[status] ?? 0))}
        </ul>
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-0 w-10 bg-linear-to-l from-grey-50 to-transparent md:hidden rtl:bg-linear-to-r"
      />
    </nav>
  );
}

/** The orders of one page: a dense table on desktop, a card per order on phones. */
export function OrderList({ list }: { list: AdminOrderList }) {
  const t = getAdminPagesMessages().orders;
  if (list.orders.length === 0) return <EmptyState title={t.empty} />;
  const delivery = (method: string) => (method === "home-delivery" ? t.home : t.stopDesk);
  return (
    <>
      <AdminTable
        className="hidden md:block"
        columns={[
          { label: t.number },
          { label: t.customer },
          { label: t.place },
          { label: t.total, align: "end" },
          { label: t.status },
          { label: t.date },
        ]}
      >
        {list.orders.map((order) => (
          <tr key={order.id} className="border-b border-grey-100 last:border-0 hover:bg-grey-50">
            <td className="px-4 py-3 font-semibold">
              <Link
                href={`/gestion/commandes/${order.id}`}
                className="underline-offset-4 hover:underline"
                aria-label={t.open(orderNumber(order.number))}
              >
                {orderNumber(order.number)}
              </Link>
            </td>
            <td className="px-4 py-3">
              <p className="font-medium text-ink">{order.customerName}</p>
              <p className="text-xs tabular-nums text-grey-600">{order.phoneNumber}</p>
            </td>
            <td className="px-4 py-3">
              <p>
                {wilayaName(order.state)}
              </p>
              <p className="text-xs text-grey-600">
                {order.commune.name} · {delivery(order.deliveryMethod)}
              </p>
            </td>
            <td className="px-4 py-3 text-end">
              <p className="font-semibold tabular-nums">{formatMoney(order.total)}</p>
              <p className="text-xs text-grey-600">{t.items(order.itemCount)}</p>
            </td>
            <td className="px-4 py-3">
              <OrderStatusBadge status={order.status} />
              {order.noAnswerAttempts > 0 && (
                <p className="mt-1 text-xs text-warning">{t.attempts(order.noAnswerAttempts)}</p>
              )}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-grey-600">{formatDateTime(order.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <ul className="grid divide-y divide-grey-100 md:hidden">
        {list.orders.map((order) => (
          <li key={order.id}>
            <Link
              href={`/gestion/commandes/${order.id}`}
              className="grid gap-1.5 px-4 py-3 hover:bg-grey-50"
              aria-label={t.open(orderNumber(order.number))}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{orderNumber(order.number)}</span>
                <OrderStatusBadge status={order.status} />
              </span>
              <span className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate font-medium">{order.customerName}</span>
                <span className="font-semibold tabular-nums">{formatMoney(order.total)}</span>
              </span>
              <span className="flex items-center justify-between gap-2 text-xs text-grey-600">
                <span className="truncate">
                  {order.phoneNumber} · {order.state.name}
                </span>
                <span className="shrink-0">{formatDateTime(order.createdAt)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
