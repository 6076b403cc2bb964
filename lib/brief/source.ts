// Where a niche's brief gets its material: the only module of the brief that calls the trend
// engine and the writers, so a different refresh or writer is wired in here and nowhere else.
//
// Only the niche's own topics are kept. The trend report widens its pool to related niches or
// to everything when a niche is thin; a brief never does: a sourdough baker is not briefed on
// Dubai chocolate, and a niche nobody posts about gets the honest empty brief instead.
import "server-only";
import { unaskedText, withoutHandles } from "@/lib/ai/output-check";
import { writeTrends } from "@/lib/ai/trends";
import { modelsFor, OFFLINE_ENGINE } from "@/lib/ai/writer";
import { offlineTrends } from "@/lib/generation/offline";
import { resolveNiche, type Niche } from "@/lib/niches";
import { nicheMatcher } from "@/lib/trends/core/niche";
import { asExample, isExample, withoutFigures } from "@/lib/trends/examples";
import { log } from "@/lib/log";
import { ensureFresh } from "@/lib/trends/refresh";
import { collectTopics } from "@/lib/trends/service";
import type { GeneratedTrend, ScoredTopic } from "@/lib/generation/types";
import type { Tier } from "@/lib/plans";

/** A brief is shared by followers on every plan, so it is written by the standard tier's model. */
export const BRIEF_WRITER_TIER: Tier = "free";
export const BRIEF_TRENDS = 3;

export type BriefMaterial = {
  niche: string;
  trends: { trend: GeneratedTrend; recentDays: number }[];
  generatedBy: string;
};

/** True when the topic is about the niche by its own words (topic, hashtags, top examples). */
function aboutNiche(niche: Niche, topic: ScoredTopic): boolean {
  const matcher = nicheMatcher(niche);
  const words = [topic.topic, ...topic.topItems.map((i) => i.title)].join(" ");
  return matcher.matches({
    source: "brief",
    externalId: topic.topic,
    title: words,
    tags: topic.hashtags,
    channel: "",
    categoryId: null,
    views: 0,
    likes: 0,
    comments: 0,
    observedAt: new Date(0),
    niche: null,
  });
}

/**
 * Who words a brief: the model (the scheduled run) or the offline engine (a build a creator's
 * click caused: a follow, an open dashboard), so no click makes the model write.
 */
export type BriefWriter = "model" | "offline";

/**
 * How a build goes: who words it, and whether it may fetch (no: what is stored only). `mayFetch`
 * is asked only when a build happens, so a creator's allowance of new niches (new-niche.ts) is
 * spent on a fetch that would happen, not on a brief someone already built. Without it, it may.
 */
export type BuildOptions = { writer?: BriefWriter; mayFetch?: () => Promise<boolean> };

/** Whether the scheduled run's writer would be a model right now (else rewording is wasted work). */
export async function briefModelReady(nicheKey: string): Promise<boolean> {
  return (await modelsFor(BRIEF_WRITER_TIER, `brief:${nicheKey}`)).models !== null;
}

/**
 * The topic with its examples' links, addresses and handles taken out, from titles and channel
 * names alike: a brief goes to every follower and their inbox, so a stranger's link reaches
 * neither the writers nor the brief (a Bluesky handle is a domain its owner chose).
 */
function withoutStrangersLinks(topic: ScoredTopic): ScoredTopic {
  return {
    ...topic,
    topItems: topic.topItems.map((i) => ({ ...i, title: withoutHandles(i.title), channel: withoutHandles(i.channel) })),
  };
}

/**
 * The trends whose final words pass the output check, whoever wrote them: the offline engine
 * quotes example titles and channels, so its text is checked like the model's. A trend that
 * fails is left out of the brief rather than sent to every follower.
 */
function checked(niche: string, trends: BriefMaterial["trends"]): BriefMaterial["trends"] {
  return trends.filter(({ trend }) => {
    const top = trend.evidence.topItems[0];
    const words = [trend.title, trend.description, ...trend.ideas.flatMap((i) => [i.hook, i.outline])];
    if (top) words.push(top.title, top.channel);
    const given = [niche, trend.evidence.topic, ...trend.hashtags];
    const why = words.map((w) => unaskedText(w, given)).find(Boolean);
    if (why) log.warn("brief_trend_withheld", { topic: trend.evidence.topic.slice(0, 80), why });
    return !why;
  });
}

export async function briefMaterial(
  niche: string,
  nicheKey: string,
  now = new Date(),
  { writer = "model", mayFetch }: BuildOptions = {},
): Promise<BriefMaterial> {
  // The shared per-niche refresh (at most one bounded round, one fetch across all servers); it also
  // marks the niche as in use, so the trends cron keeps followed niches fresh.
  // The brief job names the niche as its follow row stores it: resolved once here.
  const resolved = resolveNiche(niche);
  if (!mayFetch || (await mayFetch()))
    await ensureFresh(resolved).catch((err) =>
      log.warn("brief_refresh_failed", { error: String(err?.message ?? err).slice(0, 200) }),
    );
  const { ranked } = await collectTopics(resolved, now);
  const own = ranked.filter((r) => r.scope === "niche" || aboutNiche(resolved, r.topic)).slice(0, BRIEF_TRENDS);
  if (own.length === 0) return { niche, trends: [], generatedBy: "" };
  // A curated example (only there when no live source answered) reaches no writer with its invented figures.
  const clean = own.map((r) => ({
    topic: withoutStrangersLinks(isExample(r.topic) ? withoutFigures(r.topic) : r.topic),
    recentDays: r.recentDays,
  }));
  const days = new Map(clean.map((r) => [r.topic, r.recentDays]));
  const topics = clean.map((r) => r.topic);
  const offline = offlineTrends(resolved, topics, topics.length, { daysFor: (t) => days.get(t), inNiche: () => true });
  if (writer === "offline")
    return {
      niche,
      trends: checked(
        niche,
        offline.map((trend) => ({ trend, recentDays: days.get(trend.evidence) ?? 3 })),
      ),
      generatedBy: OFFLINE_ENGINE,
    };
  const written = await writeTrends({
    niche,
    offline,
    inNiche: () => true,
    tier: BRIEF_WRITER_TIER,
    // The model's token budget is counted per niche: only the scheduled run gets here.
    userId: `brief:${nicheKey}`,
    // A brief is built by the cron, with nobody waiting on a stream to cancel.
    signal: new AbortController().signal,
  });
  return {
    niche,
    trends: checked(
      niche,
      written.value.map((trend) => ({
        trend: isExample(trend.evidence) ? asExample(trend, resolved.label) : trend,
        recentDays: days.get(trend.evidence) ?? 3,
      })),
    ),
    generatedBy: written.generatedBy,
  };
}
