"use client";

import type { AdminStopDesk, FeeGridRow } from "@shop/domain/contract/admin-delivery";
import { useId, useMemo, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminDeliveryMessages } from "@/messages/admin";
import { EmptyState, Panel, adminButton } from "../admin-ui";
import { filterControl, filterLabel } from "../search-field";
import { StopDeskFormDialog } from "./stop-desk-form-dialog";

/**
 * The carrier's agencies, by wilaya: open ones by default, the closed on demand. Each can be edited, closed (no
 * longer offered at checkout; the orders that named it keep their copy) or reopened.
 */
export function StopDesksPanel({
  desks,
  states,
  writer,
  onDone,
}: {
  desks: readonly AdminStopDesk[];
  states: readonly Pick<FeeGridRow, "stateId" | "name">[];
  writer: boolean;
  onDone: (message: string) => void;
}) {
  const t = getAdminDeliveryMessages();
  const stateFilterId = useId();
  const [stateId, setStateId] = useState<number | null>(null);
  const [showClosed, setShowClosed] = useState(false);
  const [dialog, setDialog] = useState<{ desk: AdminStopDesk | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const action = useAdminAction();

  const inState = useMemo(() => desks.filter((desk) => stateId === null || desk.stateId === stateId), [desks, stateId]);
  const shown = inState.filter((desk) => showClosed || desk.isActive);
  const closed = inState.filter((desk) => !desk.isActive).length;

  const setOpen = async (desk: AdminStopDesk, isActive: boolean) => {
    setBusy(desk.id);
    const message = isActive ? t.desks.reopenedDone(desk.name) : t.desks.closedDone(desk.name);
    if (await action.run({ method: "put", path: `/api/admin/stop-desks/${desk.id}/open`, body: { isActive }, success: message })) onDone(message);
    setBusy(null);
  };

  return (
    <Panel
      title={t.desks.title}
      bodyClassName=""
      actions={
        writer ? (
          <button type="button" onClick={() => setDialog({ desk: null })} aria-haspopup="dialog" className={adminButton("primary", "min-h-9")}>
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {t.desks.create}
          </button>
        ) : undefined
      }
    >
      <div className="flex flex-wrap items-end gap-4 border-b border-grey-100 px-4 py-3 md:px-5">
        <div className="min-w-56">
          <label htmlFor={stateFilterId} className={filterLabel}>
            {t.desks.state}
          </label>
          <select
            id={stateFilterId}
            value={stateId ?? ""}
            onChange={(event) => setStateId(event.target.value === "" ? null : Number(event.target.value))}
            className={filterControl}
          >
            <option value="">{t.desks.allStates}</option>
            {states.map((state) => (
              <option key={state.stateId} value={state.stateId}>
                {String(state.stateId).padStart(2, "0")} – {state.name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-10 items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={showClosed} onChange={(event) => setShowClosed(event.target.checked)} className="size-4 accent-ink" />
          {t.desks.showClosed}
        </label>
        <p className="pb-2.5 text-xs text-grey-600" aria-live="polite">
          {t.desks.count(inState.length - closed, closed)}
        </p>
      </div>
      {action.error && <FormAlert className="mx-4 mt-3 md:mx-5">{action.error.message}</FormAlert>}
      {shown.length === 0 ? (
        <EmptyState title={t.desks.emptyTitle}>
          <p>{t.desks.emptyText}</p>
        </EmptyState>
      ) : (
        <ul tabIndex={0} aria-label={t.desks.title} className="max-h-[40rem] divide-y divide-grey-100 overflow-y-auto focus-visible:outline-2 focus-visible:outline-gold">
          {shown.map((desk) => (
            <li key={desk.id} data-testid={`stop-desk-${desk.id}`} className={`grid gap-3 px-4 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1.4fr)_auto] md:items-center md:px-5 ${desk.isActive ? "" : "bg-grey-50"}`}>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {desk.name}
                  <span
                    className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ${desk.isActive ? "bg-success/10 text-success ring-success/30" : "bg-grey-100 text-grey-700 ring-grey-300"}`}
                  >
                    {desk.isActive ? t.desks.open : t.desks.closed}
                  </span>
                </p>
                {desk.nameAr && (
                  <p className="text-sm text-grey-700">
                    <span dir="rtl" lang="ar">
                      {desk.nameAr}
                    </span>
                  </p>
                )}
                <p className="text-sm text-grey-600">{desk.address}</p>
              </div>
              <div className="text-sm">
                <p className="text-xs font-semibold uppercase tracking-wider text-grey-600 md:sr-only">{t.desks.columns.place}</p>
                <p className="text-ink">
                  {String(desk.stateId).padStart(2, "0")} – {desk.stateName}
                </p>
                <p className={desk.communeName ? "text-grey-600" : "font-semibold text-warning"}>{desk.communeName ?? t.desks.noCommune}</p>
              </div>
              <div className="text-sm">
                <p className="text-grey-700">{desk.openingHours}</p>
                <p className="text-grey-600">
                  {t.desks.columns.courier} : <span className="font-semibold text-ink">{desk.courier || "—"}</span>
                </p>
              </div>
              {writer && (
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <button
                    type="button"
                    onClick={() => setDialog({ desk })}
                    aria-haspopup="dialog"
                    aria-label={t.desks.editLabel(desk.name)}
                    className={adminButton("secondary", "min-h-9 px-3")}
                  >
                    {t.desks.edit}
                  </button>
                  <button
                    type="button"
                    disabled={busy === desk.id}
                    onClick={() => void setOpen(desk, !desk.isActive)}
                    aria-label={desk.isActive ? t.desks.closeLabel(desk.name) : t.desks.reopenLabel(desk.name)}
                    className={adminButton(desk.isActive ? "danger" : "secondary", "min-h-9 px-3")}
                  >
                    {desk.isActive ? t.desks.close : t.desks.reopen}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog && (
        <StopDeskFormDialog
          desk={dialog.desk}
          states={states}
          defaultStateId={stateId}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            onDone(message);
          }}
        />
      )}
    </Panel>
  );
}
