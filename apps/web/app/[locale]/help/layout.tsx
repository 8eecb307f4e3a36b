import { LocaleLink } from "@/components/ui/locale-link";
import type { ReactNode } from "react";
import { HelpNav } from "@/components/help/help-nav";
import { getHelpMessages } from "@/messages/fr-help";
import { enterLocale, type LocaleParams } from "@/lib/request-locale";

/** Shared frame of the help and legal pages: side navigation, the page, and a way to reach a person. */
export default async function HelpLayout({ children, params }: { children: ReactNode } & LocaleParams) {
  await enterLocale(params);
  const t = getHelpMessages();
  return (
    <div className="container-shop py-10 lg:py-16">
      <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-[0.2em] text-gold-deep">
        <span aria-hidden="true" className="h-0.5 w-8 bg-gold" />
        {t.layout.eyebrow}
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <aside className="min-w-0 lg:sticky lg:top-28 lg:self-start">
          <HelpNav label={t.layout.navLabel} links={t.nav} />
          <div className="mt-8 hidden bg-grey-50 p-5 lg:block">
            <p className="text-sm font-bold">{t.layout.contactTitle}</p>
            <p className="mt-2 text-sm text-grey-700">{t.layout.contactText}</p>
            <LocaleLink href="/contact-us" className="mt-3 inline-block text-sm font-bold underline underline-offset-4">
              {t.layout.contactLink}
            </LocaleLink>
          </div>
        </aside>
        <div className="min-w-0 max-w-3xl">
          {children}
          <p className="mt-12 border-t border-grey-200 pt-5 text-xs text-grey-600">{t.layout.updated}</p>
        </div>
      </div>
    </div>
  );
}
