/** What the consent-gated stubs in public/ put on `window` (see public/gtm.js, meta-pixel.js, clarity.js). */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    fbq?: (...args: unknown[]) => void;
    clarity?: (...args: unknown[]) => void;
  }
}

export {};
