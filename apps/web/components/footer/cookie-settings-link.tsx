"use client";

import { reopenConsent } from "@/components/consent/consent-store";
import { useChromeMessages } from "@/lib/locale/context";

/** 'Paramètres des cookies' (href '#', spec §2): shows the consent choice again. */
export function CookieSettingsLink({ className }: { className?: string }) {
  return (
    <a
      href="#"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        reopenConsent();
      }}
    >
      {useChromeMessages().footer.cookieSettings}
    </a>
  );
}
