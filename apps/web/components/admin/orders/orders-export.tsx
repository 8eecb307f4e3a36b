"use client";

import { OrdersExportQuerySchema } from "@shop/domain/contract/admin-orders-export";
import { useId, useState, type FormEvent } from "react";
import { getAdminPagesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";
import { filterControl, filterLabel } from "../search-field";

type Field = "from" | "to";

/**
 * The accountant's export: a plain GET form to the API's CSV, so the browser downloads the file as it streams and
 * the page stays. The period is checked first with the API's own rule, and what is wrong is said beside its day.
 */
export function OrdersExport({ from, to }: { from: string; to: string }) {
  const t = getAdminPagesMessages().orders;
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState("");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const parsed = OrdersExportQuerySchema.safeParse({ from: data.get("from"), to: data.get("to") });
    if (parsed.success) {
      setErrors({});
      setStatus(t.exportStarted);
      return;
    }
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    setErrors(found);
    setStatus(Object.values(found).join(" "));
    const first = found.from ? "from" : "to";
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const field = (name: Field, label: string, value: string) => {
    const error = errors[name];
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className={filterLabel}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="date"
          required
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={`${filterControl} ${error ? "border-promo" : ""}`}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-xs font-semibold text-promo">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      method="get"
      action="/api/admin/orders/export"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-sm font-bold text-ink">
        {t.exportTitle}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-grey-700">{t.exportText}</p>
      <div className="mt-3 grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap">
        <div className="sm:w-44">{field("from", t.exportFrom, from)}</div>
        <div className="sm:w-44">{field("to", t.exportTo, to)}</div>
        <button type="submit" className={adminButton("primary", "col-span-2 sm:mt-5")}>
          {t.exportButton}
        </button>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </form>
  );
}
