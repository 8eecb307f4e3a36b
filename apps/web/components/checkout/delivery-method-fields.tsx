"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import type { DeliveryMethod } from "@shop/domain/constants";
import { formatMoney } from "@shop/domain/money";
import type { CheckoutInput } from "@shop/domain/schemas";
import { Suspense, useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { RadioCard } from "@/components/forms/radio-card";
import type { DeliveryPrice } from "@shop/domain/contract/geography";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { toStateId, useDeliveryPrice } from "@/lib/queries/geography";
import { useLocale } from "@/lib/locale/context";
import { preload } from "@/lib/preload";

/** The agencies' list is fetched once a wilaya is chosen: most shoppers are delivered at home. */
const loadStopDeskFields = () => import("./stop-desk-fields");
const StopDeskFields = lazyPart(() => loadStopDeskFields().then((module) => module.StopDeskFields), { visible: true });

function StopDesksLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mt-6 grid gap-3 sm:grid-cols-2">
      {[0, 1].map((index) => (
        <div key={index} className="h-24 animate-pulse bg-grey-100" />
      ))}
    </div>
  );
}

function feeLabel(price: DeliveryPrice | undefined, isLoading: boolean): string | null {
  const locale = useLocale();
  const t = useJourneyMessages().checkout;
  if (isLoading) return "…";
  if (!price || !price.isAvailable) return null;
  return price.price === 0 ? t.free : formatMoney(price.price, locale);
}

/**
 * Home delivery or stop desk, each with its live fee and delay for the chosen wilaya. A method the wilaya does not
 * offer (the merchant made it unavailable, or no agency is open) is not offered: its card gives way to a line saying
 * so, and a form that had chosen it falls back to the other. With the stop desk chosen, the wilaya's agencies
 * follow, to pick the one where the parcel waits.
 */
export function DeliveryMethodFields() {
  const t = useJourneyMessages().checkout;
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutInput>();
  const stateId = toStateId(useWatch({ control, name: "state" }));
  const method = useWatch({ control, name: "deliveryMethodOptions.type" });
  const home = useDeliveryPrice(stateId, "home-delivery");
  const stopDesk = useDeliveryPrice(stateId, "stopdesk-delivery");
  const homeUnavailable = home.data?.isAvailable === false;
  const stopDeskUnavailable = stopDesk.data?.isAvailable === false;

  useEffect(() => {
    if (stateId !== null) preload(loadStopDeskFields);
  }, [stateId]);

  useEffect(() => {
    if (stopDeskUnavailable && !homeUnavailable && method === "stopdesk-delivery") {
      setValue("deliveryMethodOptions.type", "home-delivery", { shouldDirty: true });
    } else if (homeUnavailable && !stopDeskUnavailable && method === "home-delivery") {
      setValue("deliveryMethodOptions.type", "stopdesk-delivery", { shouldDirty: true });
    }
  }, [stopDeskUnavailable, homeUnavailable, method, setValue]);

  const describe = (price: DeliveryPrice | undefined, text: string) => {
    if (stateId === null) return `${text}. ${t.chooseState}.`;
    return price ? `${text} · ${t.deliveryDays(price.minDays, price.maxDays)}` : text;
  };
  const options: { value: DeliveryMethod; title: string; price: typeof home; unavailable: boolean }[] = [
    { value: "home-delivery", title: t.homeDelivery, price: home, unavailable: homeUnavailable },
    { value: "stopdesk-delivery", title: t.stopDesk, price: stopDesk, unavailable: stopDeskUnavailable },
  ];
  const offered = options.filter((option) => !option.unavailable);

  return (
    <fieldset>
      <legend className="sr-only">{t.deliveryTitle}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {offered.map((option) => (
          <RadioCard
            key={option.value}
            value={option.value}
            title={option.title}
            description={describe(
              option.price.data,
              option.value === "home-delivery" ? t.homeDeliveryText : t.stopDeskText,
            )}
            aside={feeLabel(option.price.data, option.price.isFetching && !option.price.data)}
            data-testid={`delivery-${option.value}`}
            {...register("deliveryMethodOptions.type")}
          />
        ))}
      </div>
      {options
        .filter((option) => option.unavailable)
        .map((option) => (
          <p key={option.value} className="mt-3 text-sm text-grey-600" data-testid={`delivery-${option.value}-unavailable`}>
            <span className="font-bold text-ink">{option.title}</span>
            {t.unavailableSeparator}
            <span>{t.unavailable}</span>
          </p>
        ))}
      {offered.length === 0 && <p role="alert" className="mt-3 text-sm font-bold text-promo">{t.noDelivery}</p>}
      {errors.deliveryMethodOptions?.type?.message && (
        <p className="mt-1 text-xs text-promo">{errors.deliveryMethodOptions.type.message}</p>
      )}
      {method === "stopdesk-delivery" && stateId !== null && !stopDeskUnavailable && (
        <Suspense fallback={<StopDesksLoading label={t.stopDesksLoading} />}>
          <StopDeskFields stateId={stateId} />
        </Suspense>
      )}
    </fieldset>
  );
}
