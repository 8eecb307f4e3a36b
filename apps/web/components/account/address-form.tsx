"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { AddressSchema, type AddressData, type AddressInput } from "@shop/domain/schemas";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { FormProvider, useForm, type Path } from "react-hook-form";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { applyServerErrors } from "@/components/forms/server-errors";
import { WilayaCommuneFields } from "@/components/forms/wilaya-commune-fields";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { useToast } from "@/components/ui/toast";
import type { SavedAddress } from "@shop/domain/contract/addresses";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useAddAddress, useEditAddress } from "@/lib/queries/addresses";
import { FirstNameField, LastNameField, PhoneField } from "@/components/forms/person-fields";
import { useLocaleHref } from "@/lib/locale/context";

const FIELDS: Path<AddressInput>[] = [
  "firstName",
  "lastName",
  "phoneNumber",
  "address",
  "address2",
  "state",
  "stateCommuneId",
  "postalCode",
  "isDefault",
];

const EMPTY: AddressInput = {
  firstName: "",
  lastName: "",
  phoneNumber: "",
  address: "",
  address2: "",
  state: "",
  stateCommuneId: "",
  postalCode: "",
  isDefault: false,
};

function toValues(address: SavedAddress): AddressInput {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phoneNumber: address.phoneNumber,
    address: address.address,
    address2: address.address2 ?? "",
    state: String(address.state),
    stateCommuneId: String(address.stateCommuneId),
    postalCode: address.postalCode ?? "",
    isDefault: address.isDefault,
  };
}

/** Add (or, given `address`, edit) a saved address (AddressSchema); afterwards back to `redirectTo`. */
export function AddressForm({
  address,
  defaults,
  redirectTo,
}: {
  address?: SavedAddress;
  defaults?: Partial<AddressInput>;
  redirectTo: string;
}) {
  const t = useJourneyMessages();
  const router = useRouter();
  const toLocale = useLocaleHref();
  const toast = useToast();
  const add = useAddAddress();
  const edit = useEditAddress();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AddressInput, unknown, AddressData>({
    resolver: zodResolver(AddressSchema),
    defaultValues: address ? toValues(address) : { ...EMPTY, ...defaults },
    mode: "onTouched",
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (address) reset(toValues(address));
  }, [address, reset]);

  const submit = form.handleSubmit(async (data) => {
    setProblem(null);
    try {
      if (address) await edit.mutateAsync({ id: address.id, address: data });
      else await add.mutateAsync(data);
      toast.show({ title: t.account.addressSaved, level: "success" });
      router.push(toLocale(redirectTo));
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, FIELDS).general);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={address ? t.account.editAddressTitle : t.account.addAddress} className="max-w-2xl">
        <div className="grid gap-5 sm:grid-cols-2">
          <FirstNameField error={errors.firstName?.message} {...register("firstName")} />
          <LastNameField error={errors.lastName?.message} {...register("lastName")} />
          <PhoneField className="sm:col-span-2"
            error={errors.phoneNumber?.message} {...register("phoneNumber")} />
          <Field
            label={t.forms.address}
            required
            autoComplete="address-line1"
            hint={t.forms.addressHint}
            className="sm:col-span-2"
            error={errors.address?.message}
            {...register("address")}
          />
          <Field
            label={t.forms.address2}
            autoComplete="address-line2"
            className="sm:col-span-2"
            error={errors.address2?.message}
            {...register("address2")}
          />
          <WilayaCommuneFields className="sm:col-span-2" />
          <Field
            label={t.forms.postalCode}
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.postalCode?.message}
            {...register("postalCode")}
          />
          <CheckboxField label={t.account.makeDefault} className="self-center sm:col-span-2" {...register("isDefault")} />
        </div>
        {problem && <FormAlert className="mt-6">{problem}</FormAlert>}
        <div className="mt-8 flex flex-wrap gap-3">
          <Button type="submit" className="w-full sm:w-auto" isLoading={add.isPending || edit.isPending || isSubmitting}>
            {t.account.saveAddress}
          </Button>
          <ButtonLink href={redirectTo} variant="primary-outline" className="w-full sm:w-auto">
            {t.account.cancel}
          </ButtonLink>
        </div>
      </form>
    </FormProvider>
  );
}
