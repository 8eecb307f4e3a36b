"use client";

import { IMPORT_LIMITS, type ImportPreview } from "@shop/domain/contract/admin-catalogue-files";
import { useId, useRef, useState, type FormEvent } from "react";
import { apiError } from "@/lib/api/errors";
import { getAdminCatalogueFilesMessages } from "@/messages/admin";
import { Panel, adminButton } from "../admin-ui";
import { FormNotice } from "../products/form-notice";
import { ImportPreviewSummary } from "./import-preview";
import { ImportProgress } from "./import-progress";
import { confirmImport, sendCatalogueFile } from "./import-requests";

const input =
  "block h-10 w-full rounded-md border border-grey-300 bg-white ps-1 text-sm leading-[2.375rem] text-ink hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink file:me-3 file:rounded file:border-0 file:bg-grey-100 file:px-3 file:py-1 file:text-sm file:font-semibold";

/**
 * The import: a file, its preview (counts and every error by line and column, nothing written), then « Lancer
 * l’import », which starts the job on the server and follows it with a progress bar to its end.
 */
export function CatalogueImport() {
  const t = getAdminCatalogueFilesMessages();
  const fileId = useId();
  const hintId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [running, setRunning] = useState<number | null>(null);

  const reset = () => {
    setPreview(null);
    setRunning(null);
    setFailure(null);
    form.current?.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    setPreview(null);
    setFailure(null);
    if (!(file instanceof File) || file.size === 0) return setFailure(t.upload.noFile);
    if (file.size > IMPORT_LIMITS.fileBytes) return setFailure(t.upload.tooHeavy);
    setPending(true);
    try {
      setPreview(await sendCatalogueFile(file));
    } catch (error) {
      setFailure(apiError(error).message);
    } finally {
      setPending(false);
    }
  };

  const start = async () => {
    if (!preview) return;
    setPending(true);
    setFailure(null);
    try {
      await confirmImport(preview.id);
      setRunning(preview.id);
    } catch (error) {
      setFailure(apiError(error).message);
    } finally {
      setPending(false);
    }
  };

  const toApply = preview ? preview.create + preview.update : 0;
  return (
    <Panel title={t.upload.title}>
      <div className="grid gap-5">
        {running === null && (
          <form ref={form} onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <div>
              <label htmlFor={fileId} className="mb-1 block text-xs font-semibold text-grey-700">
                {t.upload.file}
              </label>
              <input id={fileId} name="file" type="file" accept=".csv,.zip,text/csv,application/zip" aria-describedby={hintId} className={input} disabled={pending} />
              <p id={hintId} className="mt-1 text-xs text-grey-600">
                {t.upload.hint}
              </p>
            </div>
            <button type="submit" disabled={pending} aria-busy={pending} className={adminButton("primary", "sm:mb-5")}>
              {pending && !preview ? t.upload.sending : t.upload.button}
            </button>
          </form>
        )}
        {failure && (
          <FormNotice tone="error" title={t.errorTitle}>
            {failure}
          </FormNotice>
        )}
        {preview && running === null && (
          <section aria-live="polite" className="grid gap-4 border-t border-grey-100 pt-4">
            <h3 className="text-sm font-bold text-ink">{t.preview.title}</h3>
            <ImportPreviewSummary preview={preview} />
            <div className="flex flex-wrap items-center gap-3">
              {preview.errors.length === 0 && toApply > 0 && (
                <button type="button" onClick={() => void start()} disabled={pending} aria-busy={pending} className={adminButton("gold")}>
                  {pending ? t.preview.confirming : t.preview.confirm(toApply)}
                </button>
              )}
              {preview.errors.length === 0 && toApply === 0 && <p className="text-sm text-grey-700">{t.preview.nothing}</p>}
              <button type="button" onClick={reset} className={adminButton("secondary")}>
                {t.preview.another}
              </button>
            </div>
          </section>
        )}
        {running !== null && <ImportProgress id={running} total={toApply} onAgain={reset} />}
      </div>
    </Panel>
  );
}
