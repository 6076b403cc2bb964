// What the signal sources hand the scoring engine. What the engine hands the writers (ScoredTopic,
// its lifecycle and status) is the writers' input, defined with them in lib/generation/types.ts.

/** One observed piece of content (a video, a post) from any source. */
export type SignalItem = {
  source: string; // 'curated' | 'youtube' | 'reddit' | 'import:<file name>'
  externalId: string;
  title: string;
  tags: string[]; // lower-cased, '#' stripped
  channel: string;
  categoryId: number | null;
  views: number;
  likes: number;
  comments: number;
  observedAt: Date; // day of observation (UTC midnight)
  niche?: string | null; // preset niche a curated item was written for; the niche a live item was fetched for
  publishedAt?: Date; // exact publication time (live items)
  via?: string; // where a live item was found: "r/Pottery", "search", "#pottery", a channel
  // Which of a source's listings returned it, where they reach back different lengths of time
  // (Reddit's newest posts: ~3.5 days; top of the week: 7): each is scored against itself.
  listing?: string;
  url?: string;
  // How many mentions it counts for (default 1): a video far above its own channel's views at
  // its age counts for more (lib/trends/sources/youtube/outliers.ts). Read through mentionWeight.
  weight?: number;
  // The language the source declares for it, as a language tag ("en", "es", "pt-BR"); absent when
  // the source declares none. Read by itemTopics: another language names no topic.
  lang?: string;
  // Its topics as extracted when it was stored (lib/trends/extracted.ts); absent for items no
  // store extracted (imports, curated examples), whose topics are extracted when first read.
  topics?: ExtractedTopics;
};

/**
 * Candidate topics of an item with their grouping keys; `fromTags` says how many lead the list;
 * `said[k]`: the post says topic k in its words, not only in a tag or hashtag (labels.ts reads it:
 * a topic only ever tagged is a label, not what the post is about).
 */
export type ItemTopics = { topics: string[]; keys: string[]; fromTags: number; said: boolean[] };

/**
 * What scoring reads of an item's words: its topics, whether it is in another language, the topics
 * its words name whatever the language (the same list as `own` for an English post), and those of
 * its title as a trend's story quotes it (no hashtags, links or handles).
 */
export type ExtractedTopics = { own: ItemTopics; any: ItemTopics; foreign: boolean; quoted: ItemTopics };

/** What one item counts for in a topic's daily mentions. */
export const mentionWeight = (item: SignalItem): number =>
  item.weight !== undefined && Number.isFinite(item.weight) && item.weight > 0 ? item.weight : 1;

/** Whether a creator can open the item from a card: an https link (the card links nothing else). */
export const canOpen = (item: Pick<SignalItem, "url">): boolean => item.url?.startsWith("https://") ?? false;

/**
 * Each post or video once, at its latest numbers: one re-observed daily is one piece of evidence,
 * and its largest counts are its newest (views and likes only grow).
 */
export function latestCopies(items: readonly SignalItem[]): SignalItem[] {
  const latest = new Map<string, SignalItem>();
  for (const it of items) {
    const id = `${it.source}|${it.externalId}`;
    const prev = latest.get(id);
    if (!prev || it.views > prev.views || (it.views === prev.views && it.likes > prev.likes)) latest.set(id, it);
  }
  return [...latest.values()];
}
