"use client";

import type { FeeGridRow } from "@shop/domain/contract/admin-delivery";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { getAdminDeliveryMessages } from "@/messages/admin";
import { Panel } from "../admin-ui";
import { filterControl, filterLabel } from "../search-field";
import { FeeBulkForm, type BulkPreset } from "./fee-bulk-form";
import { FeeCellView } from "./fee-cell-view";

type Filter = keyof ReturnType<typeof getAdminDeliveryMessages>["grid"]["filters"];

const FILTERS: Record<Filter, (row: FeeGridRow) => boolean> = {
  all: () => true,
  homeUnavailable: (row) => row.home.mode === "unavailable",
  stopDeskUnavailable: (row) => row.stopDesk.mode === "unavailable" || row.openStopDesks === 0,
  free: (row) => row.home.mode === "free" || row.stopDesk.mode === "free",
  noDesk: (row) => row.openStopDesks === 0,
};

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .trim();

/**
 * The 58 wilayas × home / stop desk. Filters narrow what is shown; the checkboxes (one per wilaya, one for all those
 * shown) choose what the form above sets at once. « Modifier » on a row selects it alone with its values in the form.
 */
export function FeeGridPanel({ rows, writer, onDone }: { rows: readonly FeeGridRow[]; writer: boolean; onDone: (message: string) => void }) {
  const t = getAdminDeliveryMessages();
  const searchId = useId();
  const filterId = useId();
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [preset, setPreset] = useState<BulkPreset | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => {
    const wanted = plain(query);
    return rows.filter(
      (row) => FILTERS[filter](row) && (wanted === "" || plain(row.name).includes(wanted) || String(row.stateId) === wanted || row.code === wanted),
    );
  }, [rows, query, filter]);
  const shownSelected = shown.filter((row) => selected.has(row.stateId)).length;
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = shownSelected > 0 && shownSelected < shown.length;
  }, [shownSelected, shown.length]);

  const toggle = (stateId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(stateId);
      else next.delete(stateId);
      return next;
    });
  const toggleShown = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of shown) if (on) next.add(row.stateId);
      else next.delete(row.stateId);
      return next;
    });
  const editRow = (row: FeeGridRow) => {
    setSelected(new Set([row.stateId]));
    setPreset({ key: Date.now(), method: "home-delivery", cell: row.home });
    formRef.current?.querySelector<HTMLElement>("select, input")?.focus();
  };

  return (
    <Panel title={t.grid.title} bodyClassName="">
      {writer && (
        <div ref={formRef}>
          <FeeBulkForm
            rows={rows}
            selected={selected}
            preset={preset}
            onClear={() => setSelected(new Set())}
            onDone={(message) => {
              setSelected(new Set());
              onDone(message);
            }}
          />
        </div>
      )}
      <div className="flex flex-wrap items-end gap-3 border-b border-grey-100 px-4 py-3 md:px-5">
        <div className="min-w-48 flex-1">
          <label htmlFor={searchId} className={filterLabel}>
            {t.grid.search}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t.grid.searchPlaceholder}
            className={filterControl}
          />
        </div>
        <div className="min-w-48">
          <label htmlFor={filterId} className={filterLabel}>
            {t.grid.filter}
          </label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as Filter)} className={filterControl}>
            {(Object.keys(FILTERS) as Filter[]).map((key) => (
              <option key={key} value={key}>
                {t.grid.filters[key]}
              </option>
            ))}
          </select>
        </div>
        <p className="pb-2 text-xs text-grey-600" aria-live="polite">
          {t.grid.shown(shown.length)}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-grey-600">{t.grid.empty}</p>
      ) : (
        <div tabIndex={0} role="region" aria-label={t.grid.title} className="max-h-[36rem] overflow-auto focus-visible:outline-2 focus-visible:outline-gold">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.grid.title}</caption>
            <thead className="sticky top-0 z-[1] bg-white shadow-[0_1px_0_var(--color-grey-200)]">
              <tr className="text-xs font-semibold uppercase tracking-wider text-grey-600">
                {writer && (
                  <th scope="col" className="w-10 px-2.5 py-2.5 sm:px-4 text-start">
                    <input
                      ref={allBox}
                      type="checkbox"
                      aria-label={t.grid.selectAll}
                      checked={shown.length > 0 && shownSelected === shown.length}
                      onChange={(event) => toggleShown(event.target.checked)}
                      className="size-4 accent-ink"
                    />
                  </th>
                )}
                <th scope="col" className="px-2.5 py-2.5 sm:px-4 text-start">
                  {t.grid.wilaya}
                </th>
                <th scope="col" className="px-2.5 py-2.5 sm:px-4 text-start">
                  {t.methods["home-delivery"]}
                </th>
                <th scope="col" className="px-2.5 py-2.5 sm:px-4 text-start">
                  {t.methods["stopdesk-delivery"]}
                </th>
                {writer && (
                  <th scope="col" className="hidden px-4 py-2.5 text-end sm:table-cell">
                    <span className="sr-only">{t.grid.edit}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-grey-100">
              {shown.map((row) => {
                const isSelected = selected.has(row.stateId);
                return (
                  <tr key={row.stateId} data-testid={`fee-row-${row.stateId}`} className={isSelected ? "bg-gold-light/40" : "hover:bg-grey-50"}>
                    {writer && (
                      <td className="px-2.5 py-2.5 sm:px-4">
                        <input
                          type="checkbox"
                          aria-label={t.grid.select(row.name)}
                          checked={isSelected}
                          onChange={(event) => toggle(row.stateId, event.target.checked)}
                          className="size-4 accent-ink"
                        />
                      </td>
                    )}
                    <th scope="row" className="px-2.5 py-2.5 sm:px-4 text-start font-semibold text-ink">
                      <span className="me-2 inline-block w-6 text-xs text-grey-600 tabular-nums">{String(row.stateId).padStart(2, "0")}</span>
                      {row.name}
                      {writer && (
                        <button
                          type="button"
                          onClick={() => editRow(row)}
                          aria-label={t.grid.editLabel(row.name)}
                          className="mt-1 block min-h-8 text-xs font-semibold text-grey-700 underline underline-offset-2 sm:hidden"
                        >
                          {t.grid.edit}
                        </button>
                      )}
                    </th>
                    <td className="px-2.5 py-2.5 sm:px-4">
                      <FeeCellView cell={row.home} />
                    </td>
                    <td className="px-2.5 py-2.5 sm:px-4">
                      <span className="grid gap-1">
                        <FeeCellView cell={row.stopDesk} />
                        <span className={`text-xs ${row.openStopDesks === 0 ? "font-semibold text-warning" : "text-grey-600"}`}>
                          {t.grid.desks(row.openStopDesks)}
                        </span>
                      </span>
                    </td>
                    {writer && (
                      <td className="hidden px-4 py-2.5 text-end sm:table-cell">
                        <button
                          type="button"
                          onClick={() => editRow(row)}
                          aria-label={t.grid.editLabel(row.name)}
                          className="min-h-9 rounded-md px-3 text-sm font-semibold text-ink underline-offset-2 hover:bg-grey-100 hover:underline"
                        >
                          {t.grid.edit}
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
