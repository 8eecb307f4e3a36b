"use client";

import type { OfferGift, OfferGifts } from "@shop/domain/contract/admin-offers";
import { useId, useState } from "react";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminOffersMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";
import { filterControl } from "../search-field";

/**
 * Chooses the size an offer gives: the chosen one shown with its stock, a search by title, SKU or EAN, and the
 * sizes found as radio buttons (arrow keys move, screen readers hear each title, colour, size and price; a size not
 * on sale is shown, disabled). Enter in the search field searches rather than saving the offer.
 */
export function GiftPicker({
  value,
  onChange,
  error,
}: {
  value: OfferGift | null;
  onChange: (gift: OfferGift) => void;
  error?: string | undefined;
}) {
  const t = getAdminOffersMessages().picker;
  const form = getAdminOffersMessages().form;
  const id = useId();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<OfferGift[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const search = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await api.get<OfferGifts>(`/api/admin/offers/gifts?q=${encodeURIComponent(query.trim())}`);
      setFound(data.gifts);
    } catch (caught) {
      setFailure(apiError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">
        {form.gift} <span aria-hidden="true" className="text-promo">*</span>
      </legend>
      <div className={`rounded-md border p-3 text-sm ${error ? "border-promo bg-promo/5" : "border-grey-200 bg-grey-50"}`} aria-live="polite">
        {value ? (
          <p>
            <span className="font-semibold text-ink">{t.option(value.title, value.colorName, value.size)}</span>
            <span className="block text-xs text-grey-600">
              {value.sku} · {t.price(value.price)} · {getAdminOffersMessages().row.stock(value.stock)}
              {!value.sellable && ` · ${t.notSellable}`}
            </span>
          </p>
        ) : (
          <p className="text-grey-600">{t.none}</p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-promo">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          placeholder={t.placeholder}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            void search();
          }}
          className={`${filterControl} min-w-0 flex-1`}
        />
        <button type="button" onClick={() => void search()} disabled={busy} className={adminButton("secondary")}>
          {busy ? t.searching : t.searchButton}
        </button>
      </div>
      {failure && <p className="text-sm font-semibold text-promo">{failure}</p>}
      {found && (
        <div className="grid gap-1">
          <p role="status" className="text-xs text-grey-600">
            {t.results(found.length)}
          </p>
          {found.length > 0 && (
            <ul role="radiogroup" aria-label={t.search} className="max-h-64 divide-y divide-grey-100 overflow-y-auto rounded-md border border-grey-200">
              {found.map((gift) => (
                <li key={gift.skuId}>
                  <label className={`flex min-h-11 items-center gap-3 px-3 py-2 text-sm ${gift.sellable ? "cursor-pointer hover:bg-grey-50" : "opacity-60"}`}>
                    <input
                      type="radio"
                      name={`${id}-gift`}
                      value={gift.skuId}
                      checked={value?.skuId === gift.skuId}
                      disabled={!gift.sellable}
                      onChange={() => onChange(gift)}
                      className="size-4 accent-ink"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="font-semibold text-ink">{t.option(gift.title, gift.colorName, gift.size)}</span>
                      <span className="block text-xs text-grey-600">
                        {gift.sku} · {t.price(gift.price)} · {getAdminOffersMessages().row.stock(gift.stock)}
                        {!gift.sellable && ` · ${t.notSellable}`}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
