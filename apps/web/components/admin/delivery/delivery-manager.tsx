"use client";

import type { AdminStopDesk, DeliveryChanges, FeeGrid } from "@shop/domain/contract/admin-delivery";
import { useEffect, useState } from "react";
import { getAdminDeliveryMessages } from "@/messages/admin";
import { PageHeader, Panel, formatDateTime } from "../admin-ui";
import { FeeCsvPanel } from "./fee-csv-panel";
import { FeeGridPanel } from "./fee-grid-panel";
import { StopDesksPanel } from "./stop-desks-panel";

/**
 * The delivery page: the fee grid (tick wilayas, set them at once), its spreadsheet, the stop desks and the journal.
 * What a change did is announced at the top (a live region); each part then reads the page again from the server.
 * Operators (`writer` false) read everything and change nothing.
 */
export function DeliveryManager({
  grid,
  stopDesks,
  changes,
  writer,
}: {
  grid: FeeGrid;
  stopDesks: readonly AdminStopDesk[];
  changes: DeliveryChanges["changes"];
  writer: boolean;
}) {
  const t = getAdminDeliveryMessages();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 8_000);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <>
      <PageHeader title={t.page.title} description={writer ? t.page.description : t.page.readOnly} />
      <div className="grid gap-6 [&>*]:min-w-0">
        <div role="status" aria-live="polite" className="sticky top-16 z-10 empty:hidden lg:top-4">
          {notice && (
            <p className="rounded-md border border-grey-200 border-s-4 border-s-success bg-white px-4 py-2.5 text-sm font-semibold text-success shadow-md">
              {notice}
            </p>
          )}
        </div>
        <FeeGridPanel rows={grid.rows} writer={writer} onDone={setNotice} />
        <FeeCsvPanel writer={writer} onDone={setNotice} />
        <StopDesksPanel desks={stopDesks} states={grid.rows} writer={writer} onDone={setNotice} />
        <Panel title={t.journal.title} bodyClassName="">
          {changes.length === 0 ? (
            <p className="px-5 py-6 text-sm text-grey-600">{t.journal.empty}</p>
          ) : (
            // A list that scrolls on its own: reachable by the keyboard to scroll it, named for screen readers.
            <ol tabIndex={0} aria-label={t.journal.title} className="max-h-80 divide-y divide-grey-100 overflow-y-auto focus-visible:outline-2 focus-visible:outline-gold">
              {changes.map((change) => (
                <li key={change.id} className="grid gap-0.5 px-5 py-2.5 text-sm sm:grid-cols-[11rem_1fr] sm:gap-4">
                  <span className="text-xs text-grey-600 tabular-nums">
                    {formatDateTime(change.at)} · {t.journal.by(change.staffName)}
                  </span>
                  <span className="text-ink">{change.summary}</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </>
  );
}
