/** The vendors' command queues on `window`, set up by ./vendor-tags.ts before each vendor script loads. */

/** Meta's `fbq`: calls queue up until fbevents.js arrives and installs `callMethod`. */
export type MetaPixel = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: MetaPixel;
  loaded: boolean;
  version: string;
  /** Set before fbevents.js loads: no automatic PageView on history changes, the shop sends its own. */
  disablePushState?: boolean;
};

/** Clarity's queue: calls are kept in `q` until the tag loads. */
export type Clarity = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    fbq?: MetaPixel;
    _fbq?: MetaPixel;
    clarity?: Clarity;
  }
}
