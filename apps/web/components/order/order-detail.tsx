import type { Order } from "@shop/domain/contract/orders";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { OrderFacts } from "./order-facts";
import { OrderLines } from "./order-lines";
import { OrderTotals } from "./order-totals";

/** The body of an order: its lines and totals beside its delivery and payment facts. */
export function OrderDetail({ order }: { order: Order }) {
  const t = useJourneyMessages().order;
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-16">
      <section aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className="mb-4 text-lg font-black uppercase tracking-tight">
          {t.linesTitle}
        </h2>
        <OrderLines lines={order.lines} />
        <div className="mt-5 sm:ms-auto sm:max-w-sm">
          <OrderTotals order={order} />
        </div>
      </section>
      <div className="bg-grey-50 p-5 md:p-6">
        <OrderFacts order={order} />
      </div>
    </div>
  );
}
