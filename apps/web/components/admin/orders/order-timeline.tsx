import type { OrderEvent } from "@shop/domain/contract/admin-orders";
import { getAdminMessages, getAdminPagesMessages } from "@/messages/admin";
import { formatDateTime } from "../admin-ui";

const DOTS: Partial<Record<OrderEvent["type"], string>> = {
  confirmed: "bg-info",
  "no-answer": "bg-warning",
  cancelled: "bg-grey-400",
  shipped: "bg-info",
  delivered: "bg-success",
  returned: "bg-promo",
  blocked: "bg-promo",
  edited: "bg-gold",
};

/** Every change of the order, newest first: what, when, who, and the note left with it. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const t = getAdminPagesMessages().order;
  const common = getAdminMessages().common;
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <ol className="grid gap-0">
      {newestFirst.map((event, index) => (
        <li key={event.id} className="relative grid grid-cols-[1rem_1fr] gap-3 pb-4 last:pb-0">
          {index < newestFirst.length - 1 && <span aria-hidden="true" className="absolute start-[0.4375rem] top-4 bottom-0 w-px bg-grey-200" />}
          <span aria-hidden="true" className={`mt-1.5 size-2.5 justify-self-center rounded-full ring-4 ring-white ${DOTS[event.type] ?? "bg-ink"}`} />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink">{t.events[event.type]}</p>
            {event.summary && <p className="text-grey-700">{event.summary}</p>}
            {event.note && <p className="mt-1 rounded-md bg-grey-50 px-2.5 py-1.5 text-grey-800">{event.note}</p>}
            <p className="mt-0.5 text-xs text-grey-600">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {t.by(event.actor?.name ?? (event.type === "created" ? common.customer : common.shop))}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
