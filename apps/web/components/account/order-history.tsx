"use client";

import { formatMoney } from "@shop/domain/money";
import { LocaleLink } from "@/components/ui/locale-link";
import { formatDate } from "@/components/order/format-date";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useOrders } from "@/lib/queries/orders";
import { StatusBadge } from "./status-badge";
import { useLocale } from "@/lib/locale/context";

/**
 * The customer's orders, newest first: number, date, status and payment in French, total, how it is delivered
 * (the agency of a stop desk), link to the detail.
 */
export function OrderHistory() {
  const locale = useLocale();
  const t = useJourneyMessages();
  const orders = useOrders();

  return (
    <section aria-labelledby="account-orders-title">
      <h2 id="account-orders-title" className="text-lg font-black uppercase tracking-tight">
        {t.account.ordersTitle}
      </h2>
      {orders.isPending ? (
        <div role="status" aria-label={t.account.loading} className="mt-5 space-y-3">
          {[0, 1].map((index) => (
            <div key={index} className="h-24 animate-pulse bg-grey-100" />
          ))}
        </div>
      ) : orders.isError ? (
        <p className="mt-4 text-sm text-promo">{t.account.ordersError}</p>
      ) : orders.data.length === 0 ? (
        <p className="mt-4 border border-dashed border-grey-300 p-6 text-sm text-grey-600">{t.account.ordersEmpty}</p>
      ) : (
        <ul className="mt-5 space-y-3" data-testid="order-history">
          {orders.data.map((order) => (
            <li key={order.id} className="border border-grey-200 p-4 md:p-5" data-testid="order-history-item">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="font-bold">{t.account.orderNumber(order.number)}</p>
                <StatusBadge status={order.status} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-xs text-grey-600">{t.account.orderDate}</dt>
                  <dd>{formatDate(order.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-grey-600">{t.account.orderPayment}</dt>
                  <dd>{t.order.paymentStatus[order.paymentStatus]}</dd>
                </div>
                <div>
                  <dt className="text-xs text-grey-600">{t.cartPage.quantity}</dt>
                  <dd>{t.account.orderItems(order.itemCount)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-grey-600">{t.account.orderTotal}</dt>
                  <dd className="font-bold">{formatMoney(order.total, locale)}</dd>
                </div>
                <div className="col-span-2 sm:col-span-4">
                  <dt className="text-xs text-grey-600">{t.account.orderDelivery}</dt>
                  <dd data-testid="order-history-delivery">
                    {order.stopDesk ? (
                      <>
                        {t.account.orderStopDesk(order.stopDesk.name)}
                        <span className="block text-xs text-grey-600">{order.stopDesk.address}</span>
                      </>
                    ) : order.deliveryMethod === "stopdesk-delivery" ? (
                      t.checkout.stopDesk
                    ) : (
                      t.order.homeDelivery
                    )}
                  </dd>
                </div>
              </dl>
              <LocaleLink
                href={`/order-confirmed/view?id=${order.id}`}
                className="mt-4 inline-block text-sm font-semibold underline underline-offset-4 hover:text-grey-700"
              >
                {t.account.orderView}
                <span className="sr-only"> – {t.account.orderNumber(order.number)}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
