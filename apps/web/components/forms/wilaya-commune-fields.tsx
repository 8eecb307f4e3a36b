"use client";

import { useMemo } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { toStateId, useCommunes, useStates } from "@/lib/queries/geography";
import { FormAlert } from "./form-alert";
import { SelectField } from "./select-field";

type GeographyFields = { state?: string | number | null; stateCommuneId?: string | number | null };

/**
 * The wilaya select, then the commune select of that wilaya, for any form holding `state` and `stateCommuneId`
 * (inside a react-hook-form `FormProvider`). Communes are fetched only once a wilaya is chosen, and choosing
 * another wilaya empties the commune. Both selects are controlled, so a value set before the options have
 * loaded (a saved address) shows as soon as they arrive. Renders two grid cells (plus an alert, with `className`,
 * when the wilayas cannot be loaded).
 */
export function WilayaCommuneFields({ className }: { className?: string }) {
  const t = useJourneyMessages().forms;
  const { control, setValue } = useFormContext<GeographyFields>();
  const stateId = toStateId(useWatch({ control, name: "state" }));
  const states = useStates();
  const communes = useCommunes(stateId);

  const stateOptions = useMemo(
    () => (states.data ?? []).map((state) => ({ value: String(state.id), label: `${state.code} – ${state.name}` })),
    [states.data],
  );
  const communeOptions = useMemo(
    () =>
      (communes.data ?? [])
        .map((commune) => ({ value: String(commune.id), label: commune.name }))
        .sort((a, b) => a.label.localeCompare(b.label, "fr")),
    [communes.data],
  );
  const communePlaceholder =
    stateId === null ? t.communeWaiting : communes.isPending ? t.communesLoading : t.communePlaceholder;

  return (
    <>
      {states.isError && <FormAlert className={className}>{t.geographyError}</FormAlert>}
      <Controller
        control={control}
        name="state"
        render={({ field, fieldState }) => (
          <SelectField
            label={t.state}
            required
            autoComplete="address-level1"
            placeholder={t.statePlaceholder}
            options={stateOptions}
            error={fieldState.error?.message}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value == null ? "" : String(field.value)}
            onChange={(event) => {
              field.onChange(event.target.value);
              setValue("stateCommuneId", "", { shouldDirty: true });
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="stateCommuneId"
        render={({ field, fieldState }) => (
          <SelectField
            label={t.commune}
            required
            autoComplete="address-level2"
            placeholder={communePlaceholder}
            options={communeOptions}
            disabled={stateId === null}
            aria-busy={communes.isFetching || undefined}
            error={fieldState.error?.message}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value == null ? "" : String(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
      />
    </>
  );
}
