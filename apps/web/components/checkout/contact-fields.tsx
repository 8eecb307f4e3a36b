"use client";

import type { CheckoutInput } from "@shop/domain/schemas";
import { useFormContext } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { PhoneField } from "@/components/forms/person-fields";

/** Contact: an optional e-mail and the phone number the shop calls to confirm the order. */
export function ContactFields() {
  const t = useJourneyMessages();
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutInput>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <PhoneField error={errors.phoneNumber?.message} {...register("phoneNumber")} />
      <Field
        label={t.checkout.email}
        type="email"
        autoComplete="email"
        hint={t.checkout.emailHint}
        error={errors.email?.message}
        {...register("email")}
      />
    </div>
  );
}
