"use client";

import { ButtonLink } from "@/components/ui/button-link";
import type { User } from "@shop/domain/contract/accounts";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useAddresses } from "@/lib/queries/addresses";
import { AddressForm } from "./address-form";

/**
 * /account/addresses/add-address: a new address (names and phone taken from the profile), or with `?id=`
 * the saved address to edit, once the list has loaded.
 */
export function AddressEditor({
  addressId,
  profile,
  redirectTo,
}: {
  addressId: number | null;
  profile: User;
  redirectTo: string;
}) {
  const t = useJourneyMessages().account;
  const addresses = useAddresses(addressId !== null);

  if (addressId === null) {
    const defaults = { firstName: profile.firstName, lastName: profile.lastName, phoneNumber: profile.phoneNumber ?? "" };
    return <AddressForm defaults={defaults} redirectTo={redirectTo} />;
  }
  if (addresses.isPending) return <div role="status" aria-label={t.loading} className="h-96 max-w-2xl animate-pulse bg-grey-100" />;
  const address = addresses.data?.find((saved) => saved.id === addressId);
  if (!address) {
    return (
      <div className="max-w-xl">
        <p className="text-base text-grey-700">{t.addressNotFound}</p>
        <ButtonLink href="/account/addresses/add-address" variant="primary-black" className="mt-6">
          {t.addAddress}
        </ButtonLink>
      </div>
    );
  }
  return <AddressForm address={address} redirectTo={redirectTo} />;
}
