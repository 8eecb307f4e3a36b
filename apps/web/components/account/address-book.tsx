"use client";

import { useState } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { useToast } from "@/components/ui/toast";
import { apiError } from "@/lib/api/errors";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from "@/lib/queries/addresses";
import { AddressCard } from "./address-card";

/** The saved addresses on /account: list, make one the default, delete, edit, add. */
export function AddressBook() {
  const t = useJourneyMessages().account;
  const toast = useToast();
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (id: number, action: () => Promise<unknown>, success: string) => {
    setBusyId(id);
    try {
      await action();
      toast.show({ title: success, level: "success" });
    } catch (error) {
      toast.show({ title: apiError(error).message, level: "error" });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="account-addresses-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="account-addresses-title" className="text-lg font-black uppercase tracking-tight">
          {t.addressesTitle}
        </h2>
        <ButtonLink href="/account/addresses/add-address" variant="primary-outline" className="min-h-10 px-4 text-xs">
          {t.addAddress}
        </ButtonLink>
      </div>
      {addresses.isPending ? (
        <div role="status" aria-label={t.loading} className="mt-5 h-32 animate-pulse bg-grey-100" />
      ) : !addresses.data || addresses.data.length === 0 ? (
        <p className="mt-4 border border-dashed border-grey-300 p-6 text-sm text-grey-600">{t.addressesEmpty}</p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2" data-testid="address-book">
          {addresses.data.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busyId === address.id}
                onSetDefault={() => run(address.id, () => setDefault.mutateAsync(address.id), t.defaultChanged)}
                onDelete={() => run(address.id, () => remove.mutateAsync(address.id), t.addressDeleted)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
