"use client";

import { checkoutDefaults, type CheckoutInput } from "@shop/domain/schemas";
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
    if (form.formState.isDirty) return;
    const saved = addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0];
    form.reset({
      ...checkoutDefaults,
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
    });
  }, [user, addresses.isFetched, addresses.data, form]);
}
