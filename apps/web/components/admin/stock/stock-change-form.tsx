"use client";

import { STAFF_STOCK_REASONS, STOCK_REASONS, type StockSku } from "@shop/domain/contract/admin-stock";
import { useId, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminMessages, getAdminPagesMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../admin-dialog";
import { adminButton } from "../admin-ui";

const input =
  "block min-h-10 w-full rounded-md border border-grey-300 bg-white px-3 py-2 text-sm text-ink hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink";
const label = "mb-1 block text-xs font-semibold text-grey-700";

/**
 * « Modifier » opens a dialog to set a SKU's stock, or add and take units, always with a reason (the audit trail
 * keeps who, when and why). The sentence of the result stays beside the button once the dialog closes.
 */
export function StockChangeForm({ sku }: { sku: StockSku }) {
  const t = getAdminPagesMessages().stock;
  const common = getAdminMessages().common;
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
    <div className="grid justify-items-start gap-1 md:justify-items-end">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t.changeLabel(sku.title, t.sizeOf(sku.size))}
        onClick={() => setOpen(true)}
        className={adminButton("secondary", "min-h-9 px-3")}
      >
        {t.change}
      </button>
      {open && (
        <AdminDialog
          title={t.changeTitle}
          description={`${sku.title} · ${sku.colorName} (${sku.colorNo}) · ${t.sizeOf(sku.size)} · ${t.current(sku.stock)}`}
          onClose={() => setOpen(false)}
        >
          <form onSubmit={submit}>
            <fieldset disabled={action.isPending} className="grid gap-4 px-5 py-5 sm:grid-cols-2">
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
                <input
                  id={`${id}-quantity`}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  required
                  step={1}
                  className={input}
                  aria-describedby={`${id}-hint`}
                />
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
              {action.error && <FormAlert className="sm:col-span-2">{action.error.message}</FormAlert>}
            </fieldset>
            <AdminDialogFooter>
              <button type="button" onClick={() => setOpen(false)} className={adminButton("secondary", "flex-1 sm:flex-none")}>
                {common.cancel}
              </button>
              <button type="submit" disabled={action.isPending} className={adminButton("primary", "flex-1 sm:flex-none")}>
                {action.isPending ? common.saving : t.save}
              </button>
            </AdminDialogFooter>
          </form>
        </AdminDialog>
      )}
      <p role="status" aria-live="polite" className="text-xs font-semibold text-success">
        {open ? null : action.done}
      </p>
    </div>
  );
}
