"use client";

import type { CookieConsent } from "@shop/domain/constants";
import { LocaleLink } from "@/components/ui/locale-link";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { useChromeMessages } from "@/lib/locale/context";

export const CONSENT_DIALOG_ID = "cookie-consent";
/** Marks the two choice buttons, which the document's own script answers before React (./cookie-consent.tsx). */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";
const TITLE_ID = "consent-title";
const TEXT_ID = "consent-text";
const stay = () => {};

/**
 * The consent choice (spec §2): a full-screen modal over the page, page scrolling locked, that only a choice
 * closes (Escape does nothing). The privacy link stays usable: it leads to /help/data-privacy.
 * The server renders it already open (so it is painted with the page, not after the JavaScript); once the
 * consent is `known` in the browser, focus moves into it and stays there, and the page behind cannot scroll.
 */
export function ConsentDialog({ known, onChoose }: { known: boolean; onChoose: (value: CookieConsent) => void }) {
  const t = useChromeMessages().consent;
  const dialog = useModalDialog(known, stay, { native: false });
  return (
    <dialog
      ref={dialog}
      id={CONSENT_DIALOG_ID}
      open
      aria-modal="true"
      // The inline script below may hide it before the first paint (consent already given): not a mismatch.
      suppressHydrationWarning
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
      data-testid="cookie-consent"
      className="fixed inset-0 z-[80] m-0 h-dvh max-h-none w-full max-w-none bg-black/70 p-0 text-ink backdrop:bg-transparent"
    >
      <div className="flex min-h-full items-end justify-center sm:items-center sm:p-6">
        <div className="w-full max-w-2xl bg-white p-6 shadow-2xl sm:p-10">
          <span aria-hidden="true" className="block h-1 w-12 bg-gold" />
          <h2 id={TITLE_ID} className="mt-5 text-xl font-black tracking-tight sm:text-2xl">
            {t.title}
          </h2>
          <p id={TEXT_ID} className="mt-3 text-sm leading-relaxed text-grey-700">
            {t.text}
          </p>
          <LocaleLink href="/help/data-privacy" className="mt-3 inline-block text-sm font-semibold underline underline-offset-4">
            {t.privacyLink}
          </LocaleLink>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              data-consent-choice="no"
              onClick={() => onChoose("no")}
              autoFocus
              className="inline-flex min-h-12 flex-1 items-center justify-center border-2 border-ink px-5 text-sm font-bold uppercase tracking-wider hover:bg-grey-100"
            >
              {t.necessaryOnly}
            </button>
            <button
              type="button"
              data-consent-choice="yes"
              onClick={() => onChoose("yes")}
              className="inline-flex min-h-12 flex-1 items-center justify-center bg-ink px-5 text-sm font-bold uppercase tracking-wider text-white hover:bg-grey-700"
            >
              {t.acceptAll}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
