"use client";

import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "@shop/domain/constants";
import { localeHref } from "./href";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Set once by the `[locale]` layout: client components read the page's language from it. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The language of the page a client component renders in (`getChromeMessages(useLocale())`). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Addresses for `useRouter().push` in the page's language. */
export function useLocaleHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localeHref(href, locale);
}
