"use client";

import { PERCENT_CHANGE, algiersLocalToIso, isPercentChange } from "@shop/domain/catalogue";
import { CATALOGUE_MESSAGES, PriceSchema } from "@shop/domain/contract/admin-catalogue";
import { useId, useState, type FormEvent } from "react";
import { getAdminColoursMessages } from "@/messages/admin";
import { adminButton } from "../../admin-ui";
import { bulkOnePrice, bulkPercent, bulkPromo, type ColourDraft } from "./colour-draft";
import { FieldError, controlClass, labelClass } from "./colour-ui";

type Mode = "price" | "percent" | "promo";

/** How many sizes an edit changed: what the preview announces. */
const rowsChanged = (before: ColourDraft, after: ColourDraft) =>
  after.rows.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before.rows[index])).length;

/**
 * The bulk edits above a colour's grid, each the domain's rule (`withOnePrice`, `withPricesChangedBy`,
 * `withPromoForAll`): they change the grid on screen only, the changed cells highlighted, until « Enregistrer la
 * couleur » saves them like anything typed.
 */
export function BulkBar({
  draft,
  onApply,
  disabled,
}: {
  draft: ColourDraft;
  onApply: (next: ColourDraft, sentence: string) => void;
  disabled: boolean;
}) {
  const t = getAdminColoursMessages().bulk;
  const id = useId();
  const [mode, setMode] = useState<Mode | null>(null);
  const [price, setPrice] = useState("");
  const [percent, setPercent] = useState("");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const sizes = draft.rows.filter((row) => !row.removed).length;

  const apply = (next: ColourDraft) => {
    const count = rowsChanged(draft, next);
    onApply(next, count === 0 && sizes === 0 ? t.noSizes : t.previewed(count));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (mode === "percent") {
      const value = Number(percent.trim().replace(",", ".").replace("−", "-"));
      if (percent.trim() === "" || !isPercentChange(value)) return setError({ field: "percent", message: CATALOGUE_MESSAGES.percentInvalid });
      return apply(bulkPercent(draft, value));
    }
    const parsed = PriceSchema.safeParse(price.trim());
    if (!parsed.success) return setError({ field: "price", message: parsed.error.issues[0]?.message ?? CATALOGUE_MESSAGES.priceInvalid });
    if (mode === "price") return apply(bulkOnePrice(draft, parsed.data));
    for (const [field, value] of [["start", start], ["end", end]] as const)
      if (value && !algiersLocalToIso(value)) return setError({ field, message: CATALOGUE_MESSAGES.promoDateInvalid });
    if (start && end && Date.parse(algiersLocalToIso(end)!) <= Date.parse(algiersLocalToIso(start)!))
      return setError({ field: "end", message: CATALOGUE_MESSAGES.promoEndBeforeStart });
    apply(bulkPromo(draft, { price: parsed.data, start: start || null, end: end || null }));
  };

  const toggle = (next: Mode) => {
    setError(null);
    setMode(mode === next ? null : next);
  };
  const input = (field: string, extra = "") => ({
    id: `${id}-${field}`,
    "aria-invalid": error?.field === field ? true : undefined,
    "aria-describedby": error?.field === field ? `${id}-${field}-error` : undefined,
    className: controlClass({ error: error?.field === field, extra }),
  });
  const errorOf = (field: string) => (error?.field === field ? <FieldError id={`${id}-${field}-error`}>{error.message}</FieldError> : null);
  const tab = (target: Mode, label: string) => (
    <button
      type="button"
      aria-expanded={mode === target}
      aria-controls={`${id}-form`}
      disabled={disabled}
      onClick={() => toggle(target)}
      className={adminButton(mode === target ? "primary" : "secondary", "min-h-11 md:min-h-10")}
    >
      {label}
    </button>
  );

  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t.label} className="flex flex-wrap gap-2">
        {tab("price", t.onePrice)}
        {tab("percent", t.percent)}
        {tab("promo", t.promo)}
      </div>
      {mode && (
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={submit}
          className="grid items-start gap-3 rounded-md border border-grey-200 bg-grey-50 p-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end"
        >
          {mode === "percent" ? (
            <div className="lg:w-44">
              <label htmlFor={`${id}-percent`} className={labelClass}>
                {t.percentLabel}
              </label>
              <input
                {...input("percent", "text-end tabular-nums")}
                value={percent}
                onChange={(event) => setPercent(event.target.value)}
                inputMode="decimal"
                autoComplete="off"
                placeholder={`${PERCENT_CHANGE.min} … +${PERCENT_CHANGE.max}`}
                aria-describedby={error?.field === "percent" ? `${id}-percent-error` : `${id}-percent-hint`}
              />
              {errorOf("percent") ?? (
                <p id={`${id}-percent-hint`} className="mt-1 text-xs text-grey-600">
                  {t.percentHint}
                </p>
              )}
            </div>
          ) : (
            <div className="lg:w-40">
              <label htmlFor={`${id}-price`} className={labelClass}>
                {mode === "promo" ? t.promoPrice : t.price}
              </label>
              <input
                {...input("price", "text-end tabular-nums")}
                value={price}
                onChange={(event) => setPrice(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
              />
              {errorOf("price")}
            </div>
          )}
          {mode === "promo" && (
            <>
              <div className="lg:w-56">
                <label htmlFor={`${id}-start`} className={labelClass}>
                  {t.promoStart}
                </label>
                <input {...input("start", "px-2.5")} type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} />
                {errorOf("start")}
              </div>
              <div className="lg:w-56">
                <label htmlFor={`${id}-end`} className={labelClass}>
                  {t.promoEnd}
                </label>
                <input {...input("end", "px-2.5")} type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} />
                {errorOf("end")}
              </div>
            </>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <button type="submit" disabled={disabled} className={adminButton("primary", "min-h-11 md:min-h-10")}>
              {t.apply}
            </button>
            {mode === "promo" && (
              <button
                type="button"
                disabled={disabled}
                onClick={() => apply(bulkPromo(draft, null))}
                className={adminButton("secondary", "min-h-11 md:min-h-10")}
              >
                {t.removePromos}
              </button>
            )}
            <button type="button" onClick={() => setMode(null)} className={adminButton("secondary", "min-h-11 border-transparent md:min-h-10")}>
              {t.close}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
