"use client";

import type { AdminOrderDetail } from "@shop/domain/contract/admin-orders";
import { ACTION_LABELS, STAFF_CANCEL_REASONS, type StaffOrderAction } from "@shop/domain/order-workflow";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminPagesMessages } from "@/messages/admin";
import { adminButton, type AdminButtonTone } from "../admin-ui";

const TONE: Record<StaffOrderAction, AdminButtonTone> = {
  confirm: "primary",
  "no-answer": "secondary",
  cancel: "danger",
  ship: "primary",
  deliver: "primary",
  return: "danger",
};

const input =
  "block w-full rounded-md border border-grey-300 bg-white px-3 py-2 text-sm text-ink hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink";

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-grey-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The moves the state machine allows on this order, and nothing else. Confirming, delivering and returning
 * take one click; a call without answer, a cancellation and a shipment open a short form first.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const t = getAdminPagesMessages().order;
  const [open, setOpen] = useState<StaffOrderAction | null>(null);
  const action = useAdminAction();
  const oneClick: StaffOrderAction[] = ["confirm", "deliver", "return"];

  const run = async (name: StaffOrderAction, body: Record<string, string>) => {
    const ok = await action.run({ method: "post", path: `/api/admin/orders/${order.id}/${name}`, body, success: t.done[name] });
    if (ok) setOpen(null);
  };
  const submit = (name: StaffOrderAction) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body: Record<string, string> = {};
    for (const [key, value] of data.entries()) if (typeof value === "string" && value.trim() !== "") body[key] = value.trim();
    void run(name, body);
  };

  // The live region stays when the last move leaves no action (cancelled, delivered): its sentence is still read.
  const result = (
    <p aria-live="polite" role="status" className="text-sm font-semibold">
      {action.error ? <span className="text-promo">{action.error.message}</span> : <span className="text-success">{action.done}</span>}
    </p>
  );
  if (order.allowedActions.length === 0)
    return (
      <div className="grid gap-2">
        <p className="text-sm text-grey-600">{t.noActions}</p>
        {result}
      </div>
    );
  const left = order.maxNoAnswerAttempts - order.noAnswerAttempts;

  return (
    <div className="grid gap-3">
      {order.noAnswerAttempts > 0 && (
        <p className="text-sm font-semibold text-warning">{t.attempts(order.noAnswerAttempts, order.maxNoAnswerAttempts)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {order.allowedActions.map((name) => (
          <button
            key={name}
            type="button"
            disabled={action.isPending}
            aria-expanded={oneClick.includes(name) ? undefined : open === name}
            onClick={() => (oneClick.includes(name) ? void run(name, {}) : setOpen(open === name ? null : name))}
            className={adminButton(TONE[name], "flex-1 sm:flex-none")}
          >
            {ACTION_LABELS[name]}
          </button>
        ))}
      </div>
      {open === "no-answer" && (
        <form onSubmit={submit("no-answer")} className="grid gap-3 rounded-md border border-grey-200 bg-grey-50 p-3">
          <Labelled label={t.noAnswerNote}>{(id) => <textarea id={id} name="note" rows={2} required maxLength={500} className={input} />}</Labelled>
          <p className="text-xs text-grey-600">{t.noAnswerHint(left)}</p>
          <button type="submit" disabled={action.isPending} className={adminButton("primary", "justify-self-start")}>
            {ACTION_LABELS["no-answer"]}
          </button>
        </form>
      )}
      {open === "cancel" && (
        <form onSubmit={submit("cancel")} className="grid gap-3 rounded-md border border-grey-200 bg-grey-50 p-3">
          <Labelled label={t.reason}>
            {(id) => (
              <select id={id} name="reason" required defaultValue="" className={input}>
                <option value="" disabled>
                  {t.reasonPlaceholder}
                </option>
                {Object.entries(STAFF_CANCEL_REASONS).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled label={t.noteOptional}>{(id) => <textarea id={id} name="note" rows={2} maxLength={500} className={input} />}</Labelled>
          <button type="submit" disabled={action.isPending} className={adminButton("danger", "justify-self-start")}>
            {ACTION_LABELS.cancel}
          </button>
        </form>
      )}
      {open === "ship" && (
        <form onSubmit={submit("ship")} className="grid gap-3 rounded-md border border-grey-200 bg-grey-50 p-3 sm:grid-cols-2">
          <Labelled label={t.courier}>
            {(id) => <input id={id} name="courier" required maxLength={60} placeholder={t.courierPlaceholder} className={input} />}
          </Labelled>
          <Labelled label={t.tracking}>{(id) => <input id={id} name="trackingNumber" required maxLength={60} className={input} />}</Labelled>
          <button type="submit" disabled={action.isPending} className={adminButton("primary", "justify-self-start")}>
            {ACTION_LABELS.ship}
          </button>
        </form>
      )}
      {result}
    </div>
  );
}
