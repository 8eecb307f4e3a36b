"use client";

import "@/lib/security/zod-jitless";
import type { DeliveryMethod } from "@shop/domain/constants";
import { DELIVERY_LIMITS, FEE_MODES, FeeGridUpdateSchema, type FeeCell, type FeeGridRow, type FeeMode } from "@shop/domain/contract/admin-delivery";
import { useEffect, useId, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminDeliveryMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";
import { filterControl, filterLabel } from "../search-field";

/** Values a row's « Modifier » loads into the form (`key` tells one press from the next). */
export type BulkPreset = { key: number; method: DeliveryMethod; cell: FeeCell };
type Target = DeliveryMethod | "both";
type FieldName = "price" | "minDays" | "maxDays" | "fees";

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * Sets the ticked wilayas at once: one method or both, a price, free or unavailable, and a delay. Checked with the
 * API's own schema before it is sent (the same French messages under the fields); the API's refusals land there too.
 */
export function FeeBulkForm({
  rows,
  selected,
  preset,
  onClear,
  onDone,
}: {
  rows: readonly FeeGridRow[];
  selected: ReadonlySet<number>;
  preset: BulkPreset | null;
  onClear: () => void;
  onDone: (message: string) => void;
}) {
  const t = getAdminDeliveryMessages();
  const ids = { method: useId(), price: useId(), min: useId(), max: useId(), mode: useId(), hint: useId() };
  const action = useAdminAction();
  const [target, setTarget] = useState<Target>("home-delivery");
  const [mode, setMode] = useState<FeeMode>("price");
  const [price, setPrice] = useState("");
  const [minDays, setMinDays] = useState("1");
  const [maxDays, setMaxDays] = useState("2");
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  useEffect(() => {
    if (!preset) return;
    setTarget(preset.method);
    setMode(preset.cell.mode);
    setPrice(preset.cell.mode === "price" ? String(preset.cell.price) : "");
    setMinDays(String(preset.cell.minDays));
    setMaxDays(String(preset.cell.maxDays));
    setErrors({});
  }, [preset]);

  const count = selected.size;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const methods: DeliveryMethod[] = target === "both" ? ["home-delivery", "stopdesk-delivery"] : [target];
    const fees = rows
      .filter((row) => selected.has(row.stateId))
      .flatMap((row) =>
        methods.map((method) => ({
          stateId: row.stateId,
          method,
          mode,
          price: mode === "price" ? number(price) : null,
          minDays: number(minDays),
          maxDays: number(maxDays),
        })),
      );
    const checked = FeeGridUpdateSchema.safeParse({ fees });
    if (!checked.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of checked.error.issues) {
        const field = (issue.path.length >= 3 ? issue.path[2] : issue.path[0]) as FieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const success = t.bulk.applied(count);
    if (await action.run({ method: "put", path: "/api/admin/delivery/fees", body: checked.data, success })) onDone(success);
  };

  const errorText = (name: FieldName, id: string) =>
    errors[name] ? (
      <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-promo">
        {errors[name]}
      </p>
    ) : null;

  if (count === 0) {
    return <p className="border-b border-grey-100 bg-grey-50 px-4 py-3 text-sm text-grey-600 md:px-5">{t.bulk.none}</p>;
  }
  return (
    <form noValidate onSubmit={submit} aria-label={t.bulk.title} className="grid gap-3 border-b border-grey-200 bg-gold-light/30 px-4 py-4 md:px-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold text-ink">
          {t.bulk.title} · <span className="font-semibold">{t.bulk.selected(count)}</span>
        </p>
        <button type="button" onClick={onClear} className="text-sm font-semibold text-grey-700 underline underline-offset-2 hover:text-ink">
          {t.bulk.clear}
        </button>
      </div>
      {action.error && <FormAlert>{action.error.message}</FormAlert>}
      {errors.fees && <FormAlert>{errors.fees}</FormAlert>}
      <fieldset disabled={action.isPending} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[11rem_auto_7rem_7rem_7rem_auto] lg:items-end">
        <div>
          <label htmlFor={ids.method} className={filterLabel}>
            {t.bulk.method}
          </label>
          <select id={ids.method} value={target} onChange={(event) => setTarget(event.target.value as Target)} className={filterControl}>
            <option value="home-delivery">{t.methods["home-delivery"]}</option>
            <option value="stopdesk-delivery">{t.methods["stopdesk-delivery"]}</option>
            <option value="both">{t.bulk.both}</option>
          </select>
        </div>
        <fieldset>
          <legend className={filterLabel}>{t.bulk.mode}</legend>
          <div className="flex rounded-md border border-grey-300 bg-white p-0.5">
            {FEE_MODES.map((value) => (
              <label
                key={value}
                className="flex min-h-9 flex-1 cursor-pointer items-center justify-center rounded px-3 text-sm font-semibold text-grey-700 has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
              >
                <input
                  type="radio"
                  name={ids.mode}
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  aria-describedby={value === "unavailable" ? ids.hint : undefined}
                  className="sr-only"
                />
                {t.modes[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={ids.price} className={filterLabel}>
            {t.bulk.price}
          </label>
          <input
            id={ids.price}
            inputMode="numeric"
            value={mode === "price" ? price : ""}
            onChange={(event) => setPrice(event.target.value)}
            disabled={mode !== "price"}
            maxLength={String(DELIVERY_LIMITS.priceMax).length + 2}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? `${ids.price}-error` : undefined}
            className={`${filterControl} tabular-nums disabled:bg-grey-100 disabled:text-grey-500`}
          />
          {errorText("price", ids.price)}
        </div>
        <div>
          <label htmlFor={ids.min} className={filterLabel}>
            {t.bulk.minDays}
          </label>
          <input
            id={ids.min}
            inputMode="numeric"
            value={minDays}
            onChange={(event) => setMinDays(event.target.value)}
            maxLength={3}
            aria-invalid={errors.minDays ? true : undefined}
            aria-describedby={errors.minDays ? `${ids.min}-error` : undefined}
            className={`${filterControl} tabular-nums`}
          />
          {errorText("minDays", ids.min)}
        </div>
        <div>
          <label htmlFor={ids.max} className={filterLabel}>
            {t.bulk.maxDays}
          </label>
          <input
            id={ids.max}
            inputMode="numeric"
            value={maxDays}
            onChange={(event) => setMaxDays(event.target.value)}
            maxLength={3}
            aria-invalid={errors.maxDays ? true : undefined}
            aria-describedby={errors.maxDays ? `${ids.max}-error` : undefined}
            className={`${filterControl} tabular-nums`}
          />
          {errorText("maxDays", ids.max)}
        </div>
        <button type="submit" className={adminButton("primary", "w-full whitespace-nowrap lg:w-auto")}>
          {action.isPending ? t.bulk.applying : t.bulk.apply(count)}
        </button>
      </fieldset>
      {mode === "unavailable" && (
        <p id={ids.hint} className="text-xs text-grey-700">
          {t.bulk.unavailableHint}
        </p>
      )}
    </form>
  );
}
