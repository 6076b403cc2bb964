// From a niche's written trends to its brief: the top trends with their evidence and age, three
// hooks not given in the niche's recent briefs, and one ready idea. Pure (no database).
import { NO_SIGNALS_DETAIL, noSignalsText } from "./format";
import type { BriefMaterial } from "./source";
import type { BriefContent, BriefHook, BriefIdea, BriefTrend } from "./types";

export const HOOKS_PER_BRIEF = 3;
/** How many earlier briefs of the niche a hook or idea must not repeat. */
export const FRESH_DAYS = 6;

const POTENTIAL_RANK: Record<string, number> = { High: 0, Medium: 1, Low: 2 };
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");
/** "zone 2 cardio" -> "Zone 2 cardio": the topic as a creator says it, without a headline's framing. */
export const trendName = (topic: string) => topic.trim().replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** Days since the current run of daily mentions began (series is oldest first); null = whole window. */
export function runStart(series: number[]): number | null {
  let i = series.length - 1;
  while (i >= 0 && !(series[i] > 0)) i--;
  if (i < 0) return null;
  while (i > 0 && series[i - 1] > 0) i--;
  return i === 0 ? null : series.length - 1 - i;
}

export function emptyContent(niche: string): BriefContent {
  return {
    version: 1,
    niche,
    empty: `${noSignalsText(niche)}. ${NO_SIGNALS_DETAIL}`,
    trends: [],
    hooks: [],
    idea: null,
    generatedBy: "",
  };
}

/**
 * A stored brief as it is read back: a ready idea stored before its topic was kept takes the
 * topic its trend was stored with (the scored topic, as the brief keeps it to recognise the trend).
 */
export function withIdeaTopic(content: BriefContent): BriefContent {
  const idea = content.idea;
  if (!idea || idea.topic) return content;
  const trend = content.trends.find((t) => t.name === idea.trend);
  return { ...content, idea: { ...idea, topic: trend?.topic ?? idea.trend } };
}

/** `previous`: the niche's earlier briefs, newest first (yesterday's first when there is one). */
export function composeBrief(
  material: BriefMaterial,
  previous: { date: string; content: BriefContent }[],
  yesterday: string,
): BriefContent {
  if (material.trends.length === 0) return emptyContent(material.niche);
  const lastBrief = previous[0]?.date === yesterday ? previous[0].content : null;
  const recent = previous.slice(0, FRESH_DAYS).map((p) => p.content);
  const usedHooks = new Set(
    recent.flatMap((c) => [...c.hooks.map((h) => norm(h.text)), ...(c.idea ? [norm(c.idea.hook)] : [])]),
  );

  const trends: BriefTrend[] = material.trends.map(({ trend, recentDays }) => {
    const e = trend.evidence;
    const topic = norm(e.topic);
    const before = lastBrief?.trends.find((t) => t.topic === topic);
    const top = e.topItems[0];
    return {
      topic,
      name: trendName(e.topic),
      title: trend.title,
      description: trend.description,
      engagement: trend.engagement,
      hashtags: trend.hashtags,
      status: trend.status,
      source: trend.source,
      verified: trend.verified,
      confidence: trend.confidence,
      lifecycle: e.lifecycle,
      // No earlier mentions: the topic is new, and no growth is claimed.
      growthPct: e.baselineMentions === 0 ? null : e.growthPct,
      recentDays,
      channels: e.channels.length,
      topExample: top ? { title: top.title, channel: top.channel, views: top.views } : null,
      firstSeenDaysAgo: runStart(e.series),
      windowDays: Math.max(1, e.series.length - 1),
      streak: before ? before.streak + 1 : 1,
    };
  });

  // The ready idea: the strongest idea of the highest-ranked trend that wasn't offered lately.
  const candidates = material.trends.flatMap(({ trend }, rank) =>
    trend.ideas.map((idea, i) => ({ name: trendName(trend.evidence.topic), trend, idea, rank, i })),
  );
  const byStrength = [...candidates].sort(
    (a, b) =>
      a.rank - b.rank ||
      (POTENTIAL_RANK[a.idea.engagementPotential] ?? 3) - (POTENTIAL_RANK[b.idea.engagementPotential] ?? 3) ||
      a.i - b.i,
  );
  const ready = byStrength.find((c) => !usedHooks.has(norm(c.idea.hook))) ?? byStrength[0];
  const idea: BriefIdea = {
    trend: ready.name,
    // Stored with the idea, so its script is about the topic whatever the trend's headline says.
    topic: ready.trend.topic,
    kind: ready.trend.kind,
    hook: ready.idea.hook,
    outline: ready.idea.outline,
    engagementPotential: ready.idea.engagementPotential,
    estimatedViews: ready.idea.estimatedViews,
    hashtags: ready.trend.hashtags,
  };

  // Hooks: one per trend in turn (first ideas first), new ones before repeats. The ready idea's
  // own hook is left out unless that would leave fewer than three (a niche with one trend).
  const rounds = Math.max(...material.trends.map((t) => t.trend.ideas.length));
  const order: BriefHook[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const { trend } of material.trends) {
      const hook = trend.ideas[i]?.hook;
      if (hook) order.push({ text: hook, trend: trendName(trend.evidence.topic), repeat: usedHooks.has(norm(hook)) });
    }
  }
  const seen = new Set<string>();
  const unique = order.filter((h) => !seen.has(norm(h.text)) && seen.add(norm(h.text)));
  const others = unique.filter((h) => norm(h.text) !== norm(idea.hook));
  const pool = others.length >= HOOKS_PER_BRIEF ? others : unique;
  const hooks = [...pool.filter((h) => !h.repeat), ...pool.filter((h) => h.repeat)].slice(0, HOOKS_PER_BRIEF);

  return { version: 1, niche: material.niche, empty: null, trends, hooks, idea, generatedBy: material.generatedBy };
}
