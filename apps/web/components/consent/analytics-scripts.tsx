"use client";

import { useEffect } from "react";
import type { AnalyticsIds } from "@/components/layout/shop-config";
import { analyticsClientId } from "./analytics-storage";

type Tag = { src: string; attribute: string; id: string | null };

function inject({ src, attribute, id }: Tag, clientId: string): void {
  if (!id || document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.setAttribute(attribute, id);
  script.setAttribute("data-client-id", clientId);
  document.head.appendChild(script);
}

/**
 * Loads the analytics tag (/gtm.js), the social pixel (/meta-pixel.js) and session recording (/clarity.js).
 * Mounted only once the visitor accepted all cookies; each script loads only when its id is configured.
 */
export function AnalyticsScripts({ gtmId, metaPixelId, clarityId }: AnalyticsIds) {
  useEffect(() => {
    if (!gtmId && !metaPixelId && !clarityId) return;
    const clientId = analyticsClientId();
    inject({ src: "/gtm.js", attribute: "data-gtm-id", id: gtmId }, clientId);
    inject({ src: "/meta-pixel.js", attribute: "data-pixel-id", id: metaPixelId }, clientId);
    inject({ src: "/clarity.js", attribute: "data-clarity-id", id: clarityId }, clientId);
  }, [gtmId, metaPixelId, clarityId]);
  return null;
}
