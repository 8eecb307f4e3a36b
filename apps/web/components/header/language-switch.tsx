"use client";

import { LOCALES } from "@shop/domain/constants";
import { usePathname, useSearchParams } from "next/navigation";
import { useLocale } from "@/lib/locale/context";
import { rememberLocale, switchLocaleHref } from "@/lib/locale/switch";
import { LOCALE_NAMES } from "@/messages/locale-names";

/**
 * The header's compact switch, from 640 px up: the other language's name, leading to the same page in it (a
 * full page load, as the footer's modal does: the document's direction and typeface change).
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
      // The phone header has no room left at 390 px (menu, search, brand, phone, favourites, cart): there the
      // footer's modal switches the language.
      className="hidden h-11 items-center justify-center rounded-full px-2.5 text-sm font-bold hover:bg-grey-100 sm:inline-flex"
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
