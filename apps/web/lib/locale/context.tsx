"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "@shop/domain/constants";
import { chromeFormatAr } from "@/messages/ar-chrome-format";
import type { ChromeFormats, ChromeMessages, ChromeTexts } from "@/messages/chrome";
import { chromeFormatFr } from "@/messages/fr-chrome-format";
import { localeHref } from "./href";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
const ChromeContext = createContext<ChromeMessages | null>(null);
const LocaleOffersContext = createContext<Record<Locale, ChromeMessages["localeOffer"]> | null>(null);

const formats: Record<Locale, ChromeFormats> = { fr: chromeFormatFr, ar: chromeFormatAr };

/**
 * Set once by the `[locale]` layout: client components read the page's language and its chrome texts from it.
 * The layout passes the plain texts of the page's language only (`getChromeTexts()`); the few texts that take a
 * value are joined here from the format modules, small functions.
 */
export function LocaleProvider({
  locale,
  chrome,
  localeOffers,
  children,
}: {
  locale: Locale;
  chrome: ChromeTexts;
  localeOffers: Record<Locale, ChromeMessages["localeOffer"]>;
  children: ReactNode;
}) {
  const messages = useMemo(() => withFormats(chrome, formats[locale]), [chrome, locale]);
  return (
    <LocaleContext value={locale}>
      <ChromeContext value={messages}>
        <LocaleOffersContext value={localeOffers}>{children}</LocaleOffersContext>
      </ChromeContext>
    </LocaleContext>
  );
}

function withFormats(chrome: ChromeTexts, format: ChromeFormats): ChromeMessages {
  const merged: Record<string, unknown> = { ...chrome };
  for (const [section, entries] of Object.entries(format)) {
    merged[section] = { ...(chrome as Record<string, object>)[section], ...entries };
  }
  return merged as ChromeMessages;
}

/** The language of the page a client component renders in. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The chrome's texts (header, menus, search, cart drawer, footer, consent) in the page's language. */
export function useChromeMessages(): ChromeMessages {
  const messages = useContext(ChromeContext);
  if (!messages) throw new Error("useChromeMessages() outside LocaleProvider");
  return messages;
}

/** The language offer's texts in every language: the offer is shown in the shopper's remembered one. */
export function useLocaleOffers(): Record<Locale, ChromeMessages["localeOffer"]> {
  const offers = useContext(LocaleOffersContext);
  if (!offers) throw new Error("useLocaleOffers() outside LocaleProvider");
  return offers;
}

/** Addresses for `useRouter().push` in the page's language. */
export function useLocaleHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localeHref(href, locale);
}
