import type { AnalyticsPage } from "@/lib/analytics/page-location";
import type { Clarity, MetaPixel } from "./analytics-window";

/**
 * The vendors' loaders, written here instead of their inline snippets: each sets up the command queue its
 * script expects, then adds the script. Added by our own (nonced) code, the scripts are allowed by the CSP's
 * 'strict-dynamic'; they also get the page's nonce, which GTM passes on to the tags it adds itself.
 */
export const GTM_SCRIPT = "https://www.googletagmanager.com/gtm.js";
export const META_PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";
export const CLARITY_SCRIPT = "https://www.clarity.ms/tag/";

const hasScript = (src: string) => document.querySelector(`script[src="${CSS.escape(src)}"]`) !== null;

function addScript(src: string): void {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  // The browser hides the attribute once the policy applies, but keeps the `nonce` property.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/** Google Tag Manager, its container reading the dataLayer (the standard snippet's bootstrap). */
export function loadGtm(id: string, clientId: string): void {
  const src = `${GTM_SCRIPT}?id=${encodeURIComponent(id)}`;
  if (hasScript(src)) return;
  const dataLayer = (window.dataLayer ??= []);
  dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  dataLayer.push({ event: "config", client_id: clientId });
  addScript(src);
}

function metaPixelQueue(): MetaPixel {
  if (window.fbq) return window.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as MetaPixel;
  Object.assign(fbq, { push: fbq, loaded: true, version: "2.0", queue: [] });
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

/**
 * The Meta pixel. The pixel reports the address bar with every event and offers no way to replace it, so it
 * sends only what the shop asks for: no automatic PageView on navigation (the shop sends its own, never from
 * an address that names an order) and no automatic event collection (clicks, page metadata).
 */
export function loadMetaPixel(id: string): void {
  const fbq = metaPixelQueue();
  if (hasScript(META_PIXEL_SCRIPT)) return;
  fbq.disablePushState = true;
  fbq("set", "autoConfig", false, id);
  fbq("init", id);
  addScript(META_PIXEL_SCRIPT);
}

/** Microsoft Clarity, told that the visitor consented (they accepted all cookies before this loads). */
export function loadClarity(id: string): void {
  const src = `${CLARITY_SCRIPT}${encodeURIComponent(id)}`;
  if (hasScript(src)) return;
  const clarity: Clarity =
    window.clarity ??
    ((...args: unknown[]) => {
      (clarity.q ??= []).push(args);
    });
  window.clarity = clarity;
  clarity("consent");
  addScript(src);
}

/**
 * One page view, with the cleaned address (lib/analytics/page-location.ts). The GTM container reads
 * `page_location` and `page_path` from this event instead of the address bar. Meta gets a PageView only from
 * an address without identifiers, since it would report the real one. Clarity follows navigation itself.
 */
export function trackPageView(page: AnalyticsPage, referrer: string): void {
  window.dataLayer?.push({
    event: "page_view",
    page_location: page.location,
    page_path: page.path,
    page_referrer: referrer,
  });
  if (!page.identifying) window.fbq?.("track", "PageView");
}
