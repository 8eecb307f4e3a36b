"use client";

import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { apiError } from "@/lib/api/errors";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import type { Order } from "@shop/domain/contract/orders";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { usePayOnDelivery, useRetryPayment } from "@/lib/queries/orders";

/**
 * A card payment that failed, was cancelled or never happened: pay on delivery instead (the order then waits
 * for the merchant's call like any cash order), or open a new card checkout.
 */
export function PaymentRecovery({ order }: { order: Order }) {
  const t = useJourneyMessages().order;
  const toast = useToast();
  const payOnDelivery = usePayOnDelivery(order.id);
  const retry = useRetryPayment(order.id);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // The page is rendered on the server: until React has attached the handlers, a tap would do nothing at all.
  const hydrated = useHydrated();

  const switchToCash = async () => {
    setError(null);
    try {
      await payOnDelivery.mutateAsync();
      toast.show({ title: t.switchedTitle, description: t.switchedText, level: "success" });
    } catch (failure) {
      setError(apiError(failure).message);
    }
  };
  const retryCard = async () => {
    setError(null);
    try {
      const { checkoutUrl } = await retry.mutateAsync();
      setLeaving(true);
      window.location.assign(checkoutUrl);
    } catch (failure) {
      setError(apiError(failure).message);
    }
  };

  return (
    <section aria-labelledby="payment-recovery-title" className="border-2 border-promo bg-white p-5 md:p-6" data-testid="payment-recovery">
      <h2 id="payment-recovery-title" className="text-lg font-black uppercase tracking-tight text-promo">
        {t.paymentFailedTitle}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-grey-800">{t.paymentFailedText}</p>
      {error && <FormAlert className="mt-4">{error}</FormAlert>}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="primary-black" onClick={switchToCash} disabled={!hydrated} isLoading={payOnDelivery.isPending}>
          {t.payOnDelivery}
        </Button>
        <Button
          type="button"
          variant="primary-outline"
          onClick={retryCard}
          disabled={!hydrated}
          isLoading={retry.isPending || leaving}
        >
          {t.retryPayment}
        </Button>
      </div>
    </section>
  );
}
