import { readConsent } from "@/components/consent/consent-store";
import "@/components/consent/analytics-window";

/**
 * Reports a submitted search to the social pixel and to analytics (spec §4), only when the visitor accepted
 * cookies and the scripts are loaded: without them `fbq` and `dataLayer` do not exist and nothing is sent.
 */
export function trackSearch(term: string): void {
  if (readConsent() !== "yes") return;
  window.fbq?.("track", "Search", { search_string: term });
  window.dataLayer?.push({ event: "search", search_term: term });
}
