// What the evidence behind a trend is made of, in the words a creator would use for it: videos
// from channels (YouTube, curated examples, imported trending lists), or posts from people
// (Reddit, Mastodon, Lemmy, Bluesky), stories from outlets (Google News), threads (Hacker News). Posts and
// headlines carry no view counts, so a card or script about them talks about upvotes, comments
// and how many there were, never "videos", "channels" or "views".

export type Medium = {
  /** True when the evidence is videos with views. */
  video: boolean;
  item: string; // "video", "post", "story", "thread"
  items: string; // "videos", "posts", "stories", "threads"
  makers: string; // "channels", "people", "outlets", "people and outlets"
};

export const VIDEO: Medium = { video: true, item: "video", items: "videos", makers: "channels" };

const kindOf = (label: string) =>
  /^google news/i.test(label)
    ? "news"
    : /^hacker news/i.test(label)
      ? "hn"
      : /^(reddit|mastodon|lemmy|bluesky)/i.test(label)
        ? "post"
        : /^youtube/i.test(label)
          ? "video"
          : "other";

/**
 * The medium of a trend's evidence from its source labels ("Reddit r/Pottery", "Google News") and
 * whether any of it had views. No labels (curated examples, trends stored before labels existed),
 * a YouTube source, or any views at all (imported trending lists) mean videos.
 */
export function mediumOf(sources: readonly string[] | null | undefined, hasViews: boolean): Medium {
  const kinds = new Set((sources ?? []).map(kindOf));
  if (hasViews || kinds.size === 0 || kinds.has("video") || kinds.has("other")) return VIDEO;
  if (kinds.size === 1 && kinds.has("news"))
    return { video: false, item: "story", items: "stories", makers: "outlets" };
  if (kinds.size === 1 && kinds.has("hn")) return { video: false, item: "thread", items: "threads", makers: "people" };
  return { video: false, item: "post", items: "posts", makers: kinds.has("news") ? "people and outlets" : "people" };
}
