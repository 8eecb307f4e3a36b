"use client";

import { LocaleLink } from "@/components/ui/locale-link";
import { buttonClasses } from "@/components/ui/button-link";
import { useChromeMessages } from "@/lib/locale/context";

/**
 * Shown instead of a page whose data could not be read (API down, unexpected answer). The error itself is logged
 * by the server that rendered the page; the browser's console stays quiet, as the spec asks (§8).
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useChromeMessages().error;

  return (
    <section className="container-shop flex min-h-[60vh] flex-col items-start justify-center py-20">
      {/* A client error page cannot export metadata: React 19 hoists this <title> into the head. */}
      <title>{t.title}</title>
      <span aria-hidden="true" className="h-1 w-12 bg-gold" />
      <h1 className="mt-6 max-w-2xl text-3xl font-black uppercase tracking-tight md:text-4xl">{t.title}</h1>
      <p className="mt-4 max-w-xl text-base text-grey-600">{t.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={reset} className={buttonClasses("primary-black")}>
          {t.retry}
        </button>
        <LocaleLink href="/" className={buttonClasses("primary-outline")}>
          {t.home}
        </LocaleLink>
      </div>
    </section>
  );
}
