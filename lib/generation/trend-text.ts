// A trend's title, description, engagement line and hashtags, written from its evidence: every
// figure shown comes from the scored signals.
import type { ScoredTopic } from "./types";
import { OTHER_NICHES } from "./evidence";
import { mediumOf, type Medium } from "./medium";
import type { Rng } from "@/lib/language/prng";
import { cleanText } from "@/lib/language/clean";
import { nameCase, titleCase } from "@/lib/language/case";
import { pickFrame, stageOf, type FrameKind } from "./title-frames";
import { distinctTags, writtenHashtag } from "./text";

const finite = (n: unknown, fallback = 0) => (typeof n === "number" && Number.isFinite(n) ? n : fallback);

/** 2_345_678 -> "2.3M", 120_400 -> "120K", 950 -> "950". */
export function formatCount(value: number): string {
  const n = Math.max(0, finite(value));
  const units: [number, string][] = [
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ];
  for (let i = 0; i < units.length; i++) {
    const [size, suffix] = units[i];
    if (n < size * 0.9995) continue;
    const v = n / size;
    const shown = v < 10 ? Math.round(v * 10) / 10 : Math.round(v);
    // 999.6K rounds to "1000K": promote to the next unit.
    if (shown >= 1000 && i > 0) return `${Math.round((n / units[i - 1][0]) * 10) / 10}${units[i - 1][1]}`;
    return `${shown}${suffix}`;
  }
  return String(Math.round(n));
}

/** Rounds to two significant figures so ranges read like estimates, not measurements. */
const roughly = (n: number) => {
  if (n < 100) return 100;
  const mag = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / mag) * mag;
};

export function viewsRange(low: number, high: number): string {
  const lo = roughly(Math.max(100, finite(low)));
  let hi = roughly(Math.max(lo * 1.5, finite(high)));
  if (formatCount(hi) === formatCount(lo)) hi = roughly(lo * 2);
  return `${formatCount(lo)}-${formatCount(hi)}`;
}

/**
 * Topic as it reads mid-sentence: each word as its evidence titles write it ("SPF", "iPhone",
 * "Dubai"), or by its form where they say nothing (nameCase).
 */
export function topicPhrase(topic: string, evidenceTitles: string[] = []): string {
  const t = cleanText(topic, 60).replace(/^#+/, "").replace(/_/g, " ");
  return (t && nameCase(t, evidenceTitles)) || "this trend";
}

/**
 * `said`: the topic as the evidence writes it (topicPhrase), so an acronym stays one ("SPF", not
 * "Spf"). `used`: the frames the report's other cards already have (pickFrame), so none repeats.
 */
export function trendTitle(topic: ScoredTopic, rng: Rng, said?: string, used?: Set<string>): string {
  const T = titleCase(said || topicPhrase(topic.topic));
  return pickFrame(topic, rng, used).replace("{T}", () => T);
}

// The note follows the stage the title may claim (stageOf), so a topic new since the baseline or
// seen a handful of times is never called "at its peak" beside figures that say otherwise.
const LIFECYCLE_NOTE: Record<Exclude<FrameKind, "educational">, string> = {
  emerging: "It's still early, so there's room to be one of the first",
  accelerating: "It's picking up speed, so now is the moment",
  peaking: "It's at its peak, so speed matters more than polish",
  saturated: "It's widely covered, so a fresh angle matters",
  declining: "It's cooling off, so only a strong twist will land",
  new: "It's new, so there's room to be one of the first",
  neutral: "There's little to go on yet, so a quick first video is the low-risk move",
};

/** The medium of a scored topic's evidence: videos, or posts/stories/threads without views. */
export const topicMedium = (t: ScoredTopic): Medium =>
  mediumOf(t.sources, finite(t.recentViews) > 0 || (t.topItems ?? []).some((i) => finite(i.views) > 0));

/** "the 4 days before", "the day before": the span the growth was computed against. */
const before = (n: number) => (n === 0 ? "the days before" : n === 1 ? "the day before" : `the ${n} days before`);

/**
 * Daily items now against the days before, as a reader takes it in, naming the span the engine
 * really compared with ("Last 3 days: 3.1x as many posts a day as the 4 days before") and, when
 * the figures are one platform's, that platform ("On Reddit in the last 3 days: ..."). A topic
 * with no earlier mentions is new: no multiple is made up from zero.
 */
function growthLine(topic: ScoredTopic, days: number, items: string, item: string, on?: string | null): string {
  const g = finite(topic.growthPct, NaN);
  const fresh = `New${on ? ` on ${on}` : ""} in the last ${days} days`;
  if (!Number.isFinite(g)) return fresh;
  const series = Array.isArray(topic.series) ? topic.series : [];
  // Topics scored before baselineDays existed: the series holds the baseline before the recent
  // days, when it is long enough to have one; otherwise the span is not known and not named.
  const span = finite(topic.baselineDays, series.length - days);
  const baseDays = span >= 1 ? Math.round(span) : 0;
  if (topic.baselineMentions === 0) {
    const recent = series.slice(-days).reduce((a, n) => a + finite(n), 0);
    const count = recent > 0 ? `${recent} ${recent === 1 ? item : items}, ` : "";
    return `${fresh}: ${count}none in ${before(baseDays)}`;
  }
  const ratio = 1 + g / 100;
  const shown = ratio >= 10 ? Math.round(ratio) : Math.round(ratio * 10) / 10;
  const than =
    ratio >= 1.4
      ? `${shown}x as many ${items} a day as`
      : g > 0
        ? `a few more ${items} a day than`
        : g < 0
          ? `fewer ${items} a day than`
          : `about as many ${items} a day as`;
  return `${on ? `On ${on} in the last` : "Last"} ${days} days: ${than} ${before(baseDays)}`;
}

/**
 * `inNiche` false: the evidence comes from outside the niche's own items, so its channels aren't
 * called the niche's; `from` names the niche it was borrowed from.
 */
export function describe(topic: ScoredTopic, niche: string, days: number, inNiche = true, from?: string): string {
  const on = figuresPlatform(topic);
  // The figures count one platform's items: its medium, whatever the examples from others are.
  const m = on ? mediumOf([on], false) : topicMedium(topic);
  const channels = (topic.channels ?? []).length;
  const kind = inNiche ? `${niche} ` : "";
  const makers = channels === 1 ? (m.video ? "channel" : m.makers === "outlets" ? "outlet" : "person") : m.makers;
  // Videos spread across channels; posts come from people in the niche's communities.
  const across = m.video
    ? `, across ${channels} ${kind}${makers}`
    : `, from ${channels} ${channels === 1 ? "" : "different "}${makers}${inNiche ? ` in ${niche}` : ""}`;
  const where = channels ? across : inNiche ? `, in ${niche}` : "";
  const parts = inNiche ? [] : [`An angle to borrow from ${from ? cleanText(from, 60) : OTHER_NICHES}.`];
  parts.push(`${growthLine(topic, days, m.items, m.item, on)}${where}.`, `${LIFECYCLE_NOTE[stageOf(topic)]}.`);
  const top = topExample(topic, on);
  if (top) {
    const by = cleanText(top.channel, 40);
    // An example from another platform than the figures says where it is from.
    const elsewhere = on && top.source && top.source !== on ? top.source : null;
    const own = top.source ? mediumOf([top.source], top.views > 0) : topicMedium(topic);
    // Posts and headlines have no view counts: no "(0 views)".
    const label = `${own.video ? "Top example" : `Top ${own.item}`}${elsewhere ? `, from ${elsewhere}` : ""}`;
    parts.push(
      `${label}: "${cleanText(top.title, 90)}"${by ? ` by ${by}` : ""}${top.views > 0 ? ` (${formatCount(top.views)} views)` : ""}.`,
    );
  }
  return parts.join(" ");
}

/** The platform the figures were counted on, as a card names it; null when unknown. */
const figuresPlatform = (topic: Pick<ScoredTopic, "figuresFrom">): string | null =>
  cleanText(topic.figuresFrom ?? "", 40) || null;

/** The example a card shows: the best one from the figures' platform, else the best of all. */
function topExample(topic: ScoredTopic, on: string | null): ScoredTopic["topItems"][number] | null {
  const items = (topic.topItems ?? []).filter((i) => cleanText(i.title, 90));
  return (on && items.find((i) => i.source === on)) || items[0] || null;
}

/**
 * "2.3M views this week", "1.4K upvotes and comments on Reddit this week", "12 stories this week":
 * one number only, because the dashboard sorts engagement by its digits. A live trend's numbers
 * are one platform's, the one its figures were counted on, and say which.
 */
export function engagementText(
  topic: Pick<
    ScoredTopic,
    "recentViews" | "recentUpvotes" | "recentComments" | "series" | "sources" | "topItems" | "figuresFrom"
  >,
  days: number,
): string {
  const v = finite(topic.recentViews);
  const on = figuresPlatform(topic);
  const where = on ? ` on ${on}` : "";
  const when = days === 7 ? "this week" : `in the last ${days === 1 ? "day" : "few days"}`;
  if (v > 0) return `${formatCount(v)} ${days === 7 ? `views${where} this week` : `recent views${where}`}`;
  const m = on ? mediumOf([on], false) : mediumOf(topic.sources, false);
  if (m.video) return "No views tracked yet";
  const reactions = finite(topic.recentUpvotes) + finite(topic.recentComments);
  if (reactions > 0)
    return `${formatCount(reactions)} ${finite(topic.recentUpvotes) > 0 ? "upvotes and comments" : "comments"}${where} ${when}`;
  const count = (topic.series ?? []).slice(-days).reduce((a, n) => a + finite(n), 0);
  return count > 0
    ? `${formatCount(count)} ${count === 1 ? m.item : m.items}${where} ${when}`
    : `No ${m.items} counted yet`;
}

/** The topic's tag (cased as `said`, the topic as its evidence writes it), its posts' tags, the niche's. */
export function hashtagsFor(topic: ScoredTopic, niche: string, said = topic.topic): string[] {
  const tags = [said, ...(topic.hashtags ?? []), niche].map((t) => writtenHashtag(t));
  return distinctTags(tags)
    .slice(0, 6)
    .map((t) => `#${t}`);
}

export const clampConfidence = (c: number) => Math.round(Math.min(100, Math.max(0, finite(c, 50))));
export { finite };
