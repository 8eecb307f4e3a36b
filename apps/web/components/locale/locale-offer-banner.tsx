"use client";

import { localeDirection, type Locale } from "@shop/domain/constants";
import { CloseIcon } from "@/components/ui/icons";
import { useLocale, useLocaleOffers } from "@/lib/locale/context";
import { rememberLocale, switchLocaleHref } from "@/lib/locale/switch";

/** The offer of the page in the shopper's language (see `LocaleOffer`), downloaded when it is made. */
export function LocaleOfferBanner({ offered, onClose }: { offered: Locale; onClose: () => void }) {
  const locale = useLocale();
  const t = useLocaleOffers()[offered];
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
            onClose();
          }}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
