// Stored live items for the pick benchmark and its test, built from the noisy-niche corpus the way
// the live sources store them (one row per post, headline, toot or video, with its exact time).
// A niche's corpus holds one to two thousand items; another size is an even sample of enough copies
// of it, each copy other people saying the same things (new ids and authors, the same titles and times), so the mix of rising topics,
// background, spam and deals, and the shape of every series, stay those of the corpus.
import { nicheMatcher } from "@/lib/trends/core/niche";
import type { SignalItem } from "@/lib/trends/core/types";
import { noisyCorpus, type CorpusItem } from "@/test/fixtures/noisy-niches/generate";
import { CORPUS_DAY } from "@/test/fixtures/noisy-niches/niches";
import { resolveNiche } from "@/lib/niches";

/** The report time the benchmark picks at: the corpus day's evening. */
export const PICK_NOW = new Date(`${CORPUS_DAY}T20:00:00Z`);

function stored(it: CorpusItem, nicheKey: string, niche: string, copy: number): SignalItem {
  const publishedAt = new Date(it.at);
  const author = copy === 0 ? it.author : `${it.author}_${copy}`;
  const where: Pick<SignalItem, "source" | "channel" | "via" | "listing"> =
    it.route === "sub"
      ? { source: "reddit", channel: author, via: `r/${it.subreddit}`, listing: "top" }
      : it.route === "search"
        ? { source: "reddit", channel: author, via: `r/${it.subreddit}`, listing: "search" }
        : it.route === "news"
          ? { source: "googlenews", channel: it.publisher ?? "Google News", via: it.publisher }
          : it.route === "hn"
            ? { source: "hackernews", channel: author }
            : it.route === "toot"
              ? { source: "mastodon", channel: author, via: `#${niche.replace(/\s+/g, "")}` }
              : it.route === "lemmy"
                ? { source: "lemmy", channel: author, via: "Lemmy" }
                : it.route === "bluesky"
                  ? { source: "bluesky", channel: `@${author}`, via: "Bluesky" }
                  : { source: "youtube", channel: author, via: author };
  return {
    ...where,
    externalId: copy === 0 ? it.id : `${it.id}-${copy}`,
    // Every live source gives a link to the post (a card shows only posts a creator can open).
    url: `https://${where.source}.example/${it.id}/${copy}`,
    title: it.title,
    // The hashtags a Mastodon or Bluesky post carries (a video's tags come from videos.list: none here).
    tags: it.route === "toot" || it.route === "bluesky" ? (it.tags ?? []) : [],
    categoryId: null,
    views: it.views ?? 0,
    likes: it.score,
    comments: it.comments,
    niche: nicheKey,
    publishedAt,
    observedAt: new Date(Date.UTC(publishedAt.getUTCFullYear(), publishedAt.getUTCMonth(), publishedAt.getUTCDate())),
  };
}

/**
 * `count` stored items of one corpus niche published up to `now`, as fresh objects (as each read
 * of the store returns them): nothing computed for one call's items is reused by the next.
 */
export function pickItems(count: number, nicheIndex = 0, now = PICK_NOW): { niche: string; items: SignalItem[] } {
  const corpus = noisyCorpus()[nicheIndex];
  const niche = corpus.niche.niche;
  const key = nicheMatcher(resolveNiche(niche)).key;
  const source = corpus.items.filter((it) => it.at <= now.getTime());
  // Whole copies of the corpus, then an even sample of them: every size spans all 22 days.
  const copies = Math.ceil(count / source.length);
  const all = copies * source.length;
  const items: SignalItem[] = [];
  for (let k = 0; k < count; k++) {
    const at = Math.floor((k * all) / count);
    items.push(stored(source[at % source.length], key, niche, Math.floor(at / source.length)));
  }
  return { niche, items };
}
