// Bluesky with the operator's account (BLUESKY_HANDLE + an app password; unauthenticated search
// was turned off in 2025): com.atproto.server.createSession on the account's server, then
// app.bsky.feed.searchPosts for the niche, newest first (paged back 14 days). Likes, reposts and quotes are the likes,
// replies the comments, each author a channel; posts carrying moderation labels are skipped.
// Published limits: createSession 30 per 5 minutes and 300 a day per account, the API 3,000
// requests per 5 minutes per IP. The session's token stays in this process's memory only; a refused
// login holds the source and logins are counted per day across servers (holds.ts).
import "server-only";
import { env } from "@/env";
import { normalizeTag } from "../core/text";
import type { SignalItem } from "../core/types";
import { readPages } from "./pages";
import { SourceError, sourceGetJson } from "./fetch";
import { beforeLogin, holdSource } from "./holds";
import { baseOf, clip, count, langOf, timeOf, type LiveContext, type LiveResult, type LiveSource } from "./types";
import { daysBefore } from "@/lib/time";

export const BLUESKY_DEFAULT_BASE = "https://bsky.social";
export const BLUESKY_LIMIT = { requests: 3000, windowS: 300 };
/** Logins are counted apart: the account's own limit is far lower than the API's. */
export const BLUESKY_SESSION_LIMIT = { requests: 30, windowS: 300 };
/** Access tokens live about two hours; a new session is made well before. */
const SESSION_MS = 90 * 60_000;
const MAX_PAGES = 3;
const HISTORY_DAYS = 14;
/** searchPosts' cursor is opaque (an offset today); anything unlike one is no cursor. */
const CURSOR = /^[A-Za-z0-9_:=+-]{1,256}$/;

type Post = {
  uri?: string;
  author?: { handle?: string; labels?: { val?: string }[] };
  record?: {
    text?: string;
    createdAt?: string;
    /** The languages the author's client declared for the text (BCP 47); often absent. */
    langs?: unknown;
    facets?: { features?: { $type?: string; tag?: string }[] }[];
  };
  likeCount?: number;
  repostCount?: number;
  quoteCount?: number;
  replyCount?: number;
  indexedAt?: string;
  labels?: { val?: string }[];
};

let session: { token: string; until: number; handle: string } | undefined;

export function forgetBlueskySession(): void {
  session = undefined;
}

const base = () => baseOf(env.BLUESKY_BASE_URL, BLUESKY_DEFAULT_BASE);

async function accessToken(signal: AbortSignal): Promise<string> {
  const handle = env.BLUESKY_HANDLE ?? "";
  if (session && session.handle === handle && session.until > Date.now()) return session.token;
  await beforeLogin("bluesky", "Bluesky");
  let res: { accessJwt?: unknown };
  try {
    res = await sourceGetJson<{ accessJwt?: unknown }>({
      source: "bluesky-session",
      url: new URL(`${base()}/xrpc/com.atproto.server.createSession`),
      limit: BLUESKY_SESSION_LIMIT,
      json: { identifier: handle, password: env.BLUESKY_APP_PASSWORD ?? "" },
      signal,
      retries: 0,
    });
  } catch (err) {
    if (err instanceof SourceError && (err.status === 401 || err.status === 403)) {
      const why = `Bluesky refused the account (HTTP ${err.status}): check BLUESKY_HANDLE and BLUESKY_APP_PASSWORD (an app password, not the account's)`;
      await holdSource("bluesky", why);
      throw new SourceError(why, "http", err.status);
    }
    throw err;
  }
  const token = typeof res?.accessJwt === "string" ? res.accessJwt : "";
  if (!token) throw new SourceError("parse failure: not a Bluesky session", "parse");
  session = { token, handle, until: Date.now() + SESSION_MS };
  return token;
}

/** The web address of a post: its author's handle and the record key at the end of its at:// URI. */
function postUrl(handle: string, uri: string): string | undefined {
  const rkey = /^at:\/\/[^/]+\/app\.bsky\.feed\.post\/([A-Za-z0-9]+)$/.exec(uri)?.[1];
  return rkey && handle ? `https://bsky.app/profile/${encodeURIComponent(handle)}/post/${rkey}` : undefined;
}

/**
 * A post's declared language: English when any of its languages is (a post in two languages still
 * speaks to English readers), else the first readable one; nothing when it declares none.
 */
function postLang(langs: unknown): { lang: string } | Record<string, never> {
  if (!Array.isArray(langs)) return {};
  const readable = langs.map(langOf).filter((l) => "lang" in l);
  return readable.find((l) => l.lang.toLowerCase().startsWith("en")) ?? readable[0] ?? {};
}

/** searchPosts' answer as signal items. */
export function blueskyItems(res: { posts?: Post[] }, nicheKey: string | null): SignalItem[] {
  if (!res || typeof res !== "object" || !Array.isArray(res.posts))
    throw new SourceError("parse failure: not a Bluesky post search", "parse");
  const out: SignalItem[] = [];
  for (const p of res.posts) {
    const title = clip(p?.record?.text, 300);
    // A post's own clock can be anything; the server's indexing time bounds it.
    const created = Date.parse(p?.record?.createdAt ?? "");
    const indexed = Date.parse(p?.indexedAt ?? "");
    const at = Number.isFinite(created) && !(created > indexed) ? created : indexed;
    const time = timeOf(at);
    if (!p?.uri || !title || !time) continue;
    if ((p.labels ?? []).length > 0 || (p.author?.labels ?? []).length > 0) continue;
    const handle = clip(p.author?.handle, 100);
    const tags = (p.record?.facets ?? [])
      .flatMap((f) => f?.features ?? [])
      .filter((f) => f?.$type === "app.bsky.richtext.facet#tag" && typeof f.tag === "string")
      .map((f) => normalizeTag(f.tag!))
      .filter(Boolean);
    out.push({
      source: "bluesky",
      externalId: String(p.uri).slice(0, 200),
      title,
      tags: [...new Set(tags)].slice(0, 10),
      channel: handle ? `@${handle}` : "unknown",
      categoryId: null,
      views: 0,
      likes: count(p.likeCount) + count(p.repostCount) + count(p.quoteCount),
      comments: count(p.replyCount),
      ...time,
      niche: nicheKey,
      via: "Bluesky",
      url: postUrl(handle, String(p.uri)),
      ...postLang(p.record?.langs),
    });
  }
  return out;
}

export const blueskySource: LiveSource = {
  name: "bluesky",
  label: "Bluesky",
  limit: BLUESKY_LIMIT,
  intervalS: 60 * 60,
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const token = await accessToken(ctx.signal);
    // Newest first, in pages of 100 by the answer's `cursor` until they reach back 14 days (at most
    // 3 pages: 3 of the 3,000 requests per 5 minutes), so a slow riser has a baseline.
    const read = async (cursor: string | undefined) => {
      const url = new URL(`${base()}/xrpc/app.bsky.feed.searchPosts`);
      url.search = new URLSearchParams({
        q: ctx.niche,
        sort: "latest",
        limit: "100",
        ...(cursor ? { cursor } : {}),
      }).toString();
      const res = await sourceGetJson<{ posts?: Post[]; cursor?: unknown }>({
        source: "bluesky",
        url,
        limit: BLUESKY_LIMIT,
        headers: { authorization: `Bearer ${token}` },
        signal: ctx.signal,
      });
      const next = typeof res?.cursor === "string" && CURSOR.test(res.cursor) ? res.cursor : undefined;
      return { items: blueskyItems(res, ctx.matcher.key), next };
    };
    try {
      const { items, warnings } = await readPages({
        read,
        maxPages: MAX_PAGES,
        since: daysBefore(ctx.now, HISTORY_DAYS),
        label: "searchPosts",
      });
      return { items, warnings };
    } catch (err) {
      // An expired or revoked session: log in again next round.
      if (err instanceof SourceError && err.status === 401) forgetBlueskySession();
      throw err;
    }
  },
};
