/** The output of `readWebEnv()` (see `env.mjs`, whose zod schema is the reference). */
export type WebEnv = {
  NODE_ENV: "development" | "production" | "test";
  PORT: number;
  HOST: string;
  TRUSTED_PROXY_HOPS: number;
  API_PORT: number;
  /** Always set: `API_URL`, else the API's port on this machine; no trailing slash. */
  API_URL: string;
  PUBLIC_URL: string;
  BRAND_NAME: string;
  PROXY_SECRET: string | undefined;
  /** Between 0 and 1; 0.1 when unset. */
  WEB_VITALS_SAMPLE: number;
} & Partial<
  Record<
    | "GTM_ID"
    | "META_PIXEL_ID"
    | "CLARITY_ID"
    | "SHOP_PHONE"
    | "SHOP_EMAIL"
    | "RETURNS_PORTAL_URL"
    | "CORPORATE_URL"
    | "CORPORATE_NEWS_URL"
    | "NEWSROOM_URL"
    | "INVESTORS_URL"
    | "SUSTAINABILITY_URL"
    | "TRACKING_APP_URL"
    | "FACEBOOK_URL"
    | "TWITTER_URL"
    | "INSTAGRAM_URL"
    | "PINTEREST_URL"
    | "YOUTUBE_URL",
    string
  >
>;

export declare function readWebEnv(env?: Record<string, string | undefined>): WebEnv;
