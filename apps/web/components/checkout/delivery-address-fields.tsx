"use client";

import { COUNTRY_ALGERIA } from "@shop/domain/constants";
import type { CheckoutInput } from "@shop/domain/schemas";
import { useFormContext } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { SelectField } from "@/components/forms/select-field";
import { WilayaCommuneFields } from "@/components/forms/wilaya-commune-fields";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { FirstNameField, LastNameField } from "@/components/forms/person-fields";

/** Who receives the parcel and where: names, street address, country, wilaya then commune, postal code. */
export function DeliveryAddressFields() {
  const t = useJourneyMessages().forms;
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutInput>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FirstNameField error={errors.firstName?.message} {...register("firstName")} />
      <LastNameField error={errors.lastName?.message} {...register("lastName")} />
      <Field
        label={t.address}
        required
        autoComplete="address-line1"
        hint={t.addressHint}
        className="sm:col-span-2"
        error={errors.address?.message}
        {...register("address")}
      />
      <Field
        label={t.address2}
        autoComplete="address-line2"
        className="sm:col-span-2"
        error={errors.address2?.message}
        {...register("address2")}
      />
      <SelectField
        label={t.country}
        required
        autoComplete="country-name"
        placeholder={t.countryPlaceholder}
        options={[{ value: COUNTRY_ALGERIA, label: t.countryName }]}
        className="sm:col-span-2"
        error={errors.country?.message}
        {...register("country")}
      />
      <WilayaCommuneFields className="sm:col-span-2" />
      <Field
        label={t.postalCode}
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        {...register("postalCode")}
      />
    </div>
  );
}
