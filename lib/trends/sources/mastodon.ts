// Mastodon, keyless: a server's public hashtag timelines (/api/v1/timelines/tag/{tag}) for the
// niche as its hashtags ("personal finance" -> #personalfinance; "fountain pens" -> #fountainpens
// and #fountainpen), each tag its own listing. Favourites and boosts are the likes, replies the
// comments, each account a channel. Boosts are skipped (the original counts). Each timeline is
// read back HISTORY_DAYS in pages of 40 (`max_id`, the oldest status's id, as the Link header's
// next page gives it), at most MAX_PAGES: 6 requests a round for a niche's two tags. Published
// limit: 300 requests per 5 minutes per IP.
import "server-only";
import { Parser } from "htmlparser2";
import { env } from "@/env";
import { hashtagsOf } from "../core/niche-forms";
import { normalizeTag } from "../core/text";
import type { SignalItem } from "../core/types";
import { SourceError, sourceGetJson } from "./fetch";
import { readPages } from "./pages";
import { baseOf, clip, count, langOf, timeOf, type LiveContext, type LiveResult, type LiveSource } from "./types";
import { daysBefore } from "@/lib/time";

export const MASTODON_DEFAULT_BASE = "https://mastodon.social";
export const MASTODON_LIMIT = { requests: 300, windowS: 300 };
const PAGE_SIZE = 40;
const MAX_PAGES = 3;
const HISTORY_DAYS = 14;
/** Status ids are numbers (snowflakes) as strings; anything else is no cursor. */
const STATUS_ID = /^\d{1,20}$/;

type Status = {
  id?: string;
  created_at?: string;
  content?: string;
  url?: string | null;
  reblog?: unknown;
  sensitive?: boolean;
  /** ISO 639-1, as the author's client set it; null when it set none. */
  language?: string | null;
  favourites_count?: number;
  reblogs_count?: number;
  replies_count?: number;
  account?: { acct?: string };
  tags?: { name?: string }[];
};

const BLOCKS = new Set(["p", "br", "li", "div"]);

/** The visible text of a status's HTML, with block breaks as spaces. */
export function htmlText(html: string): string {
  let out = "";
  const parser = new Parser(
    {
      ontext: (t) => (out += t),
      onclosetag: (name) => (BLOCKS.has(name) ? (out += " ") : undefined),
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.replace(/\s+/g, " ").trim();
}

export function mastodonItems(statuses: Status[], nicheKey: string | null, tag: string): SignalItem[] {
  if (!Array.isArray(statuses)) throw new SourceError("parse failure: not a list of statuses", "parse");
  const out: SignalItem[] = [];
  for (const s of statuses) {
    const time = timeOf(s?.created_at ?? "");
    const title = clip(htmlText(typeof s?.content === "string" ? s.content : ""), 300);
    if (!s?.id || !time || !title || s.reblog) continue;
    out.push({
      source: "mastodon",
      externalId: String(s.id).slice(0, 40),
      title,
      tags: (s.tags ?? [])
        .map((t) => normalizeTag(t?.name ?? ""))
        .filter((t) => t && t !== tag)
        .slice(0, 10),
      channel: `@${clip(s.account?.acct, 80) || "unknown"}`,
      categoryId: null,
      views: 0,
      likes: count(s.favourites_count) + count(s.reblogs_count),
      comments: count(s.replies_count),
      ...time,
      niche: nicheKey,
      via: `#${tag}`,
      // Each tag's timeline is its own listing: the newest 40 of a busy tag span hours, of a
      // quiet one weeks, so their days are not one series.
      listing: `#${tag}`,
      url: typeof s.url === "string" && s.url.startsWith("https://") ? s.url.slice(0, 500) : undefined,
      ...langOf(s.language),
    });
  }
  return out;
}

export const mastodonSource: LiveSource = {
  name: "mastodon",
  label: "Mastodon",
  limit: MASTODON_LIMIT,
  intervalS: 60 * 60,
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    // The niche as its people tag it, in both numbers (#fountainpens and #fountainpen).
    const tags = hashtagsOf(ctx.niche);
    if (tags.length === 0) return { items: [], skipped: "the niche makes no hashtag" };
    const base = baseOf(env.MASTODON_BASE_URL, MASTODON_DEFAULT_BASE);
    const results = await Promise.allSettled(
      tags.map(async (tag) => {
        const read = async (maxId: string | undefined) => {
          const url = new URL(`${base}/api/v1/timelines/tag/${encodeURIComponent(tag)}`);
          url.search = new URLSearchParams({
            limit: String(PAGE_SIZE),
            ...(maxId ? { max_id: maxId } : {}),
          }).toString();
          const statuses = await sourceGetJson<Status[]>({
            source: "mastodon",
            url,
            limit: MASTODON_LIMIT,
            signal: ctx.signal,
          });
          const items = mastodonItems(statuses, ctx.matcher.key, tag);
          // A short page is the timeline's end; otherwise the next page is older than its last status.
          const last = statuses.at(-1)?.id;
          const next =
            statuses.length >= PAGE_SIZE && typeof last === "string" && STATUS_ID.test(last) ? last : undefined;
          return { items, next };
        };
        return readPages({
          read,
          maxPages: MAX_PAGES,
          since: daysBefore(ctx.now, HISTORY_DAYS),
          label: `#${tag}`,
        });
      }),
    );
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    // One tag failing leaves the other's toots; every tag failing is an outage.
    if (failed.length === results.length)
      throw failed[0].reason instanceof SourceError ? failed[0].reason : new SourceError("unexpected error", "network");
    return {
      items: results.flatMap((r) => (r.status === "fulfilled" ? r.value.items : [])),
      warnings: [
        ...results.flatMap((r) => (r.status === "fulfilled" ? r.value.warnings : [])),
        ...failed.map((r) => (r.reason instanceof SourceError ? r.reason.message : "unexpected error")),
      ],
    };
  },
};
