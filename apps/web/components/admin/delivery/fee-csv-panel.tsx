"use client";

import type { FeeCsvResult } from "@shop/domain/contract/admin-delivery";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { sendCsv } from "@/lib/admin/send-csv";
import { apiError } from "@/lib/api/errors";
import { getAdminDeliveryMessages } from "@/messages/admin";
import { AdminTable } from "../admin-table";
import { Panel, adminButton } from "../admin-ui";
import { FeeCellView } from "./fee-cell-view";

type Preview = { file: File; result: FeeCsvResult };

/**
 * The grid as a spreadsheet: exported as the API writes it, imported in two steps. The file is read by the API,
 * which changes nothing and answers every change and every bad line and column; the merchant then applies the
 * whole file (refused if the grid moved since the preview), or abandons it (decision 0069).
 */
export function FeeCsvPanel({ writer, onDone }: { writer: boolean; onDone: (message: string) => void }) {
  const t = getAdminDeliveryMessages();
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const read = async (file: File) => {
    setBusy(true);
    setError(null);
    setPreview(null);
    try {
      setPreview({ file, result: await sendCsv<FeeCsvResult>("/api/admin/delivery/fees.csv", file) });
    } catch (failure) {
      setError(apiError(failure).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams({ apply: "true", basis: preview.result.basis });
      const result = await sendCsv<FeeCsvResult>(`/api/admin/delivery/fees.csv?${query}`, preview.file);
      setPreview(null);
      onDone(t.csv.applied(result.changes.length));
      router.refresh();
    } catch (failure) {
      setError(apiError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  const result = preview?.result;
  return (
    <Panel title={t.csv.title}>
      <div className="grid gap-4">
        <p className="max-w-3xl text-sm text-grey-700">{t.csv.text}</p>
        <div className="flex flex-wrap gap-2">
          <a href="/api/admin/delivery/fees.csv" download className={adminButton("secondary")}>
            {t.csv.export}
          </a>
          {writer && (
            <>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                disabled={busy}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void read(file);
                }}
              />
              <label htmlFor={inputId} className={adminButton("primary", "cursor-pointer has-[:disabled]:opacity-50")}>
                {busy ? t.csv.reading : t.csv.import}
              </label>
            </>
          )}
        </div>
        {error && <FormAlert>{error}</FormAlert>}
        {preview && result && (
          <section aria-label={t.csv.previewTitle(preview.file.name)} className="grid gap-3 rounded-lg border border-grey-200 bg-grey-50 p-4">
            <h3 className="text-sm font-bold text-ink">{t.csv.previewTitle(preview.file.name)}</h3>
            {result.errors.length > 0 ? (
              <>
                <p role="alert" className="text-sm font-semibold text-promo">
                  {t.csv.errorsTitle(result.errors.length)}
                </p>
                <AdminTable columns={[{ label: t.csv.line }, { label: t.csv.column }, { label: t.csv.problem }]} className="rounded-md border border-grey-200 bg-white" cell="px-3 py-2">
                  {result.errors.map((item, index) => (
                    <tr key={index} className="border-t border-grey-100">
                      <td className="px-3 py-2 tabular-nums">{item.line}</td>
                      <td className="px-3 py-2 font-mono text-xs">{item.column}</td>
                      <td className="px-3 py-2">{item.message}</td>
                    </tr>
                  ))}
                </AdminTable>
              </>
            ) : (
              <p className="text-sm text-ink">{result.changes.length === 0 ? t.csv.nothing : t.csv.summary(result.changes.length, result.unchanged)}</p>
            )}
            {result.errors.length === 0 && result.changes.length > 0 && (
              <AdminTable columns={[{ label: t.csv.line }, { label: t.grid.wilaya }, { label: t.csv.change }]} className="max-h-72 overflow-y-auto rounded-md border border-grey-200 bg-white" cell="px-3 py-2">
                {result.changes.map((change) => (
                  <tr key={`${change.stateId}:${change.method}`} className="border-t border-grey-100">
                    <td className="px-3 py-2 tabular-nums">{change.line}</td>
                    <td className="px-3 py-2">
                      <span className="block font-semibold">{change.name}</span>
                      <span className="text-xs text-grey-600">{t.methods[change.method]}</span>
                    </td>
                    <td className="px-3 py-2">
                      <span className="flex flex-wrap items-center gap-2">
                        <FeeCellView cell={change.before} />
                        <span aria-hidden="true">→</span>
                        <span className="sr-only">, </span>
                        <FeeCellView cell={change.after} />
                      </span>
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
            <div className="flex flex-wrap gap-2">
              {result.errors.length === 0 && result.changes.length > 0 && (
                <button type="button" onClick={() => void apply()} disabled={busy} className={adminButton("primary")}>
                  {t.csv.confirm(result.changes.length)}
                </button>
              )}
              <button type="button" onClick={() => setPreview(null)} disabled={busy} className={adminButton("secondary")}>
                {t.csv.cancel}
              </button>
            </div>
          </section>
        )}
      </div>
    </Panel>
  );
}
