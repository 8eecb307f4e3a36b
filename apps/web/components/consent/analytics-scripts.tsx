"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import type { AnalyticsIds } from "@/lib/shop-config";
import { analyticsPage, analyticsReferrer } from "@/lib/analytics/page-location";
import { analyticsClientId } from "./analytics-storage";
import { loadClarity, loadGtm, loadMetaPixel, trackPageView } from "./vendor-tags";

/**
 * Loads Google Tag Manager, the Meta pixel and Microsoft Clarity, each only when its id is configured, and
 * sends a page view per page. Mounted only once the visitor accepted all cookies.
 *
 * Clarity records the address bar as it is, so it does not start on a page whose address names an order
 * (the return from the card payment): it starts on the next page.
 */
export function AnalyticsScripts({ gtmId, metaPixelId, clarityId }: AnalyticsIds) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (!gtmId && !metaPixelId && !clarityId) return;
    const page = analyticsPage(window.location.href);
    const clientId = analyticsClientId();
    if (gtmId) loadGtm(gtmId, clientId);
    if (metaPixelId) loadMetaPixel(metaPixelId);
    if (clarityId && !page.identifying) loadClarity(clarityId);
    trackPageView(page, previous.current ?? analyticsReferrer(document.referrer, window.location.origin));
    previous.current = page.location;
  }, [gtmId, metaPixelId, clarityId, pathname, search]);
  return null;
}
