"use client";

import { useId } from "react";
import { getAdminBulkPricesMessages } from "@/messages/admin";
import { Panel } from "../admin-ui";
import { FieldError, controlClass, labelClass } from "../products/colours/colour-ui";
import type { OperationDraft, OperationKind } from "./bulk-draft";

const KINDS: OperationKind[] = ["percent", "set-price", "promo", "clear-promo"];

/**
 * Step 2: what happens to the prices. The fields are sent as typed: the API checks them with the contract's rules and
 * its French messages come back under each field (`errors`, keyed by the field's name in the request: « percent »).
 */
export function OperationStep({
  draft,
  onChange,
  errors,
  disabled,
}: {
  draft: OperationDraft;
  onChange: (next: OperationDraft) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const t = getAdminBulkPricesMessages().operation;
  const id = useId();
  const field = (name: keyof OperationDraft, label: string, props: { hint?: string; inputMode?: "numeric" | "decimal"; type?: string } = {}) => {
    const error = errors[name];
    const describedBy = [error && `${id}-${name}-error`, props.hint && `${id}-${name}-hint`].filter(Boolean).join(" ");
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className={labelClass}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          value={draft[name]}
          onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={controlClass({ error: Boolean(error) })}
        />
        {props.hint && (
          <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-grey-600">
            {props.hint}
          </p>
        )}
        {error && <FieldError id={`${id}-${name}-error`}>{error}</FieldError>}
      </div>
    );
  };

  return (
    <Panel title={t.title}>
      <fieldset disabled={disabled} className="grid gap-4">
        <legend className="sr-only">{t.legend}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {KINDS.map((kind) => (
            <label
              key={kind}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink ${
                draft.kind === kind ? "border-ink bg-grey-50 text-ink" : "border-grey-300 bg-white text-grey-700 hover:border-grey-500"
              }`}
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => onChange({ ...draft, kind })}
                className="size-4 accent-ink"
              />
              {t.kinds[kind]}
            </label>
          ))}
        </div>

        {draft.kind === "set-price" && <div className="max-w-xs">{field("price", t.price, { inputMode: "numeric" })}</div>}
        {draft.kind === "percent" && <div className="max-w-xs">{field("percent", t.percent, { inputMode: "decimal", hint: t.percentHint })}</div>}
        {draft.kind === "promo" && (
          <div className="grid gap-4">
            <fieldset>
              <legend className={labelClass}>{t.promoBy}</legend>
              <div className="flex flex-wrap gap-4 text-sm">
                {(["percent", "price"] as const).map((by) => (
                  <label key={by} className="flex min-h-10 cursor-pointer items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-promo-by`}
                      checked={draft.promoBy === by}
                      onChange={() => onChange({ ...draft, promoBy: by })}
                      className="size-4 accent-ink"
                    />
                    {by === "price" ? t.promoByPrice : t.promoByPercent}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-3">
              {draft.promoBy === "price"
                ? field("promoPrice", t.promoPrice, { inputMode: "numeric" })
                : field("promoPercent", t.promoPercent, { inputMode: "numeric", hint: t.promoPercentHint })}
              {field("start", t.start, { type: "datetime-local" })}
              {field("end", t.end, { type: "datetime-local" })}
            </div>
            <p className="text-xs text-grey-600">{t.datesHint}</p>
          </div>
        )}
        {draft.kind === "clear-promo" && <p className="text-sm text-grey-700">{t.clearHint}</p>}
      </fieldset>
    </Panel>
  );
}
