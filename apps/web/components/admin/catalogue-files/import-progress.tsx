"use client";

import type { ImportStatus } from "@shop/domain/contract/admin-catalogue-files";
import Link from "next/link";
import { useEffect, useState } from "react";
import { apiError } from "@/lib/api/errors";
import { getAdminCatalogueFilesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";
import { FormNotice } from "../products/form-notice";
import { readImport } from "./import-requests";

const POLL_MS = 1_000;

/**
 * A running import's progress bar, read from the API every second until it is done or failed. The bar is a
 * `progressbar` with its values; a live region says the same in words, and the end once.
 */
export function ImportProgress({ id, total, onAgain }: { id: number; total: number; onAgain: () => void }) {
  const t = getAdminCatalogueFilesMessages().progress;
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const finished = status?.status === "done" || status?.status === "failed";

  useEffect(() => {
    if (finished) return;
    let stopped = false;
    const poll = async () => {
      try {
        const next = await readImport(id);
        if (!stopped) setStatus(next);
      } catch (error) {
        if (!stopped) setFailure(apiError(error).message);
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id, finished]);

  const processed = status?.processed ?? 0;
  const all = status?.total ?? total;
  const percent = all === 0 ? 100 : Math.round((processed / all) * 100);
  const again = (
    <button type="button" onClick={onAgain} className={adminButton("secondary")}>
      {t.again}
    </button>
  );

  if (status?.status === "done")
    return (
      <FormNotice tone="info" title={t.doneTitle} actions={<><Link href="/gestion/produits" className={adminButton("primary")}>{t.products}</Link>{again}</>}>
        {t.done(status.total)}
      </FormNotice>
    );
  if (status?.status === "failed")
    return (
      <FormNotice tone="error" title={t.failedTitle} actions={again}>
        {status.failure}
      </FormNotice>
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm font-bold text-ink">{t.title}</p>
      <div
        role="progressbar"
        aria-label={t.label}
        aria-valuemin={0}
        aria-valuemax={all}
        aria-valuenow={processed}
        aria-valuetext={t.text(processed, all)}
        className="h-3 overflow-hidden rounded-full bg-grey-100"
      >
        <div className="h-full rounded-full bg-ink transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="text-sm tabular-nums text-grey-700">
        {t.text(processed, all)} · {percent} %
      </p>
      <p className="text-xs text-grey-600">{t.note}</p>
      {failure && <p className="text-sm font-semibold text-promo">{failure}</p>}
    </div>
  );
}
