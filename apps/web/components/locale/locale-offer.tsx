"use client";

import { LOCALES, type Locale } from "@shop/domain/constants";
import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "@/components/ui/lazy-part";
import { useLocale } from "@/lib/locale/context";
import { LOCALE_COOKIE } from "@/lib/locale/switch";

/** Few shoppers are ever offered the other language: the offer's markup is downloaded when it is made. */
const LocaleOfferBanner = lazyPart(() => import("./locale-offer-banner").then((module) => module.LocaleOfferBanner), {
  visible: false,
});

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
  const [offered, setOffered] = useState<Locale | null>(null);
  useEffect(() => {
    const remembered = rememberedLocale();
    if (remembered && remembered !== locale) setOffered(remembered);
  }, [locale]);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LocaleOfferBanner offered={offered} onClose={() => setOffered(null)} />
    </Suspense>
  );
}
