// Lemmy, keyless: post search on one instance (/api/v3/search?type_=Posts, default lemmy.world,
// LEMMY_BASE_URL for another), newest first, for the niche's words. Upvotes are the likes,
// comments the comments, each author (user@instance) a channel, the community where it was found.
// Removed, deleted and NSFW posts and banned authors are skipped. Lemmy's default limit for
// search is 60 requests per 10 minutes per IP.
import "server-only";
import { env } from "@/env";
import type { SignalItem } from "../core/types";
import { SourceError, sourceGetJson } from "./fetch";
import { baseOf, clip, count, timeOf, type LiveContext, type LiveResult, type LiveSource } from "./types";

export const LEMMY_DEFAULT_BASE = "https://lemmy.world";
export const LEMMY_LIMIT = { requests: 60, windowS: 600 };

type PostView = {
  post?: {
    id?: number;
    name?: string;
    published?: string;
    ap_id?: string;
    removed?: boolean;
    deleted?: boolean;
    nsfw?: boolean;
    language_id?: number;
  };
  creator?: { name?: string; actor_id?: string; banned?: boolean; bot_account?: boolean };
  community?: { name?: string; actor_id?: string; nsfw?: boolean };
  creator_banned_from_community?: boolean;
  counts?: { comments?: number; upvotes?: number; score?: number };
};

/** "name@host" from an ActivityPub id, so two instances' same-named users stay apart. */
function handle(name: unknown, actorId: unknown): string {
  const n = clip(name, 60);
  if (!n) return "";
  try {
    return `${n}@${new URL(String(actorId)).hostname}`;
  } catch {
    return n;
  }
}

// Lemmy names a post's language by its row in the instance's language table, which every
// instance fills from the same list: 0 is "undetermined", 37 English. Any other id is a language
// that is not English; its code would take another request (the site's language list), and only
// "not English" matters here, so it is kept as a private-use tag that says so.
const LEMMY_UNDETERMINED = 0;
const LEMMY_ENGLISH = 37;

function lemmyLang(id: unknown): { lang: string } | Record<string, never> {
  if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id === LEMMY_UNDETERMINED) return {};
  return { lang: id === LEMMY_ENGLISH ? "en" : `x-lemmy-${id}` };
}

/** A post list or search answer ({ posts: PostView[] }) as signal items. */
export function lemmyItems(res: { posts?: PostView[] }, nicheKey: string | null): SignalItem[] {
  if (!res || typeof res !== "object" || !Array.isArray(res.posts))
    throw new SourceError("parse failure: not a Lemmy post list", "parse");
  const out: SignalItem[] = [];
  for (const v of res.posts) {
    const p = v?.post;
    const title = clip(p?.name, 300);
    const time = timeOf(p?.published ?? "");
    if (!p || p.id === undefined || !title || !time) continue;
    if (p.removed || p.deleted || p.nsfw || v.community?.nsfw || v.creator?.banned || v.creator_banned_from_community)
      continue;
    const community = handle(v.community?.name, v.community?.actor_id);
    out.push({
      source: "lemmy",
      externalId: String(p.ap_id ?? p.id).slice(0, 200),
      title,
      tags: [],
      channel: handle(v.creator?.name, v.creator?.actor_id) || community || "unknown",
      categoryId: null,
      views: 0,
      likes: count(v.counts?.upvotes ?? v.counts?.score),
      comments: count(v.counts?.comments),
      ...time,
      niche: nicheKey,
      via: community ? `!${community}` : "Lemmy",
      url: typeof p.ap_id === "string" && p.ap_id.startsWith("https://") ? p.ap_id.slice(0, 500) : undefined,
      ...lemmyLang(p.language_id),
    });
  }
  return out;
}

export const lemmySource: LiveSource = {
  name: "lemmy",
  label: "Lemmy",
  limit: LEMMY_LIMIT,
  intervalS: 60 * 60,
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const url = new URL(`${baseOf(env.LEMMY_BASE_URL, LEMMY_DEFAULT_BASE)}/api/v3/search`);
    url.search = new URLSearchParams({
      q: ctx.niche,
      type_: "Posts",
      sort: "New",
      listing_type: "All",
      limit: "50",
    }).toString();
    const res = await sourceGetJson<{ posts?: PostView[] }>({
      source: "lemmy",
      url,
      limit: LEMMY_LIMIT,
      signal: ctx.signal,
    });
    return { items: lemmyItems(res, ctx.matcher.key) };
  },
};
