import type { Order } from "@shop/domain/contract/orders";
import { useJourneyMessages } from "@/lib/locale/journey-messages";

/** What happens after the order: the confirmation call, the delivery time, how it is paid. */
export function OrderNextSteps({ order }: { order: Order }) {
  const t = useJourneyMessages().order;
  const { minDays, maxDays } = order.delivery;
  const steps = [
    { title: t.nextCall, text: t.nextCallText(order.contact.phoneNumber) },
    ...(minDays !== null && maxDays !== null
      ? [
          {
            title: t.nextDelivery(minDays, maxDays),
            text: order.delivery.stopDesk ? t.nextDeliveryStopDesk(order.delivery.stopDesk.name) : t.nextDeliveryText,
          },
        ]
      : []),
    {
      title: t.paymentStatus[order.paymentStatus],
      text: order.paymentStatus === "paid" ? t.nextPaymentPaid : t.nextPaymentCash,
    },
  ];
  return (
    <section aria-labelledby="order-next-title" className="border border-grey-200 p-5 md:p-6">
      <h2 id="order-next-title" className="text-lg font-black uppercase tracking-tight">
        {t.nextTitle}
      </h2>
      <ol className="mt-5 grid gap-5 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold text-xs font-black text-ink"
            >
              {index + 1}
            </span>
            <div>
              <p className="text-sm font-bold" data-testid="order-next-step">
                {step.title}
              </p>
              <p className="mt-1 text-xs text-grey-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
