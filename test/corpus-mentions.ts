// When and where the live-source stand-in (test/trend-sources-stub.ts) says the made-up niche
// corpus (test/fixtures/niche-corpus) is mentioned: each topic's daily plan turned into dated
// mentions spread over the sources, and which niche a query or a subreddit reaches. Kept apart
// from the bodies and the routes so tests that only need the corpus's activity (test/live-signals.ts)
// read the same mentions the stand-in serves, without a server.
import { CORPUS, SHAPES, type NicheCorpus } from "./fixtures/niche-corpus/corpus";
import { DAY_MS } from "@/lib/time";

/** Listing windows as the providers apply them: Reddit's t=week, the feed query's when:21d. */
const REDDIT_DAYS = 7;
/** How far back Reddit's week-long listings (t=week, search) reach. */
export const REDDIT_WEEK_MS = REDDIT_DAYS * DAY_MS;

export type Mention = {
  corpus: NicheCorpus;
  topic: string;
  n: number;
  at: Date;
  to: "reddit" | "search" | "news" | "hn" | "toot";
};

/** Every mention of a niche's topics over the last 21 days, spread over the sources. */
export function mentions(corpus: NicheCorpus, now: Date): Mention[] {
  const out: Mention[] = [];
  let n = 0;
  const all = [
    ...corpus.topics.map((t) => ({ phrase: t.phrase, plan: SHAPES[t.shape] })),
    ...corpus.background.map((phrase, b) => ({ phrase, plan: rotate(SHAPES.steady, b) })),
  ];
  for (const topic of all) {
    topic.plan.forEach((count, i) => {
      const daysAgo = topic.plan.length - 1 - i;
      for (let k = 0; k < count; k++) {
        n++;
        // Within the same UTC day as `daysAgo` days before now, so the daily plan holds at any hour.
        const sinceMidnight = Math.max(1, Math.floor((now.getTime() % DAY_MS) / 60_000));
        const at = new Date(now.getTime() - daysAgo * DAY_MS - ((n * 37) % sinceMidnight) * 60_000);
        // Each day's first two mentions of a topic are posts in its subreddits, the third a headline,
        // the fourth a search hit or a toot.
        const slot = k % 4;
        let to: Mention["to"] = slot === 0 || slot === 1 ? "reddit" : slot === 2 ? "news" : n % 2 ? "search" : "toot";
        if (to !== "news" && daysAgo >= REDDIT_DAYS) to = "news";
        if (to === "news" && corpus.hackerNews && n % 3 === 0) to = "hn";
        out.push({ corpus, topic: topic.phrase, n, at, to });
      }
    });
  }
  return out;
}

const rotate = (plan: number[], by: number) => plan.map((_, i) => plan[(i + by) % plan.length]);

/**
 * The corpus a query reaches. A query may offer alternatives, as the services read them: "a OR b"
 * (Reddit, Google News) or "a|b" (YouTube), each perhaps quoted or in parentheses.
 */
export function corpusFor(query: string | null): NicheCorpus | undefined {
  const alternatives = (query ?? "")
    .toLowerCase()
    .replace(/\bwhen:\S+/g, "")
    .split(/\s+or\s+|\|/)
    .map((q) => q.replace(/^[\s("]+|[\s)"]+$/g, "").trim());
  return Object.values(CORPUS).find((c) => alternatives.some((q) => c.queries.includes(q)));
}

export function corpusOfSub(sub: string): NicheCorpus | undefined {
  return Object.values(CORPUS).find((c) => c.subreddits.some((s) => s.name.toLowerCase() === sub.toLowerCase()));
}

/** The corpus a Mastodon tag timeline reaches: a query with everything but letters and digits dropped. */
export function corpusOfTag(tag: string): NicheCorpus | undefined {
  return Object.values(CORPUS).find((x) => x.queries.some((q) => q.replace(/[^a-z0-9]/g, "") === tag));
}

/** Newest first, as Reddit's /new and a tag timeline answer. */
export const newestFirst = (ms: Mention[]) => ms.slice().sort((a, b) => b.at.getTime() - a.at.getTime() || b.n - a.n);
