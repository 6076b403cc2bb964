// The noisy-niche benchmark: for each niche of test/fixtures/noisy-niches and each hour of its
// last day, a new user's first report as the product makes it (the shared refresh fetches from the
// stand-in, collectTopics scores what was stored, the offline writer names the cards), judged
// against the corpus's labels. Used by `npm run bench:niches` and bench/niches.test.ts.
import { env, parseEnv } from "@/env";
import { db } from "@/lib/db";
import { offlineTrends } from "@/lib/generation/offline";
import type { GeneratedTrend } from "@/lib/generation/types";
import { ensureFresh } from "@/lib/trends/refresh";
import { collectTopics } from "@/lib/trends/service";
import type { ScoredTopic } from "@/lib/generation/types";
import { noisyCorpus, type Kind, type NicheCorpus } from "@/test/fixtures/noisy-niches/generate";
import { PLATFORM_TAGS } from "@/test/fixtures/noisy-niches/templates";
import { CORPUS_DAY } from "@/test/fixtures/noisy-niches/niches";
import { noisySourcesStub } from "@/test/noisy-sources";
import { setClock } from "./clock";
import { shownRising } from "./niches-oracle";
import { resolveNiche } from "@/lib/niches";

export const DEFAULT_HOURS = ["02:00", "11:30", "17:00", "20:00", "23:30"];

/** `borrowedFrom`: the preset niche a topic was borrowed from to complete a thin report. */
export type Card = {
  title: string;
  topic: string;
  evidence: string[];
  borrowedFrom?: string;
  confidence?: number;
  significance?: number;
};
export type Verdict = { card: Card; rising: string | null; label: string | null; spam: boolean; why: string };
/**
 * `shown`: planted rising topics the data the report was served shows rising (bench/niches-oracle.ts);
 * `foundShown`: those of them the engine found.
 */
export type Score = {
  cards: number;
  hits: number;
  found: number;
  planted: number;
  spam: number;
  duplicates: number;
  shown: number;
  foundShown: number;
};
/** `unanswered`: sources whose part of the round failed (a busy machine can run a source past the round's 8 s). */
export type NicheRun = Score & {
  niche: string;
  hour: string;
  verdicts: Verdict[];
  missed: string[];
  shownTopics: string[];
  unanswered: string[];
};

/**
 * The three set-ups the bench compares: a fresh install (the sources on by default, no key), the
 * same with the two free credentials an operator adds first, and every source the stand-in
 * answers (keyless Reddit and Google News RSS too, which a paid product may not use).
 */
const KEYS = {
  YOUTUBE_API_KEY: "bench-key",
  BLUESKY_HANDLE: "bench.bsky.social",
  BLUESKY_APP_PASSWORD: "abcd-efgh-ijkl-mnop",
};
export const CONFIGS = {
  defaults: { label: "defaults (HN, Mastodon, Lemmy, Wikipedia)", env: {} },
  keys: { label: "defaults + YouTube key + Bluesky", env: KEYS },
  all: { label: "everything (+ Reddit, Google News)", env: { ...KEYS, REDDIT_ENABLED: "1", GOOGLE_NEWS_ENABLED: "1" } },
} as const;
export type Config = keyof typeof CONFIGS;

/** Lower case, punctuation as spaces, a plural 's' dropped: "Sprayed-Edges" names "sprayed edge". */
const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, " ")
    .trim()
    .split(" ")
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w))
    .join(" ")} `;
const names = (text: string, alias: string) => norm(text).includes(norm(alias));
/** A phrase run together as one hashtag: "iwagumi layouts" is "iwagumilayouts". */
const runTogether = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Judges one card: which planted topic it names, and whether its evidence is mostly spam or deals. */
export function judge(card: Card, corpus: NicheCorpus): Verdict {
  const n = corpus.niche;
  const said = (aliases: string[]) => aliases.some((a) => names(card.title, a) || names(card.topic, a));
  const rising = n.rising.find((t) => said([t.name, ...t.aliases]))?.name ?? null;
  const kinds = new Map(corpus.items.map((it) => [it.title, it.kind] as const));
  // A toot's text ends with the niche's hashtag, which the corpus title does not carry.
  const kindOf = (t: string) => kinds.get(t) ?? kinds.get(t.replace(/(\s+#\S+)+$/, ""));
  const evidence = card.evidence.map(kindOf).filter((k): k is Kind => Boolean(k));
  const bad = evidence.filter((k) => k === "spam" || k === "deal").length;
  const spam = evidence.length > 0 && bad * 2 >= evidence.length;
  if (rising) return { card, rising, label: rising, spam, why: spam ? "spam evidence" : "rising topic" };
  // A topic of several words named only as its hashtag run together ("Iwagumilayouts Mania") is
  // no name a creator can use, and a second card of the same topic beside its spaced name.
  const asHashtag = n.rising.find((t) => [t.name, ...t.aliases].some((a) => a.includes(" ") && said([runTogether(a)])));
  if (asHashtag)
    return { card, rising: null, label: asHashtag.name, spam, why: `"${asHashtag.name}" run together as a hashtag` };
  // The niche's umbrella, organisation and platform tags: judged by the topic a card was built from.
  const tag = [
    ...n.umbrella.map((u) => ({ kind: "umbrella tag", name: u })),
    ...n.organisations.map((o) => ({ kind: "organisation", name: o })),
    ...PLATFORM_TAGS.map((p) => ({ kind: "platform tag", name: p })),
  ].find((t) => names(card.topic, t.name) || names(card.topic, runTogether(t.name)));
  if (tag) return { card, rising: null, label: tag.name, spam, why: `${tag.kind} "${tag.name}"` };
  const other = [
    { kind: "declining topic", ...n.declining },
    { kind: "past spike", ...n.pastSpike },
    ...n.background.map((b) => ({ kind: "background", name: b, aliases: [] as string[] })),
  ].find((t) => said([t.name, ...t.aliases]));
  const most = [...new Set(evidence)].sort(
    (a, b) => evidence.filter((k) => k === b).length - evidence.filter((k) => k === a).length,
  )[0];
  const why = card.borrowedFrom
    ? `borrowed from another niche (${card.borrowedFrom})`
    : spam
      ? "spam or deal posts"
      : other
        ? `${other.kind} "${other.name}"`
        : most === "rising"
          ? "a fragment or generic word from a rising topic's posts"
          : `no planted topic (evidence mostly ${most ?? "unknown"})`;
  return { card, rising: null, label: other?.name ?? null, spam, why };
}

/** `shownTopics`: the planted rising topics the report's data showed rising. */
export function scoreRun(
  niche: string,
  hour: string,
  verdicts: Verdict[],
  corpus: NicheCorpus,
  shownTopics: string[] = [],
): NicheRun {
  const seen = new Set<string>();
  let duplicates = 0;
  for (const v of verdicts) {
    if (!v.label) continue;
    if (seen.has(v.label)) duplicates++;
    seen.add(v.label);
  }
  const found = new Set(verdicts.map((v) => v.rising).filter(Boolean));
  return {
    niche,
    hour,
    verdicts,
    cards: verdicts.length,
    hits: verdicts.filter((v) => v.rising && !v.spam).length,
    found: found.size,
    planted: corpus.niche.rising.length,
    spam: verdicts.filter((v) => v.spam).length,
    duplicates,
    missed: corpus.niche.rising.map((t) => t.name).filter((t) => !found.has(t)),
    shown: shownTopics.length,
    foundShown: shownTopics.filter((t) => found.has(t)).length,
    shownTopics,
    unanswered: [],
  };
}

export const total = (runs: Score[]): Score =>
  runs.reduce(
    (a, r) => ({
      cards: a.cards + r.cards,
      hits: a.hits + r.hits,
      found: a.found + r.found,
      planted: a.planted + r.planted,
      spam: a.spam + r.spam,
      duplicates: a.duplicates + r.duplicates,
      shown: a.shown + r.shown,
      foundShown: a.foundShown + r.foundShown,
    }),
    { cards: 0, hits: 0, found: 0, planted: 0, spam: 0, duplicates: 0, shown: 0, foundShown: 0 },
  );
export const precision = (s: Score) => (s.cards ? s.hits / s.cards : 0);
export const recall = (s: Score) => (s.planted ? s.found / s.planted : 0);
/** Of the planted topics the served data showed rising, the share the engine found. */
export const recallOfShown = (s: Score) => (s.shown ? s.foundShown / s.shown : 0);

/** A new user's first report for `niche` at the clock's time: one refresh round, then the cards. */
async function firstReport(niche: string): Promise<{ cards: Card[]; trends: GeneratedTrend[]; unanswered: string[] }> {
  await db.nicheRefresh.deleteMany({});
  await db.nicheSignal.deleteMany({});
  await db.apiCache.deleteMany({});
  await db.rateLimitBucket.deleteMany({});
  await db.apiSourceStatus.deleteMany({});
  await ensureFresh(resolveNiche(niche));
  const { ranked, outcomes } = await collectTopics(resolveNiche(niche));
  const byTopic = new Map<ScoredTopic, (typeof ranked)[number]>(ranked.map((r) => [r.topic, r]));
  const topics = ranked.map((r) => r.topic);
  const trends = offlineTrends(resolveNiche(niche), topics, topics.length, {
    daysFor: (t) => byTopic.get(t)?.recentDays,
    inNiche: (t) => byTopic.get(t)?.scope === "niche",
    adjacentFrom: (t) => t.adjacentFrom,
  });
  const cards = trends.map((t) => ({
    title: t.title,
    topic: t.evidence.topic,
    evidence: t.evidence.topItems.map((x) => x.title),
    confidence: t.confidence,
    significance: t.evidence.factors.significance,
    ...(t.evidence.adjacentFrom ? { borrowedFrom: t.evidence.adjacentFrom } : {}),
  }));
  return { cards, trends, unanswered: outcomes.filter((o) => !o.ok).map((o) => `${o.name}: ${o.error ?? "failed"}`) };
}

/**
 * Runs every niche at every hour under one of the CONFIGS (default "all"); the database must
 * already be set (lib/db's setDatabase). Only the stand-in's addresses and the configuration's
 * variables are set, so the registry's defaults decide everything else.
 */
export async function runNicheBench(
  opts: {
    hours?: string[];
    niches?: string[];
    sources?: Config;
    progress?: (run: NicheRun) => void;
    /** Each report as the writer wrote it, for reading aloud. */
    read?: (run: NicheRun, trends: GeneratedTrend[]) => void;
  } = {},
): Promise<NicheRun[]> {
  const stub = noisySourcesStub(() => new Date());
  await stub.start();
  const saved = { ...env };
  const config = CONFIGS[opts.sources ?? "all"];
  // A variable the set-up leaves out is unset, not left as an earlier run set it (parseEnv omits
  // an absent key, and Object.assign never removes one).
  const unset = Object.fromEntries(
    Object.values(CONFIGS)
      .flatMap((c) => Object.keys(c.env))
      .filter((k) => !(k in config.env))
      .map((k) => [k, undefined]),
  );
  Object.assign(env, unset, parseEnv({ ...stub.env(), ...config.env }));
  const runs: NicheRun[] = [];
  try {
    for (const hour of opts.hours ?? DEFAULT_HOURS) {
      for (const corpus of noisyCorpus()) {
        const niche = corpus.niche.niche;
        if (opts.niches && !opts.niches.includes(niche)) continue;
        const now = new Date(`${CORPUS_DAY}T${hour}:00Z`);
        setClock(now);
        stub.forget();
        const { cards, trends, unanswered } = await firstReport(niche);
        const shown = shownRising(corpus, stub.served(), now.getTime()).filter((t) => t.rising);
        const run = scoreRun(
          niche,
          hour,
          cards.map((c) => judge(c, corpus)),
          corpus,
          shown.map((t) => t.topic),
        );
        runs.push({ ...run, unanswered });
        opts.progress?.(runs.at(-1)!);
        opts.read?.(runs.at(-1)!, trends);
      }
    }
  } finally {
    setClock(null);
    for (const k of Object.keys(env)) if (!(k in saved)) (env as Record<string, unknown>)[k] = undefined;
    Object.assign(env, saved);
    await stub.stop();
  }
  return runs;
}
