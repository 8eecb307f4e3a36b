"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import type { ReactNode } from "react";
import { useJourneyMessages } from "@/lib/locale/journey-messages";

/** The top of an account sub-page: a way back to /account, the page's title and a line of help. */
export function AccountPageHeader({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <header className="mb-8 md:mb-10">
      <LocaleLink href="/account" className="text-sm font-semibold underline underline-offset-4 hover:text-grey-700">
        {useJourneyMessages().account.back}
      </LocaleLink>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black uppercase tracking-tight md:text-4xl">{title}</h1>
          {text && <p className="mt-2 max-w-xl text-sm text-grey-600">{text}</p>}
        </div>
        {children}
      </div>
    </header>
  );
}
