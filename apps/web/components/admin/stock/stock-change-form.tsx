"use client";

import { STAFF_STOCK_REASONS, STOCK_REASONS, type StockSku } from "@shop/domain/contract/admin-stock";
import { useId, useState, type FormEvent } from "react";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminPagesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";

const input =
  "block w-full rounded-md border border-grey-300 bg-white px-3 py-2 text-sm text-ink hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink";
const label = "mb-1 block text-xs font-semibold text-grey-700";

/** Set a SKU's stock, or add and take units, always with a reason (the audit trail keeps who, when and why). */
export function StockChangeForm({ sku }: { sku: StockSku }) {
  const t = getAdminPagesMessages().stock;
  const id = useId();
  const [open, setOpen] = useState(false);
  const action = useAdminAction();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const note = String(data.get("note") ?? "").trim();
    const body = {
      mode: data.get("mode"),
      quantity: Number(data.get("quantity")),
      reason: data.get("reason"),
      ...(note ? { note } : {}),
    };
    const mode = body.mode === "set" ? "set" : "adjust";
    const expected = mode === "set" ? body.quantity : sku.stock + body.quantity;
    const ok = await action.run({ method: "post", path: `/api/admin/stock/${sku.skuId}`, body, success: t.done(expected) });
    if (ok) setOpen(false);
  };

  return (
    <div className="grid gap-2">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className={adminButton("secondary", "min-h-9 px-3")}>
        {t.change}
      </button>
      {open && (
        <form onSubmit={submit} className="grid gap-3 rounded-md border border-grey-200 bg-grey-50 p-3 text-start sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-mode`} className={label}>
              {t.mode}
            </label>
            <select id={`${id}-mode`} name="mode" defaultValue="adjust" className={input}>
              <option value="adjust">{t.adjust}</option>
              <option value="set">{t.set}</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-quantity`} className={label}>
              {t.quantity}
            </label>
            <input id={`${id}-quantity`} name="quantity" type="number" required step={1} className={input} aria-describedby={`${id}-hint`} />
          </div>
          <p id={`${id}-hint`} className="text-xs text-grey-600 sm:col-span-2">
            {t.quantityHint}
          </p>
          <div>
            <label htmlFor={`${id}-reason`} className={label}>
              {t.reason}
            </label>
            <select id={`${id}-reason`} name="reason" required defaultValue="" className={input}>
              <option value="" disabled>
                {t.reasonPlaceholder}
              </option>
              {STAFF_STOCK_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {STOCK_REASONS[reason]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-note`} className={label}>
              {t.note}
            </label>
            <input id={`${id}-note`} name="note" maxLength={500} className={input} />
          </div>
          <button type="submit" disabled={action.isPending} className={adminButton("primary", "justify-self-start")}>
            {t.save}
          </button>
        </form>
      )}
      <p role="status" aria-live="polite" className="text-xs font-semibold">
        {action.error ? <span className="text-promo">{action.error.message}</span> : <span className="text-success">{action.done}</span>}
      </p>
    </div>
  );
}
