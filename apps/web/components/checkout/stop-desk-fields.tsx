"use client";

import type { CheckoutInput } from "@shop/domain/schemas";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { RadioCard } from "@/components/forms/radio-card";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useStopDesks } from "@/lib/queries/geography";
import { useFieldError } from "@/components/forms/use-field-error";

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-px size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth={2}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/**
 * The agency where a stop-desk parcel is picked up: the chosen wilaya's open agencies as radio cards (name,
 * address, opening hours), one required. An agency of another wilaya is dropped when the wilaya changes; a
 * wilaya with a single agency has it chosen already.
 */
export function StopDeskFields({ stateId }: { stateId: number }) {
  const t = useJourneyMessages().checkout;
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutInput>();
  const desks = useStopDesks(stateId);
  const chosen = useWatch({ control, name: "stopDeskId" });

  useEffect(() => {
    if (!desks.data) return;
    const stillListed = desks.data.some((desk) => String(desk.id) === String(chosen ?? ""));
    if (desks.data.length === 1 && !stillListed) {
      setValue("stopDeskId", String(desks.data[0]!.id), { shouldDirty: true });
    } else if (!stillListed && chosen) {
      setValue("stopDeskId", "", { shouldDirty: true });
    }
  }, [desks.data, chosen, setValue]);

  const error = useFieldError(errors.stopDeskId?.message);
  return (
    <fieldset className="mt-6" aria-describedby="stop-desk-help" aria-busy={desks.isFetching || undefined}>
      <legend className="text-sm font-bold uppercase tracking-wider">{t.stopDeskChoose}</legend>
      <p id="stop-desk-help" className="mt-1 text-xs text-grey-600">
        {t.stopDeskChooseText}
      </p>
      {desks.isPending ? (
        <div role="status" aria-label={t.stopDesksLoading} className="mt-3 grid gap-3 sm:grid-cols-2">
          {[0, 1].map((index) => (
            <div key={index} className="h-24 animate-pulse bg-grey-100" />
          ))}
        </div>
      ) : desks.isError ? (
        <FormAlert className="mt-3">{t.stopDesksError}</FormAlert>
      ) : desks.data.length === 0 ? (
        <p className="mt-3 border border-dashed border-grey-300 p-4 text-sm text-grey-600">{t.stopDesksNone}</p>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="stop-desks">
          {desks.data.map((desk) => (
            <RadioCard
              key={desk.id}
              value={String(desk.id)}
              title={desk.name}
              description={
                <>
                  <span className="block text-grey-800">{desk.address}</span>
                  <span className="mt-1 flex items-start gap-1.5">
                    <ClockIcon />
                    {desk.openingHours}
                  </span>
                </>
              }
              aria-invalid={error ? true : undefined}
              data-testid="stop-desk-option"
              {...register("stopDeskId")}
            />
          ))}
        </div>
      )}
      {error && (
        <p className="mt-2 text-xs text-promo" data-testid="stop-desk-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
