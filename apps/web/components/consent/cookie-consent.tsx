"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { COOKIE_CONSENT_KEY } from "@shop/domain/constants";
import { Suspense, useEffect } from "react";
import type { AnalyticsIds } from "@/lib/shop-config";
import { setAnalyticsStorageMode } from "./analytics-storage";
import { CONSENT_CHOSEN_EVENT, chooseConsent, useConsent } from "./consent-store";
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_DIALOG_ID, ConsentDialog } from "./consent-dialog";

/** The vendors' loaders are downloaded only once the visitor accepts: most pages never need them. */
const AnalyticsScripts = lazyPart(() => import("./analytics-scripts").then((module) => module.AnalyticsScripts), { visible: false });

/**
 * Runs while the page is parsed, before the first paint: a visitor who already chose never sees the overlay.
 * It also answers the overlay's two buttons from the document itself, before the page's code has run (or if it never
 * does): a tap writes the choice as the spec says and hides the overlay at once. It listens on `window` in the capture
 * phase, ahead of anything on the document, and lets through a tap on a button React has hydrated (React keeps the
 * element's props on it under `__reactProps$…`): from then on React answers, and no tap is answered twice. Once
 * hydrated, the consent store reads the stored choice, so the overlay stays closed and the gated tags follow it.
 */
const CONSENT_IN_DOCUMENT = `(function(w,d,k,i){try{if(w.localStorage.getItem(k))d.getElementById(i).hidden=true}catch(e){}
w.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");if(!b)return;
var o=Object.keys(b);for(var n=0;n<o.length;n++)if(o[n].indexOf("__reactProps$")===0)return;
e.preventDefault();e.stopImmediatePropagation();try{w.localStorage.setItem(k,b.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}"))}catch(x){}
var g=b.closest("dialog");if(g)g.hidden=true;w.dispatchEvent(new Event("${CONSENT_CHOSEN_EVENT}"))},true)})(window,document,${JSON.stringify(COOKIE_CONSENT_KEY)},${JSON.stringify(CONSENT_DIALOG_ID)})`.replace(/\n/g, "");

/**
 * Cookie consent and what hangs on it (spec §4): the choice overlay while undecided (or reopened from the
 * footer), the analytics storage mode, and the consent-gated scripts, which load only after 'yes'.
 * `nonce` is the page's CSP nonce, which the document's own script needs to run.
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
      {!consent.known && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_IN_DOCUMENT }} />}
      {consent.value === "yes" && (
        <Suspense fallback={null}>
          <AnalyticsScripts {...ids} />
        </Suspense>
      )}
    </>
  );
}
