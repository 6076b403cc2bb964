// Typed environment. Every variable is optional: unset, the app runs on its embedded defaults
// (PGlite database, offline AI engine, email outbox, billing and OAuth explained as not configured).
// Imported by next.config.ts so a malformed value fails the build/start at once.
// Server-only by use: never import this from a client component.
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = optional.pipe(z.url().optional());
const flag = optional.transform((v) => v === "1" || v === "true");
/** On unless set to 0 / false / off: the live trend sources work with no key, so they start on. */
const onByDefault = optional.transform(
  (v) => v === undefined || !["0", "false", "off", "no"].includes(v.toLowerCase()),
);
const ms = (min: number, max: number) =>
  optional
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(min, `must be at least ${min} (ms)`).max(max, `must be at most ${max} (ms)`).optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Public base URL; every emailed link is built from it, never from the Host header. */
  APP_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  /** Folder of the embedded PGlite database when DATABASE_URL is unset. */
  PGLITE_DIR: optional,
  AUTH_SECRET: optional,
  /** Where the generated session key is kept when AUTH_SECRET is unset (default .data/auth-secret). */
  AUTH_SECRET_FILE: optional,
  /** The quietest level lib/log.ts writes: info (default), warn or error; debug, which hosts often set, means info. */
  LOG_LEVEL: optional.pipe(z.enum(["debug", "info", "warn", "error"]).optional()),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  /** The most one report or script may spend with the models, backup included (30 s - 5 min). */
  AI_TIMEOUT_MS: ms(30_000, 300_000),
  /** How long a model may take to send its first token (1 s - 2 min). */
  AI_FIRST_TOKEN_TIMEOUT_MS: ms(1_000, 120_000),
  /** The longest silence between two chunks of an answer (1 s - 2 min). */
  AI_STALL_TIMEOUT_MS: ms(1_000, 120_000),
  AI_DISABLED: flag,
  /** Master switch of every live trend source (0 = the snapshot store only, e.g. an offline machine). */
  LIVE_SOURCES_ENABLED: onByDefault,
  /** Contact (email or URL) sent in the sources' User-Agent, as several providers ask. */
  LIVE_SOURCES_CONTACT: optional,
  YOUTUBE_API_KEY: optional,
  YOUTUBE_API_BASE_URL: optionalUrl,
  /** YouTube Data API units the service may spend per day (the default project quota is 10,000). */
  YOUTUBE_DAILY_UNITS: optional
    .transform((v) => (v === undefined ? 10_000 : Number(v)))
    .pipe(z.number().int().nonnegative()),
  YOUTUBE_FEEDS_ENABLED: onByDefault,
  YOUTUBE_FEEDS_BASE_URL: optionalUrl,
  /**
   * Keyless Reddit (the public .json listings): off unless "1". Reddit's Data API needs approval
   * and commercial use an agreement; an approved app's REDDIT_CLIENT_ID/SECRET is the way in.
   */
  REDDIT_ENABLED: flag,
  /** www.reddit.com: the keyless listings and the OAuth token endpoint. */
  REDDIT_BASE_URL: optionalUrl,
  /** An approved Reddit app's OAuth client credentials (client_credentials grant, oauth.reddit.com). */
  REDDIT_CLIENT_ID: optional,
  REDDIT_CLIENT_SECRET: optional,
  /** oauth.reddit.com, where the authenticated listings are read. */
  REDDIT_OAUTH_BASE_URL: optionalUrl,
  /**
   * Reddit's published limit: 10 a minute unauthenticated, 100 a minute per OAuth client id (the
   * default follows which of the two is in use); lower it to share a client id with other apps.
   */
  REDDIT_REQUESTS_PER_MINUTE: optional
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().positive().optional()),
  /** Google News search RSS: off unless "1" (the feeds are offered for personal, non-commercial use). */
  GOOGLE_NEWS_ENABLED: flag,
  GOOGLE_NEWS_BASE_URL: optionalUrl,
  HACKERNEWS_ENABLED: onByDefault,
  HACKERNEWS_BASE_URL: optionalUrl,
  MASTODON_ENABLED: onByDefault,
  /** The Mastodon server whose public hashtag timelines are read (default mastodon.social). */
  MASTODON_BASE_URL: optionalUrl,
  LEMMY_ENABLED: onByDefault,
  /** Wikipedia pageviews confirming a topic's rise (keyless, openly licensed). */
  WIKIPEDIA_ENABLED: onByDefault,
  /** en.wikipedia.org (article search) and wikimedia.org (pageviews): only to point them at a stand-in. */
  WIKIPEDIA_BASE_URL: optionalUrl,
  WIKIMEDIA_BASE_URL: optionalUrl,
  /** The operator's Bluesky account and one of its app passwords: Bluesky post search is on when both are set. */
  BLUESKY_HANDLE: optional,
  BLUESKY_APP_PASSWORD: optional,
  /** The account's server (default bsky.social). */
  BLUESKY_BASE_URL: optionalUrl,
  /** The Lemmy instance whose post search is read (default lemmy.world). */
  LEMMY_BASE_URL: optionalUrl,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Where the Stripe SDK sends requests (only to point it at a local stand-in). */
  STRIPE_API_URL: optionalUrl,
  STRIPE_PRICE_PRO_MONTHLY: optional,
  STRIPE_PRICE_PRO_YEARLY: optional,
  STRIPE_PRICE_STUDIO_MONTHLY: optional,
  STRIPE_PRICE_STUDIO_YEARLY: optional,
  STRIPE_PRICE_ENTERPRISE_MONTHLY: optional,
  STRIPE_PRICE_ENTERPRISE_YEARLY: optional,
  RESEND_API_KEY: optional,
  /** Signing secret of the Resend webhook (bounces and complaints), whsec_... */
  RESEND_WEBHOOK_SECRET: optional,
  EMAIL_FROM: optional,
  SUPPORT_EMAIL: optional.pipe(z.email().optional()),
  AUTH_GOOGLE_ID: optional,
  AUTH_GOOGLE_SECRET: optional,
  /** OpenID issuer override (a local OIDC server in tests). */
  AUTH_GOOGLE_ISSUER: optionalUrl,
  AUTH_MICROSOFT_ENTRA_ID_ID: optional,
  AUTH_MICROSOFT_ENTRA_ID_SECRET: optional,
  AUTH_MICROSOFT_ENTRA_ID_ISSUER: optionalUrl,
  CRON_SECRET: optional,
  /**
   * How many reverse proxies of yours stand in front of the app, each appending the address it saw
   * to X-Forwarded-For (lib/request/client-ip.ts). 0 (default): clients connect to the app directly.
   * Vercel: 1. Behind one nginx/Caddy/load balancer: 1. Counting more hops than really exist
   * lets clients choose their own address, so count only proxies the app can't be reached around.
   */
  TRUSTED_PROXY_HOPS: optional
    .transform((v) => (v === undefined ? 0 : Number(v)))
    .pipe(z.number().int("TRUSTED_PROXY_HOPS must be a whole number").min(0).max(10)),
});

export type Env = z.infer<typeof schema>;

/** The environment `source` describes (process.env by default); throws listing every bad value. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

export const env: Env = parseEnv();

export const DEFAULT_ADMIN_EMAIL = "admin@trendscript.local";
export const appUrl = () => (env.APP_URL ?? "http://localhost:3000").replace(/\/$/, "");
export const adminEmail = () => (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
