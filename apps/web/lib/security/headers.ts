/**
 * The security headers of every storefront response (pages, RSC payloads, public files), built per request by
 * `proxy.ts`. The Content-Security-Policy carries a fresh nonce: Next.js reads it from the request's policy
 * and puts it on its own scripts, and our few inline scripts take it from `x-nonce` (see `getNonce`).
 */

/** Which consent-gated tags are configured (GTM_ID, META_PIXEL_ID, CLARITY_ID): only their hosts are allowed. */
export type ConfiguredTags = { gtm: boolean; metaPixel: boolean; clarity: boolean };

export type SecurityHeaderOptions = {
  nonce: string;
  tags: ConfiguredTags;
  /** PUBLIC_URL is https: HSTS and upgrade-insecure-requests are sent. */
  https: boolean;
  /** `next dev`: React's development build needs eval and unnonced styles. */
  development?: boolean;
};

export const NONCE_HEADER = "x-nonce";

type Sources = { script: string[]; connect: string[]; img: string[] };

/**
 * Each vendor's hosts, as its own CSP guide lists them. GA4 runs inside the GTM container, so Google's
 * measurement hosts come with GTM.
 */
const TAG_SOURCES: Record<keyof ConfiguredTags, Sources> = {
  gtm: {
    script: ["https://www.googletagmanager.com", "https://*.googletagmanager.com"],
    connect: [
      "https://www.googletagmanager.com",
      "https://*.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.google.com",
    ],
    img: [
      "https://www.googletagmanager.com",
      "https://*.googletagmanager.com",
      "https://*.google-analytics.com",
    ],
  },
  metaPixel: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com", "https://connect.facebook.net"],
    img: ["https://www.facebook.com"],
  },
  clarity: {
    script: ["https://www.clarity.ms", "https://*.clarity.ms"],
    connect: ["https://*.clarity.ms"],
    img: ["https://*.clarity.ms", "https://c.bing.com"],
  },
};

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function tagSources(tags: ConfiguredTags, kind: keyof Sources): string[] {
  const configured = (Object.keys(TAG_SOURCES) as (keyof ConfiguredTags)[]).filter((tag) => tags[tag]);
  return [...new Set(configured.flatMap((tag) => TAG_SOURCES[tag][kind]))];
}

export function contentSecurityPolicy({
  nonce,
  tags,
  https,
  development = false,
}: SecurityHeaderOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // 'strict-dynamic': a script we trust (nonce) may load others, so Next's chunks and the vendors' loaders
    // run, and an injected <script src> does not, whatever its host. Browsers without it fall back to 'self'
    // and the configured hosts.
    [
      "script-src",
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...tagSources(tags, "script"),
    ],
    // <style> and <link> elements need the nonce or our origin. Style *attributes* cannot carry a nonce, and
    // React renders some on the server (progress bars, colour swatches, next/image's `color:transparent`), so
    // they are allowed: an attribute can restyle an element but cannot run script or read the page.
    ["style-src", "'self'", development ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...tagSources(tags, "img")],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...tagSources(tags, "connect")],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // Card payments leave by navigation (location.assign to Chargily or the test gateway), which form-action
    // does not govern; the only native form on the pages is the search form.
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * Features the shop never uses, switched off for the page and anything it embeds. Only names the browsers know:
 * an unknown one (Chromium does not know `bluetooth`) prints a warning in the console on every page.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export type SecurityHeaders = { "content-security-policy": string } & Record<string, string>;

export function securityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  return {
    "content-security-policy": contentSecurityPolicy(options),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    // For browsers that predate frame-ancestors.
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    // One year; not includeSubDomains, since the shop does not speak for the brand's other hosts.
    ...(options.https ? { "strict-transport-security": "max-age=31536000" } : {}),
  };
}
