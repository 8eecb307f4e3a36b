"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import type { Order } from "@shop/domain/contract/orders";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useOrder } from "@/lib/queries/orders";
import { formatDate } from "./format-date";
import { OrderDetail } from "./order-detail";
import { PaymentRecovery } from "./payment-recovery";
import { paymentState } from "./payment-state";

/** An order's detail page (from the account's history): number, date, status, then lines and facts. */
export function OrderView({ initialOrder }: { initialOrder: Order }) {
  const t = useJourneyMessages().order;
  const query = useOrder(initialOrder.id, initialOrder);
  const order = query.data ?? initialOrder;

  return (
    <div className="container-shop space-y-10 py-8 md:py-12">
      <header>
        <LocaleLink href="/account" className="text-sm font-semibold underline underline-offset-4 hover:text-grey-700">
          {t.backToAccount}
        </LocaleLink>
        <h1 className="mt-4 text-3xl font-black uppercase tracking-tight md:text-4xl" data-testid="order-number">
          {t.number(order.number)}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-grey-700">
          <span>{t.placedOn(formatDate(order.createdAt))}</span>
          <span aria-hidden="true">·</span>
          <span className="font-semibold text-ink">{t.status[order.status]}</span>
          <span aria-hidden="true">·</span>
          <span>{t.paymentStatus[order.paymentStatus]}</span>
        </p>
      </header>
      {paymentState(order, null) === "needs-action" && <PaymentRecovery order={order} />}
      <OrderDetail order={order} />
    </div>
  );
}
