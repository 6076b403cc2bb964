// Stores a niche's live signals as if a refresh had just read them from the stand-in's corpus:
// for tests about what happens after collecting (writers, prompts), with no source running.
import { storeNicheSignals } from "@/lib/trends/live-store";
import { nicheMatcher } from "@/lib/trends/core/niche";
import type { SignalItem } from "@/lib/trends/core/types";
import { CORPUS } from "./fixtures/niche-corpus/corpus";
import { mentions } from "./corpus-mentions";
import { resolveNiche } from "@/lib/niches";

/** The items a refresh of `niche` would have read from the stand-in's corpus. */
export function corpusSignalItems(niche: string, corpus = "pottery", now = new Date()): SignalItem[] {
  const key = nicheMatcher(resolveNiche(niche)).key;
  const c = CORPUS[corpus];
  return mentions(c, now).map((m) => ({
    source: m.to === "news" ? "googlenews" : "reddit",
    externalId: `seed-${m.n}`,
    url: `https://example.com/seed/${m.n}`,
    title: c.posts[m.n % c.posts.length].replace("{t}", m.topic),
    tags: [],
    channel: `member_${m.n % 17}`,
    categoryId: null,
    views: 0,
    likes: 20 + (m.n % 50),
    comments: m.n % 9,
    observedAt: new Date(Date.UTC(m.at.getUTCFullYear(), m.at.getUTCMonth(), m.at.getUTCDate())),
    publishedAt: m.at,
    niche: key,
    via: m.to === "news" ? c.publishers[m.n % c.publishers.length] : `r/${c.subreddits[0].name}`,
  }));
}

export async function seedLiveSignals(niche: string, corpus = "pottery", now = new Date()): Promise<number> {
  return storeNicheSignals(nicheMatcher(resolveNiche(niche)).key, corpusSignalItems(niche, corpus, now), now);
}
