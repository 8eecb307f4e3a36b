"use client";

import { CATALOGUE_LIMITS, isValidEan13 } from "@shop/domain/catalogue";
import { CATALOGUE_MESSAGES, type EditorSku } from "@shop/domain/contract/admin-catalogue";
import { useId, useState, type InputHTMLAttributes } from "react";
import { getAdminColoursMessages } from "@/messages/admin";
import { CloseIcon } from "../../admin-icons";
import { adminButton } from "../../admin-ui";
import { promoState, type DraftRow, type RowField } from "./colour-draft";
import { FieldError, controlClass } from "./colour-ui";

/** The grid's columns from 1280 px on; below, each size is a card of labelled fields. */
const COLUMNS =
  "xl:grid-cols-[4.5rem_minmax(9rem,1.4fr)_minmax(7rem,1fr)_7.5rem_7.5rem_5.5rem_3.5rem_2.75rem] xl:items-start xl:gap-x-3";

export type CellChange = (key: string, field: RowField, value: string | boolean) => void;

type CellProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value"> & {
  id: string;
  /** Its full name (« Prix – taille 42 »), read by screen readers and by tests. */
  label: string;
  /** The column's name, shown above the field on a phone, where there is no header row. */
  caption: string;
  value: string;
  error?: string;
  changed: boolean;
  onValue: (value: string) => void;
  className?: string;
  inputClassName?: string;
};

function Cell({ id, label, caption, value, error, changed, onValue, className = "", inputClassName = "", ...input }: CellProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-grey-700 xl:hidden">
        {caption}
      </span>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass({ error: Boolean(error), changed, extra: `px-2.5 ${inputClassName}` })}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

const PROMO_TONES = {
  now: "bg-success/10 text-success ring-success/30",
  planned: "bg-info/10 text-info ring-info/30",
  over: "bg-grey-100 text-grey-600 ring-grey-300",
} as const;

function PromoBadge({ state }: { state: ReturnType<typeof promoState> }) {
  const t = getAdminColoursMessages().grid;
  if (state === null) return null;
  const text = state === "now" ? t.promoNow : state === "planned" ? t.promoPlanned : t.promoOver;
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${PROMO_TONES[state]}`}>
      {text}
    </span>
  );
}

/**
 * One size of the grid. A row shows its promo's window (start and end, Algiers time) on a line of its own once it
 * has a promo price or dates, with whether the promo is charged now or planned.
 */
function SkuRow({
  row,
  line,
  saved,
  changed,
  errors,
  onChange,
  onRemove,
  disabled,
}: {
  row: DraftRow;
  line: number;
  saved: EditorSku | undefined;
  changed: ReadonlySet<string>;
  errors: Partial<Record<string, string>>;
  onChange: CellChange;
  onRemove: (key: string, removed: boolean) => void;
  disabled: boolean;
}) {
  const t = getAdminColoursMessages().grid;
  const id = `${useId()}-${row.key}`;
  // An EAN is checked as it is typed, once it has its 13 digits or the field is left. Blank is allowed: a new
  // size then gets an internal EAN-13 from the API, a saved one keeps its own.
  const [eanTouched, setEanTouched] = useState(false);
  const ean = row.ean.trim();
  const eanError =
    ean !== "" && (eanTouched || ean.length >= 13) && !isValidEan13(ean) ? CATALOGUE_MESSAGES.eanInvalid : undefined;
  const error = (field: RowField) => errors[`${row.key}.${field}`];
  const isChanged = (field: RowField) => changed.has(`${row.key}.${field}`);
  const off = disabled || row.removed;
  const showWindow = row.promoPrice.trim() !== "" || row.promoStart !== "" || row.promoEnd !== "" || error("promoStart") || error("promoEnd");
  const cell = (field: Exclude<RowField, "active">) => ({
    id: `${id}-${field}`,
    value: row[field],
    error: error(field),
    changed: isChanged(field),
    onValue: (value: string) => onChange(row.key, field, value),
    disabled: off,
  });

  return (
    <li
      className={`grid min-w-0 grid-cols-2 gap-x-3 gap-y-3 px-4 py-4 sm:grid-cols-4 md:px-5 xl:py-3 ${COLUMNS} ${
        row.removed ? "bg-grey-50" : row.id === undefined ? "bg-gold-light/30" : ""
      }`}
    >
      <div className="col-start-1 row-start-1 flex min-h-11 items-center gap-3 sm:col-span-3 xl:col-span-1 xl:min-h-10">
        {row.id === undefined ? (
          <Cell
            {...cell("size")}
            label={t.sizeOf(line)}
            caption={t.size}
            maxLength={CATALOGUE_LIMITS.sizeMax}
            className="w-32 xl:w-full"
          />
        ) : (
          <p className={`text-base font-bold xl:text-sm ${row.removed ? "text-grey-500 line-through" : "text-ink"}`}>
            <span className="xl:hidden">{t.size} </span>
            {row.size}
          </p>
        )}
        {row.id === undefined && (
          <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-ink xl:hidden">{t.new}</span>
        )}
      </div>
      {row.removed ? (
        <p className="col-span-2 flex min-h-11 items-center text-sm text-grey-600 sm:col-span-4 xl:col-span-6 xl:min-h-10">{t.removed}</p>
      ) : (
        <>
          <Cell
            {...cell("ean")}
            error={eanError ?? error("ean")}
            onBlur={() => setEanTouched(true)}
            label={t.eanOf(row.size, line)}
            caption={t.ean}
            inputMode="numeric"
            maxLength={13}
            spellCheck={false}
            placeholder={row.id === undefined ? t.eanAuto : undefined}
            inputClassName="font-mono tabular-nums"
          />
          <Cell
            {...cell("sku")}
            label={t.skuOf(row.size, line)}
            caption={t.sku}
            maxLength={CATALOGUE_LIMITS.skuMax}
            spellCheck={false}
          />
          <Cell
            {...cell("price")}
            label={t.priceOf(row.size, line)}
            caption={t.price}
            inputMode="numeric"
            maxLength={8}
            inputClassName="text-end tabular-nums"
          />
          <Cell
            {...cell("promoPrice")}
            label={t.promoPriceOf(row.size, line)}
            caption={t.promoPrice}
            inputMode="numeric"
            maxLength={8}
            inputClassName="text-end tabular-nums"
          />
          <Cell
            {...cell("stock")}
            label={t.stockOf(row.size, line)}
            caption={t.stock}
            inputMode="numeric"
            maxLength={7}
            inputClassName="text-end tabular-nums"
          />
          <div className="flex flex-col">
            <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-grey-700 xl:hidden">
              {t.active}
            </span>
            <input
              id={`${id}-active`}
              type="checkbox"
              role="switch"
              checked={row.active}
              disabled={off}
              onChange={(event) => onChange(row.key, "active", event.target.checked)}
              className="peer sr-only"
            />
            {/* The label is the switch the eye sees: clicking it toggles the box, which keeps the keyboard focus. */}
            <label
              htmlFor={`${id}-active`}
              className="flex min-h-11 w-fit cursor-pointer items-center peer-focus-visible:[&>span]:outline-2 peer-focus-visible:[&>span]:outline-offset-2 peer-focus-visible:[&>span]:outline-gold xl:min-h-10"
            >
              <span className="sr-only">{t.activeOf(row.size, line)}</span>
              <span
                aria-hidden="true"
                className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${row.active ? "bg-success" : "bg-grey-400"} ${
                  isChanged("active") ? "ring-2 ring-gold ring-offset-1" : ""
                }`}
              >
                <span
                  className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-[inset-inline-start] ${row.active ? "start-[1.375rem]" : "start-0.5"}`}
                />
              </span>
            </label>
          </div>
        </>
      )}
      <div className="col-start-2 row-start-1 flex justify-end sm:col-start-4 xl:col-start-8">
        <button
          type="button"
          disabled={disabled}
          onClick={() => onRemove(row.key, !row.removed)}
          aria-label={row.removed ? t.restoreOf(row.size, line) : t.removeOf(row.size, line)}
          className={
            row.removed
              ? adminButton("secondary", "min-h-11 px-3 xl:min-h-10")
              : "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md text-sm font-semibold text-grey-600 hover:bg-promo/10 hover:text-promo xl:min-h-10 xl:min-w-10"
          }
        >
          {row.removed ? (
            t.restore
          ) : (
            <>
              <CloseIcon />
              <span className="xl:sr-only">{t.remove}</span>
            </>
          )}
        </button>
      </div>
      {showWindow && !row.removed && (
        <div className="col-span-2 grid gap-3 sm:col-span-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start xl:col-span-6 xl:col-start-2 xl:grid-cols-[auto_minmax(0,13rem)_auto_minmax(0,13rem)_1fr] xl:items-center">
          <span aria-hidden="true" className="hidden text-xs font-semibold text-grey-700 xl:block">
            {t.promoDates} {t.from}
          </span>
          <Cell
            {...cell("promoStart")}
            type="datetime-local"
            label={t.promoStartOf(row.size, line)}
            caption={t.promoStart}
          />
          <span aria-hidden="true" className="hidden text-xs font-semibold text-grey-700 xl:block">
            {t.to}
          </span>
          <Cell {...cell("promoEnd")} type="datetime-local" label={t.promoEndOf(row.size, line)} caption={t.promoEnd} />
          <div className="flex min-h-11 items-center sm:self-end xl:min-h-10 xl:self-center">
            <PromoBadge state={promoState(row, saved)} />
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * A colour's sizes as a grid: a table from 1280 px (column names for the eye, each field naming itself to screen
 * readers: « Prix – taille 42 »), a card per size on a phone. Cells changed and not saved are gold; refused ones red.
 */
export function SkuGrid({
  rows,
  saved,
  changed,
  errors,
  onChange,
  onRemove,
  disabled,
}: {
  rows: DraftRow[];
  saved: EditorSku[];
  changed: ReadonlySet<string>;
  errors: Partial<Record<string, string>>;
  onChange: CellChange;
  onRemove: (key: string, removed: boolean) => void;
  disabled: boolean;
}) {
  const t = getAdminColoursMessages().grid;
  const byId = new Map(saved.map((sku) => [sku.id, sku]));
  if (rows.length === 0) return <p className="px-4 py-6 text-sm text-grey-600 md:px-5">{t.empty}</p>;
  return (
    <>
      <div
        aria-hidden="true"
        className={`hidden border-b border-grey-200 px-5 py-2.5 text-xs font-semibold uppercase tracking-wider text-grey-600 xl:grid ${COLUMNS}`}
      >
        <span>{t.size}</span>
        <span>{t.ean}</span>
        <span>{t.sku}</span>
        <span className="text-end">{t.price}</span>
        <span className="text-end">{t.promoPrice}</span>
        <span className="text-end">{t.stock}</span>
        <span>{t.active}</span>
        <span />
      </div>
      <ul className="grid divide-y divide-grey-100">
        {rows.map((row, index) => (
          <SkuRow
            key={row.key}
            row={row}
            line={index + 1}
            saved={row.id === undefined ? undefined : byId.get(row.id)}
            changed={changed}
            errors={errors}
            onChange={onChange}
            onRemove={onRemove}
            disabled={disabled}
          />
        ))}
      </ul>
    </>
  );
}
