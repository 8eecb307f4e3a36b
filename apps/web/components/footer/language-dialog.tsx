"use client";

import { LOCALES, type Locale } from "@shop/domain/constants";
import { useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { useLocale, useChromeMessages } from "@/lib/locale/context";
import { switchLocale } from "@/lib/locale/switch";
import { LOCALE_NAMES } from "@/messages/locale-names";

const TITLE_ID = "language-modal-title";

/** One disabled selector with its single option: the shop ships to Algeria only, in dinars. */
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

/**
 * The open modal, loaded on the first click of the footer's region button; unmounting it closes it.
 * 'Sauvegarder' opens the same page in the language chosen (and remembers it), or only closes when unchanged.
 */
export function LanguageDialog({ onClose }: { onClose: () => void }) {
  const locale = useLocale();
  const t = useChromeMessages().language;
  const dialog = useModalDialog(true, onClose);
  const [chosen, setChosen] = useState<Locale>(locale);
  const save = () => {
    if (chosen === locale) onClose();
    else switchLocale(chosen);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={TITLE_ID}
      className="m-auto max-h-[90dvh] w-[clamp(290px,90vw,600px)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={TITLE_ID} className="text-xl font-black tracking-tight sm:text-2xl">
            {t.title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t.close}
            className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-grey-100"
          >
            <CloseIcon />
          </button>
        </div>
        <p className="mt-2 text-sm text-grey-700">{t.text}</p>
        <div className="mt-6 grid gap-4">
          <FixedSelect id="region-country" label={t.country} option={t.algeria} />
          <FixedSelect id="region-currency" label={t.currency} option={t.dinar} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="region-language" className="text-xs font-bold uppercase tracking-wider text-grey-700">
              {t.language}
            </label>
            <select
              id="region-language"
              value={chosen}
              onChange={(event) => setChosen(LOCALES.find((option) => option === event.target.value) ?? locale)}
              className="h-11 w-full border border-grey-400 bg-white px-3 text-sm text-ink"
            >
              {LOCALES.map((option) => (
                <option key={option} value={option} lang={option}>
                  {LOCALE_NAMES[option]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button
          type="button"
          onClick={save}
          className="mt-8 inline-flex min-h-12 w-full items-center justify-center bg-ink px-7 text-sm font-bold uppercase tracking-wider text-white hover:bg-grey-700"
        >
          {t.save}
        </button>
      </div>
    </dialog>
  );
}
