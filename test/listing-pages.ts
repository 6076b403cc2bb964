// How Reddit and Mastodon page a newest-first listing, for the stand-ins (test/noisy-sources.ts,
// test/trend-sources-stub.ts) to answer `after` and `max_id` as the services do.
//   Reddit: `limit` (25 unless asked, at most 100) posts after the one `after` names (a fullname,
//   "t3_<id>"); the Listing's `after` names the page's last post while more follow (null at the
//   end), `before` its first once paging has begun, `dist` the page's size. A cursor naming no post
//   in the listing is answered with an empty page (what the stand-ins choose; Reddit's own answer
//   to a stale cursor varies).
//   Mastodon: `limit` (20 unless asked, at most 40) statuses with ids below `max_id`; a full page
//   carries a Link header with the next (older, `max_id` = its last id) and previous pages, as
//   Mastodon's API sends it. Status ids grow with time (snowflakes).
import type { StubRequest } from "./http-stub";

const clamp = (raw: string | null, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Number(raw) || fallback));

export type RedditPage<T> = { page: T[]; after: string | null; before: string | null };

export function redditPage<T extends { id: string }>(newestFirst: T[], query: URLSearchParams): RedditPage<T> {
  const limit = clamp(query.get("limit"), 25, 100);
  const cursor = query.get("after");
  let start = 0;
  if (cursor) {
    const at = newestFirst.findIndex((p) => `t3_${p.id}` === cursor);
    if (at < 0) return { page: [], after: null, before: null };
    start = at + 1;
  }
  const page = newestFirst.slice(start, start + limit);
  const more = start + limit < newestFirst.length && page.length > 0;
  return {
    page,
    after: more ? `t3_${page[page.length - 1].id}` : null,
    before: cursor && page.length ? `t3_${page[0].id}` : null,
  };
}

/** A Mastodon status id that grows with time, as Mastodon's snowflake ids do (ms << 16 | sequence). */
export const snowflake = (atMs: number, seq: number) => String((BigInt(atMs) << 16n) + BigInt(seq % 65_536));

export type MastodonPage<T> = { page: T[]; link?: string };

export function mastodonPage<T extends { id: string }>(
  newestFirst: T[],
  req: Pick<StubRequest, "query" | "path">,
  origin: string,
): MastodonPage<T> {
  const limit = clamp(req.query.get("limit"), 20, 40);
  const maxId = req.query.get("max_id");
  const older = maxId && /^\d+$/.test(maxId) ? newestFirst.filter((s) => BigInt(s.id) < BigInt(maxId)) : newestFirst;
  const page = older.slice(0, limit);
  if (page.length < limit) return { page };
  const url = (param: string, id: string) => `${origin}${req.path}?limit=${limit}&${param}=${id}`;
  return {
    page,
    link: `<${url("max_id", page[page.length - 1].id)}>; rel="next", <${url("min_id", page[0].id)}>; rel="prev"`,
  };
}
