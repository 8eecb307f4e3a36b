"use client";

import { checkoutDefaults } from "@shop/domain/checkout-defaults";
import type { CheckoutInput } from "@shop/domain/schemas";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useAddresses } from "@/lib/queries/addresses";
import { useUser } from "@/lib/queries/user";

/**
 * For a signed-in shopper, fills the untouched checkout form once: the default saved address (or, without
 * one, the profile's names and phone) and the profile's e-mail. Anything typed before that arrives is kept.
 */
export function useCheckoutPrefill<Output>(form: UseFormReturn<CheckoutInput, unknown, Output>) {
  const { user, isSignedIn } = useUser();
  const addresses = useAddresses(isSignedIn);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !user || !addresses.isFetched) return;
    done.current = true;
    const saved = addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0];
    const prefill: Partial<CheckoutInput> = {
      email: user.email,
      firstName: saved?.firstName ?? user.firstName,
      lastName: saved?.lastName ?? user.lastName,
      phoneNumber: saved?.phoneNumber ?? user.phoneNumber ?? "",
      ...(saved && {
        address: saved.address,
        address2: saved.address2 ?? "",
        postalCode: saved.postalCode ?? "",
        state: String(saved.state),
        stateCommuneId: String(saved.stateCommuneId),
      }),
    };
    // Read the values themselves (formState.isDirty is only computed for a form that subscribed to it): a field
    // the shopper already changed keeps what they typed, the others take the saved value.
    const current = form.getValues();
    const untouched = (key: keyof CheckoutInput) => (current[key] ?? "") === (checkoutDefaults[key] ?? "");
    const next = { ...current };
    for (const key of Object.keys(prefill) as (keyof CheckoutInput)[]) {
      if (untouched(key) && prefill[key] !== undefined) Object.assign(next, { [key]: prefill[key] });
    }
    // The commune belongs to the wilaya: take both from the saved address or neither.
    if (!untouched("state") || !untouched("stateCommuneId")) {
      next.state = current.state;
      next.stateCommuneId = current.stateCommuneId;
    }
    form.reset(next, { keepDirtyValues: true });
  }, [user, addresses.isFetched, addresses.data, form]);
}
