// Reddit with an approved app's credentials: OAuth client credentials (an app-only token from
// /api/v1/access_token, kept until shortly before it expires), then the listings on
// oauth.reddit.com within the 100 queries a minute Reddit grants each client id. The token stays
// in this process's memory only: a bearer token is not written to the database. A refused login
// holds the source and logins are counted per day across servers (holds.ts).
import "server-only";
import { env } from "@/env";
import { SourceError, sourceGetJson, type RateLimit } from "./fetch";
import { beforeLogin, holdSource } from "./holds";
import { baseOf, count } from "./types";

export const REDDIT_DEFAULT_BASE = "https://www.reddit.com";
export const REDDIT_OAUTH_DEFAULT_BASE = "https://oauth.reddit.com";
/** Refresh this long before Reddit says the token expires. */
const EARLY_S = 300;

/** Both halves of the credentials are set: the OAuth host is used instead of the keyless one. */
export const redditOAuth = () => Boolean(env.REDDIT_CLIENT_ID && env.REDDIT_CLIENT_SECRET);

/** Reddit's published limits: 100 queries a minute per OAuth client id, 10 unauthenticated. */
export const redditLimit = (): RateLimit => ({
  requests: env.REDDIT_REQUESTS_PER_MINUTE ?? (redditOAuth() ? 100 : 10),
  windowS: 60,
});

let held: { token: string; until: number; client: string } | undefined;

type TokenResponse = { access_token?: unknown; token_type?: unknown; expires_in?: unknown; error?: unknown };

/** An app-only bearer token for the configured client, fetched when none is held or it is about to expire. */
export async function redditToken(signal?: AbortSignal): Promise<string> {
  const client = env.REDDIT_CLIENT_ID ?? "";
  if (held && held.client === client && held.until > Date.now()) return held.token;
  const url = new URL(`${baseOf(env.REDDIT_BASE_URL, REDDIT_DEFAULT_BASE)}/api/v1/access_token`);
  const basic = Buffer.from(`${client}:${env.REDDIT_CLIENT_SECRET ?? ""}`).toString("base64");
  await beforeLogin("reddit", "Reddit");
  let res: TokenResponse;
  try {
    res = await sourceGetJson<TokenResponse>({
      source: "reddit",
      url,
      limit: redditLimit(),
      form: { grant_type: "client_credentials" },
      headers: { authorization: `Basic ${basic}` },
      signal,
      retries: 1,
    });
  } catch (err) {
    if (err instanceof SourceError && (err.status === 401 || err.status === 403)) {
      const why = `Reddit refused the app's credentials (HTTP ${err.status}): check REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET, and that the app is approved`;
      await holdSource("reddit", why);
      throw new SourceError(why, "http", err.status);
    }
    throw err;
  }
  // Reddit answers a wrong grant with 200 and {"error": "unsupported_grant_type"}.
  if (typeof res?.error === "string")
    throw new SourceError(`Reddit refused the token request: ${res.error.slice(0, 80)}`, "http", 200);
  const token = typeof res?.access_token === "string" ? res.access_token : "";
  if (!token || String(res.token_type).toLowerCase() !== "bearer")
    throw new SourceError("parse failure: not an OAuth token response", "parse");
  const lifetimeS = count(res.expires_in) || 3600;
  held = { token, client, until: Date.now() + Math.max(60, lifetimeS - EARLY_S) * 1000 };
  return token;
}

/** Drops the held token (Reddit answered 401 with it): the next round asks for a new one. */
export function forgetRedditToken(): void {
  held = undefined;
}
