"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { Field } from "./field";

/** A field as react-hook-form's `register()` binds it, with its error and its place in the grid. */
type BoundField = UseFormRegisterReturn & { error?: string | undefined; className?: string };

/**
 * The fields that say who someone is, written once for the profile, registration, address and checkout forms:
 * label, autofill hint, input kind and hint live here, the form gives the binding and the error.
 * `<FirstNameField error={errors.firstName?.message} {...register("firstName")} />`
 */
export function FirstNameField(field: BoundField) {
  return <Field label={useJourneyMessages().forms.firstName} required autoComplete="given-name" {...field} />;
}

export function LastNameField(field: BoundField) {
  return <Field label={useJourneyMessages().forms.lastName} required autoComplete="family-name" {...field} />;
}

/** The Algerian mobile number the delivery calls (spec §5), with an example in the hint. */
export function PhoneField(field: BoundField) {
  const t = useJourneyMessages().forms;
  return (
    <Field label={t.phone} required type="tel" inputMode="tel" autoComplete="tel-national" hint={t.phoneHint} {...field} />
  );
}
