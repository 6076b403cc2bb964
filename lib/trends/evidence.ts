// Turns a scored candidate into the ScoredTopic the UI and the writers read: status,
// confidence, hashtags, the videos behind it.
import { evidenceLabel, platformName } from "./source-labels";
import { nounPhrase } from "@/lib/language/phrase";
import { singular } from "@/lib/language/plural";
import { isFunctionWord } from "@/lib/language/word-class";
import { hashtagOf, isEducationalText, isStopWord, titleRuns } from "./core/text";
import type { Lifecycle, ScoreFactors, ScoredTopic, TrendStatus } from "@/lib/generation/types";
import { storyOf } from "./story";
import { engagementOf } from "./reach";
import { canOpen, latestCopies, type SignalItem } from "./core/types";

// Confidence is read through the badges' thresholds: under 60 "Sampled content", 60 and over
// "Real-time trend data", 80 and over (verified) "Real Data". Unverified (curated) data is capped
// below 60, so sample content is never presented as live data; verified data (live sources, real
// imports) starts at 60, so it is never called sampled, and reaches 80 with good coverage.
export const UNVERIFIED_CONFIDENCE_CAP = 59;

export type EvidenceCoverage = {
  totalItems: number;
  daysWithData: number;
  windowDays: number;
  baselineDaysWithData?: number;
};

/**
 * Growth needs an observed baseline: fewer days of data before the recent window than this (or
 * than the recent window itself, whichever is more), and there is no growth figure. Two days
 * stand behind one recent day: a listing that reaches back 3.5 days is compared like that.
 */
export const MIN_BASELINE_DAYS = 2;

// Days with data before the recent window: days before a source was first read are unknown, not zero.
const baselineDaysOf = (coverage: EvidenceCoverage, recentDays: number, seenDays: number): number =>
  coverage.baselineDaysWithData ?? seenDays - recentDays;

/** Whether a listing saw enough days before its recent window of `recentDays` to state a growth. */
export const baselineObserved = (coverage: EvidenceCoverage, recentDays: number, seenDays: number): boolean =>
  baselineDaysOf(coverage, recentDays, seenDays) >= Math.max(MIN_BASELINE_DAYS, recentDays);

export type EvidenceInput = {
  forms: Map<string, number>; // surface forms seen in the recent window, with counts
  items: number[]; // indices into the recent items
  // Items per day, unweighted: an outlier video weighs more in the rise test, but a card says
  // how many videos and posts there were ("2 videos", never "3.97 videos").
  seen: number[];
  recent: number;
  score: number;
  factors: ScoreFactors;
  lifecycle: Lifecycle;
};

/**
 * Status is the kind of opportunity, lifecycle the direction: how-to and explainer topics are
 * educational; a strong rise is hot, an early one rising. A topic at or past its peak (peaking,
 * saturated, declining) is neither: "other", a plain trend.
 */
export function statusOf(lifecycle: Lifecycle, significance: number, educational: boolean): TrendStatus {
  if (educational) return "educational";
  if (lifecycle === "emerging") return significance >= 6 ? "hot" : "rising";
  if (lifecycle === "accelerating") return significance >= 4 ? "hot" : "rising";
  return "other";
}

export const VERIFIED_CONFIDENCE_MIN = 60;

// How sure the rise is, read into confidence: a pooled significance at the live threshold (2.5)
// counts nothing, one of 6 and more counts in full. On the labelled noisy corpus every card at 5 or
// more named a planted rise, while the cards of background subjects and spent spikes sat under 4.
const SURE_FROM = 2.5;
const SURE_AT = 6;
const RISE_WEIGHT = 0.6;

/**
 * 0..100 from how much data stands behind a topic (days covered, items, mentions, channels) and,
 * when given, how clearly it rose: a marginal rise on rich data reads "Real-time trend data", a
 * clear one "Real Data".
 */
export function confidenceOf(
  topic: { recent: number; spread: number; significance?: number },
  coverage: EvidenceCoverage,
  verified: boolean,
): number {
  const days = coverage.daysWithData / coverage.windowDays;
  const volume = Math.min(1, Math.log1p(coverage.totalItems) / Math.log1p(2000));
  const mentions = Math.min(1, Math.log1p(topic.recent) / Math.log1p(30));
  const channels = Math.min(1, topic.spread / 6);
  const data = Math.max(0, Math.min(1, 0.3 * days + 0.2 * volume + 0.25 * mentions + 0.25 * channels));
  const rise =
    topic.significance === undefined
      ? null
      : Math.max(0, Math.min(1, (topic.significance - SURE_FROM) / (SURE_AT - SURE_FROM)));
  // Thin data caps what any rise can claim; on good data the rise decides.
  const quality = rise === null ? data : data * (1 - RISE_WEIGHT + RISE_WEIGHT * rise);
  if (verified) return Math.round(VERIFIED_CONFIDENCE_MIN + (100 - VERIFIED_CONFIDENCE_MIN) * quality);
  return Math.min(UNVERIFIED_CONFIDENCE_CAP, Math.round(100 * quality));
}

function displayForm(forms: Map<string, number>): string {
  let best = "";
  let n = -1;
  for (const [form, c] of forms) if (c > n || (c === n && form.length < best.length)) [best, n] = [form, c];
  return best;
}

// Format nouns that finish a name rather than packaging it ("walstad method", "skincare routine").
const NAME_ENDS = new Set(["method", "routine", "build"]);
const FULLER_SHARE = 0.8;

/**
 * The fuller name when the topic is almost always said as part of it: "walstad" is nearly always
 * "walstad method", "student loan" is "student loan forgiveness", "cranberry" is "cranberry second
 * ferment". Said alone, the short form reads as a truncation ("the walstad"). The continuation is
 * one or two words that follow it in nearly every title, or one that comes before it ("farm" is
 * "print farm"); the word at the new edge names a thing (a middle word may be any word a name
 * holds, "second" or "2027"), and a year alone never ends it ("halloween 2017" is Halloween).
 */
export function fullerForm(topic: string, titles: string[]): string {
  const words = topic.split(" ");
  if (words.length > 2 || titles.length < 3) return topic;
  // The words seen around the topic, up to two before and two after ("snowy + irruption",
  // "+ second ferment", "print +"), each shape counted once per title.
  const around = new Map<string, number>();
  for (const title of titles) {
    const seen = new Set<string>();
    for (const run of titleRuns(title)) {
      for (let i = 0; i + words.length <= run.length; i++) {
        // In either number: "print farms" is said of "print farm" too.
        if (!words.every((w, k) => run[i + k] === w || singular(run[i + k]) === singular(w))) continue;
        const end = i + words.length;
        for (let b = 0; b <= Math.min(2, i); b++)
          for (let a = 0; a <= Math.min(2, run.length - end); a++)
            if (a + b > 0) seen.add(`${run.slice(i - b, i).join(" ")}|${run.slice(end, end + a).join(" ")}`);
      }
    }
    for (const w of seen) around.set(w, (around.get(w) ?? 0) + 1);
  }
  let best: string[] | null = null;
  for (const [shape, n] of around) {
    if (n / titles.length < FULLER_SHARE) continue;
    const [before, after] = shape.split("|").map((p) => (p ? p.split(" ") : []));
    // The words at the new edges must name things; a middle word may be any word a name holds.
    const edges = [before[0], after[after.length - 1]].filter((w): w is string => w !== undefined);
    if (edges.some((w) => isFunctionWord(w) || /\d/.test(w) || (isStopWord(w) && !NAME_ENDS.has(w)))) continue;
    if (after.length && isFunctionWord(after[0])) continue;
    const fuller = [...before, ...words, ...after];
    if (fuller.length > 4 || !nounPhrase(fuller)) continue;
    if (!best || fuller.length > best.length) best = fuller;
  }
  return best ? best.join(" ") : topic;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The three examples a card shows: the most watched of those a creator can open, and where people
 * also posted about it, their best-liked post in the last place. Video titles are mostly In Title Case; a post says how people
 * write the topic in a sentence ("a diesel heater", "the Keychron Q0 Max"), which the writer reads.
 */
function topExamples(items: SignalItem[]): SignalItem[] {
  const byViews = items.sort(
    (x, y) =>
      Number(canOpen(y)) - Number(canOpen(x)) || y.views - x.views || y.likes + y.comments - (x.likes + x.comments),
  );
  const top = byViews.slice(0, 3);
  const post = byViews.find((it) => it.views === 0);
  if (top.length === 3 && post && !top.includes(post)) top[2] = post;
  return top;
}

export function toScoredTopic(
  c: EvidenceInput,
  recentItems: SignalItem[],
  coverage: EvidenceCoverage,
  opts: { recentDays: number; sourceLabel: string; verified: boolean; figuresFrom?: string },
): ScoredTopic {
  const items = c.items.map((i) => recentItems[i]);
  const topic = fullerForm(displayForm(c.forms), [...new Set(items.map((it) => it.title))]);
  const tagCounts = new Map<string, number>();
  const channelCounts = new Map<string, number>();
  const sourceCounts = new Map<string, number>();
  let newest = 0;
  let eduTitles = 0;
  for (const it of items) {
    const where = evidenceLabel(it);
    if (where) sourceCounts.set(where, (sourceCounts.get(where) ?? 0) + 1);
    newest = Math.max(newest, (it.publishedAt ?? it.observedAt).getTime());
    channelCounts.set(it.channel, (channelCounts.get(it.channel) ?? 0) + 1);
    for (const tag of new Set(it.tags)) {
      if (tag.split(" ").every(isStopWord)) continue;
      const h = hashtagOf(tag);
      if (h) tagCounts.set(h, (tagCounts.get(h) ?? 0) + 1);
    }
    if (isEducationalText(it.title)) eduTitles++;
  }
  // Views, upvotes and comments once per post, at its latest count.
  const { recentViews, recentUpvotes, recentComments } = engagementOf(items);
  const hashtags = [hashtagOf(topic), ...[...tagCounts].sort((x, y) => y[1] - x[1]).map(([t]) => t)]
    .filter((t, i, all) => t.length >= 2 && t.length <= 30 && all.indexOf(t) === i)
    .slice(0, 6);
  const educational = isEducationalText(topic) || eduTitles / items.length >= 0.5;
  const R = opts.recentDays;
  // Rates over the days that had data.
  const baseDays = baselineDaysOf(coverage, R, c.seen.length);
  const split = c.seen.length - R;
  const baselineMentions = c.seen.slice(0, split).reduce((s, n) => s + n, 0);
  const recentMentions = c.seen.slice(split).reduce((s, n) => s + n, 0);
  const baseRate = baselineMentions / Math.max(1, baseDays);
  const recentRate = recentMentions / R;
  const f = c.factors;
  return {
    topic,
    score: round2(c.score),
    factors: {
      velocity: round2(f.velocity),
      significance: round2(f.significance),
      lift: round2(f.lift),
      spread: f.spread,
      engagementRate: Math.round(f.engagementRate * 10000) / 10000,
      saturation: round2(f.saturation),
    },
    confidence: confidenceOf(
      { recent: c.recent, spread: f.spread, significance: f.significance },
      coverage,
      opts.verified,
    ),
    status: statusOf(c.lifecycle, f.significance, educational),
    lifecycle: c.lifecycle,
    growthPct: baselineObserved(coverage, R, c.seen.length)
      ? Math.round(((recentRate + 0.5) / (baseRate + 0.5) - 1) * 100)
      : null,
    series: c.seen.slice(),
    recentViews,
    recentUpvotes,
    recentComments,
    channels: [...channelCounts].sort((x, y) => y[1] - x[1]).map(([ch]) => ch),
    hashtags,
    baselineDays: baseDays,
    baselineMentions,
    topItems: topExamples(latestCopies(items)).map((it) => {
      // Examples come from every platform read: each says its own, so a card can tell them apart.
      const source = opts.verified ? platformName(it.source) : null;
      return {
        title: it.title,
        channel: it.channel,
        views: it.views,
        ...(it.url ? { url: it.url } : {}),
        ...(source ? { source } : {}),
      };
    }),
    source: opts.sourceLabel,
    verified: opts.verified,
    // Where and how recently: only for real data (curated examples have neither).
    sources: opts.verified
      ? [...sourceCounts]
          .sort((x, y) => y[1] - x[1])
          .slice(0, 4)
          .map(([label]) => label)
      : [],
    newestAt: opts.verified && newest > 0 ? new Date(newest).toISOString() : null,
    ...(opts.verified && opts.figuresFrom ? { figuresFrom: opts.figuresFrom } : {}),
    // Only real posts tell a story; curated examples are written, not said.
    story: opts.verified ? storyOf(topic, items, recentItems) : null,
  };
}
