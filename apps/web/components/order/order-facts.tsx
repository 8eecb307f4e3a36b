import type { Order } from "@shop/domain/contract/orders";
import { useJourneyMessages } from "@/lib/locale/journey-messages";

/**
 * Delivery (method, the agency of a stop desk, recipient, address, delay) and payment (method and state, in
 * French) of an order.
 */
export function OrderFacts({ order }: { order: Order }) {
  const messages = useJourneyMessages();
  const t = messages.order;
  const { delivery, contact } = order;
  const days =
    delivery.minDays !== null && delivery.maxDays !== null
      ? messages.checkout.deliveryDays(delivery.minDays, delivery.maxDays)
      : null;
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-1">
      <section aria-labelledby="order-delivery-title">
        <h3 id="order-delivery-title" className="text-xs font-bold uppercase tracking-wider text-grey-600">
          {t.deliveryTitle}
        </h3>
        <p className="mt-2 text-sm font-semibold" data-testid="order-delivery-method">
          {delivery.method === "stopdesk-delivery" ? t.stopDesk : t.homeDelivery}
        </p>
        {delivery.stopDesk && (
          <div className="mt-3 border-s-4 border-gold bg-white px-4 py-3" data-testid="order-stop-desk">
            <p className="text-xs font-bold uppercase tracking-wider text-gold-deep">{t.stopDeskTitle}</p>
            <p className="mt-1 text-sm font-bold">{delivery.stopDesk.name}</p>
            <p className="text-sm text-grey-800">{delivery.stopDesk.address}</p>
            {delivery.stopDesk.openingHours && (
              <p className="mt-1 text-xs text-grey-600">{delivery.stopDesk.openingHours}</p>
            )}
          </div>
        )}
        {delivery.stopDesk && (
          <p className="mt-4 text-xs font-bold uppercase tracking-wider text-grey-600">{t.recipientTitle}</p>
        )}
        <address className="mt-1 text-sm not-italic leading-relaxed text-grey-800" data-testid="order-address">
          {/* What the shopper typed keeps its own direction: « 12 rue Didouche Mourad » stays whole on an Arabic page. */}
          <bdi>
            {contact.firstName} {contact.lastName}
          </bdi>
          <br />
          <bdi>{delivery.address}</bdi>
          {delivery.address2 && (
            <>
              <br />
              <bdi>{delivery.address2}</bdi>
            </>
          )}
          <br />
          {delivery.postalCode ? <bdi dir="ltr">{`${delivery.postalCode} `}</bdi> : ""}
          {t.place(delivery.commune.name, delivery.state.name)}
          <br />
          <bdi dir="ltr">{contact.phoneNumber}</bdi>
          {contact.email && (
            <>
              <br />
              <bdi dir="ltr">{contact.email}</bdi>
            </>
          )}
        </address>
        {order.restricted && (
          <p className="mt-2 text-xs text-grey-600" data-testid="order-masked">
            {t.maskedNotice}
          </p>
        )}
        {days && <p className="mt-2 text-xs text-grey-600">{days}</p>}
      </section>
      <section aria-labelledby="order-payment-title">
        <h3 id="order-payment-title" className="text-xs font-bold uppercase tracking-wider text-grey-600">
          {t.paymentTitle}
        </h3>
        {/* Cash orders: the state ("Paiement à la livraison") says it all; card orders name the card first. */}
        {order.paymentMethod !== "on-delivery" && (
          <p className="mt-2 text-sm font-semibold">{t.paymentMethod[order.paymentMethod]}</p>
        )}
        <p
          className={order.paymentMethod === "on-delivery" ? "mt-2 text-sm font-semibold" : "mt-1 text-sm text-grey-800"}
          data-testid="order-payment-status"
        >
          {t.paymentStatus[order.paymentStatus]}
        </p>
        <h3 className="mt-6 text-xs font-bold uppercase tracking-wider text-grey-600">{t.statusTitle}</h3>
        <p className="mt-2 text-sm font-semibold" data-testid="order-status">
          {t.status[order.status]}
        </p>
      </section>
    </div>
  );
}
