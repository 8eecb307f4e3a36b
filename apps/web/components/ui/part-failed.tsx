"use client";

import { useChromeMessages } from "@/lib/locale/context";

/** In place of a part of the page that could not be loaded: what happened, and a way to try again. */
export function PartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useChromeMessages().part;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-5 py-12 text-center text-sm text-grey-700">
      <p>{t.failed}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-full border border-ink px-5 font-bold hover:bg-ink hover:text-white"
      >
        {t.retry}
      </button>
    </div>
  );
}
