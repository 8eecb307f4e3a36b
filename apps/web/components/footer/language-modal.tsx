"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { Suspense, useState } from "react";
import { GlobeIcon } from "@/components/ui/icons";
import { useChromeMessages } from "@/lib/locale/context";

const LanguageDialog = lazyPart(() => import("./language-dialog").then((module) => module.LanguageDialog), { visible: true });

/** The footer's country / currency / language button and its modal (spec §2, §4); 'Sauvegarder' switches the page's language. */
export function LanguageModal() {
  const t = useChromeMessages().footer;
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t.regionLabel}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 border border-grey-700 px-3 py-2 text-xs font-semibold text-white hover:border-white"
      >
        <GlobeIcon className="size-4" />
        {t.region}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
