"use client";

import { useQueryClient } from "@/lib/query";
import { useEffect } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import type { Order } from "@shop/domain/contract/orders";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { cartKey } from "@/lib/queries/cart";
import { useOrder } from "@/lib/queries/orders";
import { OrderDetail } from "./order-detail";
import { OrderNextSteps } from "./order-next-steps";
import { PaymentRecovery } from "./payment-recovery";
import { paymentState, type PaymentReturn } from "./payment-state";

/**
 * The page after checkout (and after the card payment page): thanks, the order number, what happens next,
 * then the order itself. A card payment that did not go through offers cash on delivery or another try.
 */
export function OrderConfirmation({ initialOrder, returned }: { initialOrder: Order; returned: PaymentReturn }) {
  const t = useJourneyMessages().order;
  const query = useOrder(initialOrder.id, initialOrder, { pollWhilePending: returned === "success" });
  const order = query.data ?? initialOrder;
  const state = paymentState(order, returned);
  // The order emptied the cart: the header's badge and drawer learn it here, once this page is on screen.
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryDefaults(cartKey, { enabled: true });
    void queryClient.invalidateQueries({ queryKey: cartKey });
  }, [queryClient]);

  return (
    <div className="container-shop space-y-10 py-8 md:py-12">
      <header className="flex flex-col items-start gap-3">
        {state === "settled" && (
          <span className="flex size-12 items-center justify-center rounded-full bg-ink text-white">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2.5}>
              <path d="m5 12 5 5 9-10" />
            </svg>
          </span>
        )}
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold-deep" data-testid="order-number">
          {t.number(order.number)}
        </p>
        <h1 className="text-3xl font-black uppercase tracking-tight md:text-5xl">
          {state === "settled" ? t.thanks(order.contact.firstName) : t.awaitingPaymentTitle}
        </h1>
        {state === "settled" && <p className="text-base text-grey-700 md:text-lg">{t.confirmedTitle}</p>}
      </header>

      {state === "needs-action" && <PaymentRecovery order={order} />}
      {state === "checking" && (
        <div role="status" className="flex items-start gap-3 border border-grey-200 bg-grey-50 p-5">
          <span aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin rounded-full border-2 border-ink border-e-transparent" />
          <div>
            <p className="font-bold">{t.paymentCheckingTitle}</p>
            <p className="mt-1 text-sm text-grey-700">{t.paymentCheckingText}</p>
          </div>
        </div>
      )}
      {state === "settled" && <OrderNextSteps order={order} />}

      <OrderDetail order={order} />

      <div className="flex flex-wrap gap-3 border-t border-grey-200 pt-8">
        <ButtonLink href="/" variant="primary-black" className="w-full sm:w-auto">
          {t.continueShopping}
        </ButtonLink>
        <ButtonLink href="/account" variant="primary-outline" className="w-full sm:w-auto">
          {t.myAccount}
        </ButtonLink>
      </div>
    </div>
  );
}
