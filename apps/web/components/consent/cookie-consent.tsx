"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { COOKIE_CONSENT_KEY } from "@shop/domain/constants";
import { Suspense, useEffect } from "react";
import type { AnalyticsIds } from "@/lib/shop-config";
import { setAnalyticsStorageMode } from "./analytics-storage";
import { chooseConsent, useConsent } from "./consent-store";
import { CONSENT_DIALOG_ID, ConsentDialog } from "./consent-dialog";

/** The vendors' loaders are downloaded only once the visitor accepts: most pages never need them. */
const AnalyticsScripts = lazyPart(() => import("./analytics-scripts").then((module) => module.AnalyticsScripts), { visible: false });

/** Runs while the page is parsed, before the first paint: a visitor who already chose never sees the overlay. */
const HIDE_WHEN_DECIDED = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)}))document.getElementById(${JSON.stringify(
  CONSENT_DIALOG_ID,
)}).hidden=true}catch(e){}`;

/**
 * Cookie consent and what hangs on it (spec §4): the choice overlay while undecided (or reopened from the
 * footer), the analytics storage mode, and the consent-gated scripts, which load only after 'yes'.
 * `nonce` is the page's CSP nonce, which the pre-paint script needs to run.
 */
export function CookieConsent({ nonce, ...ids }: AnalyticsIds & { nonce?: string }) {
  const consent = useConsent();

  useEffect(() => {
    if (consent.known) setAnalyticsStorageMode(consent.value === "yes" ? "persistent" : "memory");
  }, [consent.known, consent.value]);

  return (
    <>
      {(!consent.known || consent.value === null || consent.reopened) && (
        <ConsentDialog known={consent.known} onChoose={chooseConsent} />
      )}
      {!consent.known && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_WHEN_DECIDED }} />}
      {consent.value === "yes" && (
        <Suspense fallback={null}>
          <AnalyticsScripts {...ids} />
        </Suspense>
      )}
    </>
  );
}
