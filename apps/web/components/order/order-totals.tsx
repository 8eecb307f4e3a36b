import { formatMoney } from "@shop/domain/money";
import type { Order } from "@shop/domain/contract/orders";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { SummaryRow } from "./summary-row";
import { useLocale } from "@/lib/locale/context";

/** Subtotal, delivery fee and total as the server computed them; the savings (promotions, gift) below. */
export function OrderTotals({ order }: { order: Order }) {
  const locale = useLocale();
  const messages = useJourneyMessages();
  const t = messages.order;
  return (
    <dl className="space-y-2.5">
      <SummaryRow label={t.subtotal} value={formatMoney(order.subtotal, locale)} testId="order-subtotal" />
      <SummaryRow
        label={t.deliveryFee}
        value={order.deliveryFee === 0 ? messages.checkout.free : formatMoney(order.deliveryFee, locale)}
        testId="order-fee"
      />
      <SummaryRow label={t.total} value={formatMoney(order.total, locale)} emphasis testId="order-total" />
      {order.discount > 0 && (
        <div className="flex justify-between gap-4 text-xs font-semibold text-gold-deep">
          <dt>{t.discount}</dt>
          <dd>{formatMoney(order.discount, locale)}</dd>
        </div>
      )}
    </dl>
  );
}
