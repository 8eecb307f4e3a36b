"use client";

import { useState } from "react";
import { CloseIcon, GlobeIcon } from "@/components/layout/chrome-icons";
import { useModalDialog } from "@/components/layout/use-modal-dialog";
import { getMessages } from "@/lib/i18n";

const TITLE_ID = "language-modal-title";

/** One disabled selector with its single option: the shop ships to Algeria only, in dinars, in French for now. */
function FixedSelect({ id, label, option }: { id: string; label: string; option: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-bold uppercase tracking-wider text-grey-700">
        {label}
      </label>
      <select id={id} disabled defaultValue={option} className="h-11 w-full border border-grey-300 bg-grey-50 px-3 text-sm text-ink">
        <option value={option}>{option}</option>
      </select>
    </div>
  );
}

/** The footer's country / currency / language button and its modal (spec §2, §4); 'Sauvegarder' only closes it. */
export function LanguageModal() {
  const t = getMessages().chrome;
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const dialog = useModalDialog(open, close);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t.footer.regionLabel}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 border border-grey-700 px-3 py-2 text-xs font-semibold text-white hover:border-white"
      >
        <GlobeIcon className="size-4" />
        {t.footer.region}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={TITLE_ID}
        className="m-auto max-h-[90dvh] w-[clamp(290px,90vw,600px)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
      >
        {open && (
          <div className="p-6 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <h2 id={TITLE_ID} className="text-xl font-black tracking-tight sm:text-2xl">
                {t.language.title}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={t.language.close}
                className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-grey-100"
              >
                <CloseIcon />
              </button>
            </div>
            <p className="mt-2 text-sm text-grey-700">{t.language.text}</p>
            <div className="mt-6 grid gap-4">
              <FixedSelect id="region-country" label={t.language.country} option={t.language.algeria} />
              <FixedSelect id="region-currency" label={t.language.currency} option={t.language.dinar} />
              <FixedSelect id="region-language" label={t.language.language} option={t.language.french} />
            </div>
            <button
              type="button"
              onClick={close}
              className="mt-8 inline-flex min-h-12 w-full items-center justify-center bg-ink px-7 text-sm font-bold uppercase tracking-wider text-white hover:bg-grey-700"
            >
              {t.language.save}
            </button>
          </div>
        )}
      </dialog>
    </>
  );
}
