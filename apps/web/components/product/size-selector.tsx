"use client";

import type { SizePrice } from "@shop/domain/contract/catalog";
import type { ReactNode } from "react";
import { useProductFormMessages } from "./product-form-messages";

/**
 * The sizes of the chosen colour as a radio group of chips. Stock arrives after the page (it is never cached):
 * until then every size is enabled, so a shopper can pick at once; a size that turns out sold out is then
 * disabled and marked 'Épuisé' (chips have a fixed height, so nothing moves), and the API refuses it anyway.
 */
export function SizeSelector({
  sizes,
  stock,
  selected,
  onSelect,
  error,
  guide,
}: {
  sizes: SizePrice[];
  /** Pieces per EAN, or undefined while loading. */
  stock: Record<string, number> | undefined;
  selected: string;
  onSelect: (size: string) => void;
  error: string | undefined;
  /** The 'Guide des tailles' button, beside the legend. */
  guide?: ReactNode;
}) {
  const t = useProductFormMessages();
  const selectedStock = stock && sizes.find((size) => size.size === selected);
  const left = selectedStock ? (stock[selectedStock.ean] ?? 0) : null;

  return (
    <fieldset aria-describedby={error ? "size-error" : undefined}>
      <legend className="float-start text-sm font-bold">
        {t.size}
        <span aria-hidden="true" className="text-promo">
          {" "}
          *
        </span>
      </legend>
      {guide && <div className="float-end -my-3 ms-3">{guide}</div>}
      {left !== null && left > 0 && left <= 3 && (
        <p className="float-end text-xs font-semibold text-promo">{t.lowStock(left)}</p>
      )}
      <div className="clear-both grid grid-cols-4 pt-3 gap-2 sm:grid-cols-5" data-testid="size-options">
        {sizes.map((size) => {
          const soldOut = stock !== undefined && (stock[size.ean] ?? 0) <= 0;
          return (
            <label key={size.ean} className="relative">
              <input
                type="radio"
                name="size"
                value={size.size}
                checked={selected === size.size}
                disabled={soldOut}
                onChange={() => onSelect(size.size)}
                className="peer sr-only"
              />
              <span
                className={`flex h-12 flex-col items-center justify-center border text-sm font-semibold transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold ${
                  soldOut
                    ? "cursor-not-allowed border-grey-200 bg-grey-50 text-grey-600"
                    : "cursor-pointer border-grey-300 hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white"
                }`}
              >
                {/* The size itself when an answer cached before sizes had names is still served. */}
                <span className={soldOut ? "line-through" : undefined}>{size.sizeName || size.size}</span>
                {soldOut && <span className="text-xxxs font-bold uppercase tracking-wide">{t.soldOut}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="size-error" role="alert" className="mt-2 text-xs text-promo">
          {error}
        </p>
      )}
    </fieldset>
  );
}
