"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import type { SavedAddress } from "@shop/domain/contract/addresses";
import { useJourneyMessages } from "@/lib/locale/journey-messages";

type AddressCardProps = {
  address: SavedAddress;
  busy: boolean;
  onSetDefault: () => void;
  onDelete: () => void;
};

/** A saved address with its actions: edit, make default (others only), delete. */
export function AddressCard({ address, busy, onSetDefault, onDelete }: AddressCardProps) {
  const t = useJourneyMessages().account;
  const name = `${address.firstName} ${address.lastName}`;
  const action = "text-sm font-semibold underline underline-offset-4 hover:text-grey-700 disabled:opacity-50";
  return (
    <article
      aria-label={t.addressLabel(name)}
      aria-busy={busy || undefined}
      className={`flex h-full flex-col border-2 p-4 md:p-5 ${address.isDefault ? "border-ink" : "border-grey-200"}`}
      data-testid="address-card"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-bold">{name}</p>
        {address.isDefault && (
          <span className="bg-ink px-2 py-0.5 text-xxs font-bold uppercase tracking-wider text-white" data-testid="default-badge">
            {t.defaultBadge}
          </span>
        )}
      </div>
      <address className="mt-2 flex-1 text-sm not-italic leading-relaxed text-grey-800">
        {address.address}
        {address.address2 && (
          <>
            <br />
            {address.address2}
          </>
        )}
        <br />
        {address.postalCode ? `${address.postalCode} ` : ""}
        {address.communeName}, {address.stateName}
        <br />
        <bdi dir="ltr">{address.phoneNumber}</bdi>
      </address>
      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
        <LocaleLink href={`/account/addresses/add-address?id=${address.id}`} className={action}>
          {t.editAddress}
          <span className="sr-only"> – {t.addressLabel(name)}</span>
        </LocaleLink>
        {!address.isDefault && (
          <button type="button" onClick={onSetDefault} disabled={busy} className={action}>
            {t.setDefault}
            <span className="sr-only"> – {t.addressLabel(name)}</span>
          </button>
        )}
        <button type="button" onClick={onDelete} disabled={busy} className={`${action} text-promo hover:text-promo`}>
          {t.deleteAddress}
          <span className="sr-only"> – {t.addressLabel(name)}</span>
        </button>
      </div>
    </article>
  );
}
