"use client";

import { LOCALES, localeDirection, type Locale } from "@shop/domain/constants";
import { useEffect, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { useLocale, useLocaleOffers } from "@/lib/locale/context";
import { LOCALE_COOKIE, rememberLocale, switchLocaleHref } from "@/lib/locale/switch";

function rememberedLocale(): Locale | null {
  const value = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`))?.[1];
  return LOCALES.find((locale) => locale === value) ?? null;
}

/**
 * A shopper who chose a language and then opens a link in the other one (a shared French link, say) is offered
 * the page in theirs, in theirs, and never sent there: the address they opened is the page they get. Read after
 * hydration from the cookie, so the server renders every address the same for everyone.
 */
export function LocaleOffer() {
  const locale = useLocale();
  const offers = useLocaleOffers();
  const [offered, setOffered] = useState<Locale | null>(null);
  useEffect(() => {
    const remembered = rememberedLocale();
    if (remembered && remembered !== locale) setOffered(remembered);
  }, [locale]);
  if (!offered) return null;

  const t = offers[offered];
  const { pathname, search } = window.location;
  return (
    <div lang={offered} dir={localeDirection(offered)} className="bg-gold-light text-ink">
      <div className="container-shop flex min-h-11 items-center gap-3 py-1 text-sm">
        <p className="flex-1">
          {t.text}{" "}
          <a href={switchLocaleHref(pathname, search, offered)} hrefLang={offered} className="font-bold underline underline-offset-4">
            {t.link}
          </a>
        </p>
        <button
          type="button"
          aria-label={t.close}
          onClick={() => {
            rememberLocale(locale);
            setOffered(null);
          }}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
