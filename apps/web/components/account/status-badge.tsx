import type { OrderStatus } from "@shop/domain/constants";
import { useJourneyMessages } from "@/lib/locale/journey-messages";

const TONES: Record<OrderStatus, string> = {
  "awaiting-payment": "bg-promo/10 text-promo",
  "pending-confirmation": "bg-gold-light text-ink",
  "no-answer": "bg-gold-light text-ink",
  confirmed: "bg-grey-100 text-ink",
  shipped: "bg-grey-100 text-ink",
  delivered: "bg-ink text-white",
  returned: "bg-grey-100 text-grey-600",
  cancelled: "bg-grey-100 text-grey-600",
};

/** An order's status in French, as a small coloured label. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block px-2 py-0.5 text-xxs font-bold uppercase tracking-wider ${TONES[status]}`}>
      {useJourneyMessages().order.status[status]}
    </span>
  );
}
