import { z } from "zod";
import { DEFAULT_NO_ANSWER_MAX_ATTEMPTS } from "@shop/domain/order-workflow";
import { passwordSchema } from "@shop/domain/schemas";
import { DEFAULT_SCRYPT_LOG_N } from "./lib/password.js";

const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).default(fallback);
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** An http(s) address (a bucket's endpoint or public address). */
const httpUrl = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} doit être une adresse http(s)://` });

const MEDIA_BUCKET_SETTINGS = [
  "MEDIA_S3_BUCKET",
  "MEDIA_S3_ENDPOINT",
  "MEDIA_S3_REGION",
  "MEDIA_S3_ACCESS_KEY_ID",
  "MEDIA_S3_SECRET_ACCESS_KEY",
  "MEDIA_PUBLIC_URL",
] as const;

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_HOST: z.string().default("127.0.0.1"),
    API_PORT: port(4000),
    /**
     * The Prometheus metrics (`GET /metrics`), on a port of their own that the storefront never forwards: bound to
     * METRICS_HOST (loopback by default), on METRICS_PORT (the API's port + 1,000 when unset), `off` for none.
     */
    METRICS_HOST: z.string().default("127.0.0.1"),
    METRICS_PORT: z
      .union([z.literal("off"), z.coerce.number().int().min(1).max(65_535)], {
        error: "METRICS_PORT : un port (1 à 65535) ou off",
      })
      .optional(),
    /** Any PostgreSQL server. When absent, `npm start` runs the embedded server and sets this for the API. */
    DATABASE_URL: z.string().url({ error: "DATABASE_URL doit être une URL postgres://" }),
    /** The shop's public address (the web app), used for payment return links and allowed origins. */
    PUBLIC_URL: z.string().url().default("http://localhost:3000"),
    /** Extra origins allowed to send state-changing requests, comma separated. */
    ALLOWED_ORIGINS: z.string().default(""),
    BRAND_NAME: z.string().min(1).default("Rafale"),
    /**
     * The shop's first contact details and links (README, « Configuration »): copied into the shop's settings at
     * the first start, then kept from the back office (« Boutique », decision 0068).
     */
    SHOP_PHONE: optionalText,
    SHOP_EMAIL: optionalText,
    FACEBOOK_URL: optionalText,
    INSTAGRAM_URL: optionalText,
    TIKTOK_URL: optionalText,
    RETURNS_PORTAL_URL: optionalText,
    /** The OpenAPI document and its page (/api/docs): `true` or `false`; when unset, served outside production only. */
    API_DOCS: z.enum(["true", "false"], { error: "API_DOCS : true ou false" }).optional(),
    /** Where backups are written (`npm run backup`, and the API's daily one), and how many days they are kept. */
    BACKUP_DIR: z.string().default(".data/backups"),
    BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).default(14),
    /** Whether the API takes a backup a day (`false` where another tool backs the database up). */
    BACKUP_DAILY: z
      .enum(["true", "false"], { error: "BACKUP_DAILY : true ou false" })
      .default("true")
      .transform((value) => value === "true"),
    /** Folder holding generated images, served at /media/. */
    MEDIA_DIR: z.string().default(".data/media"),
    /**
     * An S3-compatible bucket for the pictures uploaded from the back office, shared by every API machine (decision
     * 0064): all six settings or none (then the pictures go to MEDIA_DIR).
     */
    MEDIA_S3_BUCKET: optionalText,
    MEDIA_S3_ENDPOINT: optionalText.pipe(httpUrl("MEDIA_S3_ENDPOINT").optional()),
    MEDIA_S3_REGION: optionalText,
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    /** Where the bucket's objects are read without credentials: its public address, or a CDN in front of it. */
    MEDIA_PUBLIC_URL: optionalText.pipe(httpUrl("MEDIA_PUBLIC_URL").optional()),
    /**
     * `host:port` pairs, comma separated, whose pictures a catalogue import fetches even on a loopback or private
     * address (a test server); empty by default, so every such address is refused.
     */
    IMPORT_FETCH_ALLOW_HOSTS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim().toLowerCase())
          .filter((entry) => entry !== ""),
      )
      .pipe(
        z.array(
          z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/, {
            error:
              "IMPORT_FETCH_ALLOW_HOSTS : des hôtes:ports séparés par des virgules (par exemple 127.0.0.1:8080)",
          }),
        ),
      ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Seconds a catalogue read is kept in the process cache (0 turns the cache off). */
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
    /** Seconds a catalogue answer is kept, serialised, for the next identical request; CATALOG_CACHE_SECONDS when unset. */
    CATALOG_ANSWERS_SECONDS: z.coerce.number().int().min(0).optional(),
    SESSION_DAYS: z.coerce.number().int().min(1).default(30),
    /** Seconds between two deletions of expired sessions (the first comes within a minute of the start). */
    SESSION_CLEANUP_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** scrypt cost of new password hashes, as log2(N): 17 is OWASP's minimum (128 MiB, ~0.3 s per hash). */
    PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(15).max(20).default(DEFAULT_SCRYPT_LOG_N),
    CHARGILY_SECRET_KEY: optionalText,
    /** Chargily's API base; when unset, the live one in production and the test one elsewhere. */
    CHARGILY_API_URL: z.string().url().optional(),
    /**
     * `test` switches on the built-in test gateway (no real payment) when no Chargily key is set; otherwise a shop
     * without a key takes cash on delivery only.
     */
    PAYMENTS: z.enum(["off", "test"], { error: "PAYMENTS : off ou test" }).default("off"),
    /** Address the payment provider calls back (defaults to the public URL). */
    WEBHOOK_BASE_URL: optionalText,
    /** Login throttling: attempts per shopper address, failures per address and e-mail, within the window. */
    LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
    /** The same for the back office's sign-in, counted apart from the shoppers'. */
    STAFF_LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    /** Accounts created per shopper address and hour. */
    SIGNUP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Fake-order protection (see the orders module). */
    ORDER_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
    ORDER_MAX_PER_PHONE: z.coerce.number().int().min(1).default(3),
    ORDER_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
    ORDER_LIMIT_WINDOW_HOURS: z.coerce.number().int().min(1).default(24),
    ORDER_DUPLICATE_WINDOW_MINUTES: z.coerce.number().int().min(0).default(10),
    /** The lowest order number: the sequence is moved up to it at start when it is behind, never lowered. */
    ORDER_NUMBER_START: z.coerce.number().int().min(1).max(2_000_000_000).default(1001),
    /** A card order still unpaid after this many minutes is cancelled and its units return to stock. */
    UNPAID_ORDER_MINUTES: z.coerce.number().int().min(1).default(30),
    /** Seconds between two looks for such orders. */
    UNPAID_ORDER_CHECK_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Unanswered confirmation calls after which an order is cancelled (its units back to stock). */
    NO_ANSWER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(DEFAULT_NO_ANSWER_MAX_ATTEMPTS),
    /** Messages accepted from /contact-us per shopper address and hour. */
    CONTACT_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** Web-vitals beacons accepted (`POST /api/vitals`) per shopper address and minute. */
    VITALS_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /**
     * The SMTP server mail is sent through (`smtp://user:password@host:587`, `smtps://…:465`); without it, e-mails
     * wait in the outbox (and show at /gestion/e-mails).
     */
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "SMTP_URL doit être une adresse smtp:// ou smtps://" }).optional()),
    /** The sender of the shop's e-mails (`Rafale <commandes@rafale.dz>`); by default the brand at PUBLIC_URL's host. */
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        // eslint-disable-next-line no-control-regex -- refusing control characters is the point
        .regex(/^[^\r\n\u0000-\u001f\u007f]+$/, { error: "MAIL_FROM ne doit pas contenir de saut de ligne" })
        .regex(/^(?:[^<>@]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
          error: "MAIL_FROM : une adresse e-mail, éventuellement « Nom <adresse> »",
        })
        .optional(),
    ),
    /** Seconds between two looks at the outbox. */
    MAIL_SEND_SECONDS: z.coerce.number().int().min(1).default(5),
    /** Attempts after which a message that keeps failing is marked failed (retries back off from 30 s to 1 h). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
    /** Password-reset requests per shopper address and hour, and per e-mail and hour. */
    PASSWORD_RESET_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
    PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(3),
    /**
     * The back office's first owner, created at start when the shop has no staff yet (both or neither). The
     * password follows the shop's password rules.
     */
    STAFF_EMAIL: optionalText.pipe(z.email({ error: "STAFF_EMAIL doit être un e-mail" }).optional()),
    STAFF_PASSWORD: optionalText.pipe(passwordSchema.optional()),
    STAFF_NAME: optionalText,
    /**
     * Proxies in front of the API itself (not the storefront) that append to X-Forwarded-For: `false`, `true` (trust
     * them all: only when nothing else can reach the API) or their number.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2})$/, { error: "TRUST_PROXY : true, false ou un nombre de proxys" })
      .default("false")
      .transform((value) => (value === "true" ? true : value === "false" ? false : Number(value))),
    /** Shared with the storefront, which proves with it the client address it forwards (at least 32 characters). */
    PROXY_SECRET: z
      .string()
      .trim()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(z.string().min(32, { error: "PROXY_SECRET doit faire au moins 32 caractères" }).optional())
      .optional(),
  })
  .refine((config) => (config.STAFF_EMAIL === undefined) === (config.STAFF_PASSWORD === undefined), {
    error: "STAFF_EMAIL et STAFF_PASSWORD vont ensemble : donnez les deux ou aucun",
    path: ["STAFF_EMAIL"],
  })
  .refine((config) => new Set(MEDIA_BUCKET_SETTINGS.map((name) => config[name] === undefined)).size === 1, {
    error: `${MEDIA_BUCKET_SETTINGS.join(", ")} vont ensemble : donnez-les tous ou aucun`,
    path: ["MEDIA_S3_BUCKET"],
  });

export type Config = z.output<typeof ConfigSchema>;

/**
 * Where the database is, read before the rest (which needs its address): `DATABASE_URL`, else the embedded
 * server's port and data folder. The API's start and the seed command both begin here.
 */
const DatabaseSettingsSchema = z.object({
  DATABASE_URL: optionalText.pipe(
    z.string().url({ error: "DATABASE_URL doit être une URL postgres://" }).optional(),
  ),
  EMBEDDED_PG_PORT: port(54329),
  EMBEDDED_PG_DIR: z.string().trim().min(1).default(".data/postgres"),
});

/** The first run's demo catalogue (`server.ts`): whether to seed an empty database, how many products, which draw. */
const SeedSettingsSchema = z.object({
  SEED_ON_START: z.enum(["true", "false"], { error: "SEED_ON_START : true ou false" }).default("true"),
  SEED_PRODUCTS: z.coerce.number().int().min(1).default(400),
  SEED: z.coerce.number().int().default(42),
});

function parse<T extends z.ZodType>(schema: T, values: Record<string, unknown>): z.output<T> {
  const result = schema.safeParse(values);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configuration invalide :\n${problems.join("\n")}`);
  }
  return result.data;
}

/** Reads and validates the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  return parse(ConfigSchema, { ...env, ...overrides });
}

export function loadDatabaseSettings(env: NodeJS.ProcessEnv = process.env) {
  const settings = parse(DatabaseSettingsSchema, env);
  return {
    databaseUrl: settings.DATABASE_URL,
    embeddedPort: settings.EMBEDDED_PG_PORT,
    dataDir: settings.EMBEDDED_PG_DIR,
  };
}

export function loadSeedSettings(env: NodeJS.ProcessEnv = process.env) {
  const settings = parse(SeedSettingsSchema, env);
  return {
    onStart: settings.SEED_ON_START === "true",
    products: settings.SEED_PRODUCTS,
    seed: settings.SEED,
  };
}
