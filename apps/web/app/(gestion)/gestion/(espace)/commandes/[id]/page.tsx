import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { AdminOrderDetail } from "@shop/domain/contract/admin-orders";
import { formatMoney } from "@shop/domain/money";
import { CANCEL_REASONS } from "@shop/domain/order-workflow";
import { PhoneIcon } from "@/components/admin/admin-icons";
import { OrderStatusBadge, Panel, formatDateTime, orderNumber, wilayaName } from "@/components/admin/admin-ui";
import { OrderActions } from "@/components/admin/orders/order-actions";
import { OrderDeliveryEdit } from "@/components/admin/orders/order-delivery-edit";
import { OrderLines } from "@/components/admin/orders/order-lines";
import { OrderTimeline } from "@/components/admin/orders/order-timeline";
import { PhoneHistory } from "@/components/admin/orders/phone-history";
import { adminGet } from "@/lib/admin/server";
import { getAdminPagesMessages } from "@/messages/admin";
import { getJourneyMessages } from "@/messages/journey";

type Params = Promise<{ id: string }>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readOrder(id: string): Promise<AdminOrderDetail> {
  if (!UUID.test(id)) notFound();
  return adminGet<AdminOrderDetail>(`/api/admin/orders/${id}`);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const order = await readOrder((await params).id);
  return { title: getAdminPagesMessages().order.metaTitle(orderNumber(order.number)) };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-grey-600">{label}</dt>
      <dd className="text-end font-medium tabular-nums text-ink">{children}</dd>
    </div>
  );
}

/** One order: what to call about, what was bought, where it goes, what happened, and the moves left. */
export default async function OrderPage({ params }: { params: Params }) {
  const order = await readOrder((await params).id);
  const t = getAdminPagesMessages().order;
  const journey = getJourneyMessages().order;
  const { customer, delivery } = order;

  return (
    <>
      <Link href="/gestion/commandes" className="text-sm font-semibold text-grey-600 hover:text-ink">
        ← {t.back}
      </Link>
      <header className="mb-6 mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-black tracking-tight md:text-3xl">{t.metaTitle(orderNumber(order.number))}</h1>
        <OrderStatusBadge status={order.status} />
        <p className="basis-full text-sm text-grey-600">
          {t.placedOn(formatDateTime(order.createdAt))} · {t.reference} <span className="font-mono text-xs">{order.id}</span>
        </p>
      </header>
      {/* On a phone the panels follow the call: who, what to do, their history, where it goes, then the rest. */}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="contents lg:grid lg:gap-4">
          <Panel title={t.actions} className="order-2 lg:order-none">
            <OrderActions order={order} />
            {order.cancelReason && <p className="mt-2 text-sm text-grey-700">{CANCEL_REASONS[order.cancelReason]}</p>}
          </Panel>
          <Panel title={t.lines} className="order-5 lg:order-none">
            <OrderLines order={order} />
            <dl className="mt-3 border-t border-grey-100 pt-3">
              <Row label={t.subtotal}>{formatMoney(order.subtotal)}</Row>
              {order.discount > 0 && <Row label={t.discount}>−{formatMoney(order.discount)}</Row>}
              <Row label={t.fee}>{formatMoney(order.deliveryFee)}</Row>
              <div className="mt-1 flex justify-between gap-4 border-t border-grey-100 pt-2.5">
                <dt className="font-bold">{t.total}</dt>
                <dd className="text-lg font-black tabular-nums">{formatMoney(order.total)}</dd>
              </div>
              <Row label={t.payment}>
                {journey.paymentMethod[order.paymentMethod]}
                {order.paymentMethod !== "on-delivery" && ` · ${journey.paymentStatus[order.paymentStatus]}`}
              </Row>
              {order.courier && <Row label={t.courier}>{order.courier}</Row>}
              {order.trackingNumber && <Row label={t.tracking}>{order.trackingNumber}</Row>}
            </dl>
          </Panel>
          <Panel title={t.timeline} className="order-6 lg:order-none">
            <OrderTimeline events={order.timeline} />
          </Panel>
        </div>
        <div className="contents lg:grid lg:gap-4">
          <Panel title={t.customer} className="order-1 lg:order-none">
            <p className="font-semibold">
              {customer.firstName} {customer.lastName}
            </p>
            <a href={`tel:${customer.phoneNumber}`} className="mt-1 inline-flex items-center gap-2 text-sm font-semibold tabular-nums text-info hover:underline">
              <PhoneIcon />
              {customer.phoneNumber}
            </a>
            {customer.email && <p className="mt-1 break-all text-sm text-grey-600">{customer.email}</p>}
          </Panel>
          <Panel title={t.history} className="order-3 lg:order-none">
            <PhoneHistory history={order.phoneHistory} orderNumber={order.number} />
          </Panel>
          <Panel title={t.address} className="order-4 lg:order-none">
            <p className="text-xs font-bold uppercase tracking-wider text-gold-deep">
              {delivery.method === "stopdesk-delivery" ? t.stopDesk : t.home}
            </p>
            <address className="mt-2 text-sm not-italic leading-relaxed">
              {delivery.stopDesk ? (
                <>
                  <span className="font-semibold">{delivery.stopDesk.name}</span>
                  <br />
                  {delivery.stopDesk.address}
                  <br />
                </>
              ) : (
                <>
                  {delivery.address}
                  {delivery.address2 && (
                    <>
                      <br />
                      {delivery.address2}
                    </>
                  )}
                  <br />
                </>
              )}
              {delivery.commune.name}, {wilayaName(delivery.state)}
            </address>
            {order.editable && <OrderDeliveryEdit order={order} />}
          </Panel>
        </div>
      </div>
    </>
  );
}
