"use client";

import { VITAL_CONNECTIONS, VITAL_NAMES, vitalPageOf, type VitalName } from "@shop/domain/vitals";
import { useEffect } from "react";

type Connection = { effectiveType?: string };

/**
 * Real shoppers' Core Web Vitals (decision 0076): on a share `sample` of page loads, the `web-vitals` library's LCP,
 * INP, CLS and TTFB, with the page's type and the connection's effective type when the browser gives it, sent with
 * `navigator.sendBeacon` to `/api/vitals` each time the page is hidden (the figures final by then). Nothing names
 * the visitor: no cookie is read or set, no identifier sent; the beacon goes to the shop's own origin. The library
 * is loaded only on the sampled page loads, after the page's own code.
 */
export function WebVitalsReporter({ sample }: { sample: number }) {
  useEffect(() => {
    if (!(Math.random() < sample)) return;
    const page = vitalPageOf(window.location.pathname);
    const effective = (navigator as Navigator & { connection?: Connection }).connection?.effectiveType;
    const connection = VITAL_CONNECTIONS.find((known) => known === effective);
    const waiting = new Map<VitalName, number>();
    const send = () => {
      if (waiting.size === 0) return;
      const metrics = [...waiting].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }));
      waiting.clear();
      const body = JSON.stringify({ page, ...(connection ? { connection } : {}), metrics });
      navigator.sendBeacon("/api/vitals", new Blob([body], { type: "application/json" }));
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") send();
    };
    let active = true;
    void import("web-vitals").then(({ onCLS, onINP, onLCP, onTTFB }) => {
      if (!active) return;
      const keep = ({ name, value }: { name: string; value: number }) => {
        const known = VITAL_NAMES.find((vital) => vital === name);
        if (known) waiting.set(known, value);
      };
      onLCP(keep);
      onINP(keep);
      onCLS(keep);
      onTTFB(keep);
    });
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", send);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", send);
    };
  }, [sample]);
  return null;
}
