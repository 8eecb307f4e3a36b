"use client";

import type { BulkApplyResult, BulkPreview } from "@shop/domain/contract/admin-bulk-prices";
import Link from "next/link";
import { useRef, useState } from "react";
import { api } from "@/lib/api/client";
import { apiError, statusOf } from "@/lib/api/errors";
import type { CategoryChoice } from "@/lib/admin/category-choices";
import { useMutation } from "@/lib/query";
import { getAdminBulkPricesMessages } from "@/messages/admin";
import { Panel, adminButton } from "../admin-ui";
import { FormNotice } from "../products/form-notice";
import { emptyOperation, emptySelection, requestOf, type OperationDraft, type SelectionDraft } from "./bulk-draft";
import { OperationStep } from "./operation-step";
import { PreviewTable } from "./preview-table";
import { SelectionStep } from "./selection-step";

const PREVIEW = "/api/admin/catalogue/bulk-prices/preview";
const APPLY = "/api/admin/catalogue/bulk-prices/apply";

/**
 * Prices changed in bulk: the products, the operation, « Prévisualiser » (nothing written), then « Appliquer à N
 * articles » with the preview's token. Any change to the products or the operation sets the preview aside, so what
 * is applied is what the table shows; prices moved by someone else meanwhile are refused by the API (409) and the
 * merchant previews again. What was typed is kept through every refusal.
 */
export function BulkPricesEditor({ categories }: { categories: CategoryChoice[] }) {
  const t = getAdminBulkPricesMessages();
  const [selection, setSelection] = useState<SelectionDraft>(emptySelection);
  const [operation, setOperation] = useState<OperationDraft>(emptyOperation);
  const [missing, setMissing] = useState(false);
  const result = useRef<HTMLDivElement>(null);

  const preview = useMutation({
    mutationFn: async (body: unknown) => (await api.post<BulkPreview>(PREVIEW, body)).data,
    onSuccess: () => requestAnimationFrame(() => result.current?.focus()),
  });
  const apply = useMutation({
    mutationFn: async (body: unknown) => (await api.post<BulkApplyResult>(APPLY, body)).data,
  });
  const busy = preview.isPending || apply.isPending;

  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setMissing(false);
    preview.reset();
    apply.reset();
  };
  const request = requestOf(selection, operation);
  const runPreview = () => {
    apply.reset();
    if ("missing" in request) return setMissing(true);
    preview.mutate(request.body);
  };
  const runApply = () => {
    if ("missing" in request || !preview.data) return;
    apply.mutate({ ...(request.body as object), token: preview.data.token });
  };

  const refusal = apply.error ?? preview.error;
  const error = refusal ? apiError(refusal) : null;
  const stale = apply.error !== null && statusOf(apply.error) === 409;
  // « operation.percent » → « percent »; a promo refused on its price points at the field shown.
  const fieldErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error?.fields ?? {})) {
    const name = key.replace(/^operation\./, "");
    fieldErrors[name === "promoPrice" && operation.promoBy === "percent" ? "promoPercent" : name] = message;
  }
  const selectionError = missing ? t.required[selection.way] : (error?.fields?.selection ?? Object.entries(error?.fields ?? {}).find(([key]) => key.startsWith("selection."))?.[1] ?? null);
  const counts = preview.data?.counts;

  if (apply.data) {
    return (
      <FormNotice
        tone="info"
        title={t.appliedTitle}
        actions={
          <>
            <Link href="/gestion/prix" className={adminButton("primary")}>
              {t.priceLog}
            </Link>
            <button
              type="button"
              className={adminButton("secondary")}
              onClick={() => {
                apply.reset();
                preview.reset();
              }}
            >
              {t.again}
            </button>
          </>
        }
      >
        {t.applied(apply.data.changed, apply.data.products)}
      </FormNotice>
    );
  }

  return (
    <div className="grid gap-4">
      <SelectionStep categories={categories} draft={selection} onChange={edit(setSelection)} error={selectionError} disabled={busy} />
      <OperationStep draft={operation} onChange={edit(setOperation)} errors={fieldErrors} disabled={busy} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={runPreview} disabled={busy} aria-busy={preview.isPending} className={adminButton("primary")}>
          {preview.isPending ? t.previewing : t.preview}
        </button>
      </div>
      {error && !stale && (
        <FormNotice tone="error" title={t.errorTitle} focus={Object.keys(fieldErrors).length === 0}>
          {error.message}
        </FormNotice>
      )}
      {stale && (
        <FormNotice
          tone="error"
          title={t.staleTitle}
          actions={
            <button type="button" onClick={runPreview} className={adminButton("primary")}>
              {t.previewAgain}
            </button>
          }
        >
          {error?.message}
        </FormNotice>
      )}
      {preview.data && counts && (
        <div ref={result} tabIndex={-1} className="outline-none focus-visible:outline-2 focus-visible:outline-ink">
          <Panel title={t.result.title} bodyClassName="">
            <p role="status" className="border-b border-grey-100 px-4 py-3 text-sm text-grey-700 md:px-5">
              {t.result.counts(counts.skus, counts.changed, counts.unchanged, counts.refused, counts.products)}
              {counts.refused > 0 && counts.changed > 0 && <span className="mt-1 block text-xs">{t.result.refusedNote}</span>}
            </p>
            {counts.skus > 0 && <PreviewTable preview={preview.data} />}
            <div className="flex flex-wrap items-center gap-3 border-t border-grey-100 px-4 py-3 md:px-5">
              {counts.changed > 0 ? (
                <button type="button" onClick={runApply} disabled={busy} aria-busy={apply.isPending} className={adminButton("gold")}>
                  {apply.isPending ? t.applying : t.apply(counts.changed)}
                </button>
              ) : (
                <p className="text-sm text-grey-700">{t.result.nothingToChange}</p>
              )}
            </div>
          </Panel>
        </div>
      )}
    </div>
  );
}
