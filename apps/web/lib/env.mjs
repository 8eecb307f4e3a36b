// The storefront's environment, validated with zod as the API's is (apps/api/src/config.ts): `server.mjs` checks
// it once at start, so a bad value stops the process with a clear message instead of a broken page later; the
// app reads it again at each request through `readWebEnv()` (parsed again only when a value changed), so one
// build serves any address and changing a setting needs a restart, never a rebuild. Plain JavaScript because `server.mjs` runs before anything is
// compiled; `env.d.mts` gives TypeScript the output type.
import { z } from "zod";

const port = (fallback) => z.coerce.number().int().min(1).max(65_535).default(fallback);
/** A trimmed value, absent when empty. */
const text = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const WebEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  /** Proxies (nginx, a CDN) in front of the storefront that append to X-Forwarded-For. */
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: "TRUSTED_PROXY_HOPS doit être un entier positif ou nul" })
    .int({ error: "TRUSTED_PROXY_HOPS doit être un entier positif ou nul" })
    .min(0, { error: "TRUSTED_PROXY_HOPS doit être un entier positif ou nul" })
    .default(0),
  API_PORT: port(4000),
  /** Where the storefront reaches the API; the API's port on this machine when unset. */
  API_URL: z.url({ protocol: /^https?$/, error: "API_URL doit être une adresse http(s)" }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL doit être une adresse http(s)" }).default("http://localhost:3000"),
  BRAND_NAME: text,
  /** Shared with the API, which believes the forwarded shopper address only with it. */
  PROXY_SECRET: text.pipe(z.string().min(32, { error: "PROXY_SECRET doit faire au moins 32 caractères" }).optional()),
  GTM_ID: text,
  META_PIXEL_ID: text,
  CLARITY_ID: text,
  /** The share of page views whose Core Web Vitals are sent to the API (decision 0076): 0 none, 1 all. */
  WEB_VITALS_SAMPLE: z.coerce
    .number({ error: "WEB_VITALS_SAMPLE doit être un nombre entre 0 et 1" })
    .min(0, { error: "WEB_VITALS_SAMPLE doit être un nombre entre 0 et 1" })
    .max(1, { error: "WEB_VITALS_SAMPLE doit être un nombre entre 0 et 1" })
    .default(0.1),
  // The shop's contact and outside links: `lib/shop-config.ts` shows only those that are well-formed.
  SHOP_PHONE: text,
  SHOP_EMAIL: text,
  RETURNS_PORTAL_URL: text,
  CORPORATE_URL: text,
  CORPORATE_NEWS_URL: text,
  NEWSROOM_URL: text,
  INVESTORS_URL: text,
  SUSTAINABILITY_URL: text,
  TRACKING_APP_URL: text,
  FACEBOOK_URL: text,
  TWITTER_URL: text,
  INSTAGRAM_URL: text,
  PINTEREST_URL: text,
  YOUTUBE_URL: text,
});

const NAMES = Object.keys(WebEnvSchema.shape);
/** The last settings read, with the values they were read from. */
let last = { key: "", settings: undefined };

/**
 * The storefront's settings from `env`; throws one error listing every bad value. The schema runs again only when
 * one of its values changed since the last call: pages ask for the settings several times per request, and
 * parsing all of them cost a render some 2.7 ms of CPU.
 */
export function readWebEnv(env = process.env) {
  const key = JSON.stringify(NAMES.map((name) => env[name] ?? null));
  if (last.settings && last.key === key) return last.settings;
  const result = WebEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configuration invalide :\n${problems.join("\n")}`);
  }
  const settings = result.data;
  const read = Object.freeze({
    ...settings,
    BRAND_NAME: settings.BRAND_NAME ?? "Rafale",
    API_URL: (settings.API_URL ?? `http://127.0.0.1:${settings.API_PORT}`).replace(/\/+$/, ""),
  });
  last = { key, settings: read };
  return read;
}
