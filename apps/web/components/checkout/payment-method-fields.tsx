"use client";

import type { PaymentOptions } from "@shop/domain/contract/payments";
import type { PaymentMethod } from "@shop/domain/constants";
import type { CheckoutInput } from "@shop/domain/schemas";
import { useFormContext } from "react-hook-form";
import { RadioCard } from "@/components/forms/radio-card";
import { useJourneyMessages } from "@/lib/locale/journey-messages";

/**
 * Payment on delivery (the default), or a CIB / Edahabia card on Chargily Pay's hosted page: only the methods
 * the API offers, with a clear notice when card payments go to the test gateway (no real payment).
 */
export function PaymentMethodFields({ methods, testMode }: PaymentOptions) {
  const t = useJourneyMessages().checkout;
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutInput>();
  type Option = { value: PaymentMethod; title: string; description: string; aside?: string };
  const options = ([
    { value: "on-delivery", title: t.onDelivery, description: t.onDeliveryText },
    { value: "cib", title: t.cib, description: t.cardText, aside: t.viaChargily },
    { value: "eddahabia", title: t.eddahabia, description: t.cardText, aside: t.viaChargily },
  ] satisfies Option[]).filter((option: Option) => methods.includes(option.value));
  const offersCards = methods.some((method) => method !== "on-delivery");
  return (
    <fieldset>
      <legend className="sr-only">{t.paymentTitle}</legend>
      {testMode && offersCards && (
        <p
          data-testid="payment-test-mode"
          className="mb-3 border-s-4 border-gold bg-gold/10 px-4 py-3 text-sm font-semibold text-ink"
        >
          {t.cardTestMode}
        </p>
      )}
      <div className="grid gap-3">
        {options.map((option) => (
          <RadioCard
            key={option.value}
            value={option.value}
            title={option.title}
            description={option.description}
            aside={option.aside && <span className="text-xs font-semibold text-grey-600">{option.aside}</span>}
            data-testid={`payment-${option.value}`}
            {...register("paymentMethodOptions.type")}
          />
        ))}
      </div>
      {errors.paymentMethodOptions?.type?.message && (
        <p className="mt-1 text-xs text-promo">{errors.paymentMethodOptions.type.message}</p>
      )}
    </fieldset>
  );
}
