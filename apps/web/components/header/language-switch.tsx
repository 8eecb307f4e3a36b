"use client";

import { LOCALES, type Locale } from "@shop/domain/constants";
import { usePathname, useSearchParams } from "next/navigation";
import { useLocale } from "@/lib/locale/context";
import { rememberLocale, switchLocaleHref } from "@/lib/locale/switch";
import { LOCALE_NAMES } from "@/messages/locale-names";

/** What the phone header shows of the other language: its first letter in Arabic, its code in French. */
const SHORT_NAMES: Readonly<Record<Locale, string>> = { fr: "FR", ar: "ع" };

/**
 * The header's language switch: the other language's name, leading to the same page in it (a full page load, as
 * the footer's modal does: the document's direction and typeface change). Below 640 px the phone header has
 * room for a single letter (« ع » / « FR »), the full name staying its accessible name.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const other = LOCALES.find((option) => option !== locale) ?? locale;
  return (
    <a
      href={switchLocaleHref(pathname, search ? `?${search}` : "", other)}
      hrefLang={other}
      lang={other}
      onClick={() => rememberLocale(other)}
      className="inline-flex h-11 min-w-8 shrink-0 items-center justify-center rounded-full px-1 text-sm font-bold hover:bg-grey-100 sm:px-2.5"
    >
      <span aria-hidden="true" className="sm:hidden">
        {SHORT_NAMES[other]}
      </span>
      <span className="sr-only sm:not-sr-only">{LOCALE_NAMES[other]}</span>
    </a>
  );
}
