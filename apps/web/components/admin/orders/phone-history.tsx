import type { PhoneHistory as History } from "@shop/domain/contract/admin-customers";
import { getAdminPagesMessages } from "@/messages/admin";
import { BlockPhoneButton } from "./block-phone-button";

/** How this phone's orders ended at the shop, read before calling; a risky number stands out, and can be blocked. */
export function PhoneHistory({ history, orderNumber }: { history: History; orderNumber: number }) {
  const t = getAdminPagesMessages().order;
  const failed = history.returned + history.cancelled;
  const risky = failed > 0 && failed >= history.delivered;
  const figures = [
    { label: t.historyOrders, value: history.orders, tone: "text-ink" },
    { label: t.historyDelivered, value: history.delivered, tone: "text-success" },
    { label: t.historyReturned, value: history.returned, tone: history.returned ? "text-promo" : "text-ink" },
    { label: t.historyCancelled, value: history.cancelled, tone: history.cancelled ? "text-warning" : "text-ink" },
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-2 text-center">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-md bg-grey-50 px-1 py-2">
            <dt className="text-xs font-semibold text-grey-600">{figure.label}</dt>
            <dd className={`text-lg font-black tabular-nums ${figure.tone}`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {history.blocked ? (
        <p className="rounded-md border border-promo/30 bg-promo/5 px-3 py-2 text-sm font-semibold text-promo">{t.blocked}</p>
      ) : risky ? (
        <p className="rounded-md border border-warning/30 bg-warning/5 px-3 py-2 text-sm font-semibold text-warning">{t.risky}</p>
      ) : history.orders <= 1 ? (
        <p className="text-sm text-grey-600">{t.firstOrder}</p>
      ) : null}
      <BlockPhoneButton phoneNumber={history.phoneNumber} blocked={history.blocked} orderNumber={orderNumber} />
    </div>
  );
}
