// Three video ideas per trend in three different formats that fit the niche, each opening with a
// hook frame no other idea of the report uses. Potential and estimated views are scored from the
// trend's evidence rather than invented.
import type { Facts } from "../facts";
import {
  ADJACENT_FORMATS,
  FORMATS,
  formatById,
  KIN,
  NICHE_FORMATS,
  type Format,
  type FormatId,
  type HookFrame,
  type Need,
} from "../formats";
import { formatFits } from "../kind";
import type { VocabKey } from "@/lib/niches";
import { makeRng } from "@/lib/language/prng";
import { fill } from "../template";
import { capFirst } from "../text";
import { finite, viewsRange } from "../trend-text";
import { STORY_IDEAS_MIN, storyPartsUsed, tellsStory } from "../story-use";
import type { GeneratedIdea, ScoredTopic, TrendMood, TrendStory } from "../types";

export type PlannedIdea = { format: FormatId; hookFrame: string; idea: GeneratedIdea };
type Level = GeneratedIdea["engagementPotential"];

/** Evidence points: fresh lifecycle, strong growth, real engagement, spread across channels, hot status. */
export function evidencePoints(t: ScoredTopic): number {
  const lifecycle = { emerging: 2, accelerating: 2, peaking: 1, saturated: 0, declining: -1 }[t.lifecycle] ?? 0;
  const g = finite(t.growthPct);
  const growth = g >= 200 ? 2 : g >= 75 ? 1 : g < 0 ? -1 : 0;
  const er = finite(t.factors?.engagementRate);
  const engagement = er >= 0.08 ? 2 : er >= 0.04 ? 1 : 0;
  const spread = (t.channels ?? []).length >= 8 ? 1 : 0;
  return lifecycle + growth + engagement + spread + (t.status === "hot" ? 1 : 0);
}

export function potentialFor(t: ScoredTopic, format: Format): Level {
  const fit = format.suits.includes(t.lifecycle) ? 1 : 0;
  const pts = evidencePoints(t) + fit;
  return pts >= 6 ? "High" : pts >= 3 ? "Medium" : "Low";
}

const VIEW_FACTORS: Record<Level, [number, number]> = { High: [0.6, 1.8], Medium: [0.25, 0.9], Low: [0.08, 0.35] };

/** A typical video's views on this topic: the median top item, else views per channel. */
export function typicalViews(t: ScoredTopic): number {
  const views = (t.topItems ?? [])
    .map((i) => finite(i.views))
    .filter((v) => v > 0)
    .sort((a, b) => a - b);
  if (views.length) return views[Math.floor(views.length / 2)];
  const recent = finite(t.recentViews);
  return recent > 0 ? recent / Math.max(1, (t.channels ?? []).length || 10) : 0;
}

/**
 * A view range for an idea, scaled from the views the topic's videos really got; null when the
 * evidence has no views (posts, headlines): then no number is made up.
 */
export function estimatedViews(t: ScoredTopic, level: Level, reach = 1): string | null {
  const typical = typicalViews(t) * reach;
  if (!(typical > 0)) return null;
  const [lo, hi] = VIEW_FACTORS[level];
  return viewsRange(typical * lo, typical * hi);
}

// A third script of one format reads like the other two with the topic swapped; a format is used
// a third time only when the trend has nothing else that fits.
export const MAX_FORMAT_USES = 2;

/** What one report has used so far: formats (to spread them), hook frames (never twice). */
export type ReportState = { vocab: VocabKey; formats: Map<FormatId, number>; hooks: Set<string> };

export const newReport = (vocab: VocabKey): ReportState => ({ vocab, formats: new Map(), hooks: new Set() });

// The fact each need asks for; a mood need asks for the posts' mood itself.
const NEED_FACT: Record<Exclude<Need, TrendMood>, string> = {
  growth: "growthX",
  top2: "t2",
  adjacent: "from",
  question: "question",
  rival: "rival",
  about: "about",
  asked: "asked",
  takeOn: "takeOn",
};
const MOODS: ReadonlySet<Need> = new Set<TrendMood>(["problem", "praise", "controversy", "news"]);
const met = (n: Need, facts: Facts) =>
  MOODS.has(n) ? facts.mood === n : !!facts[NEED_FACT[n as Exclude<Need, TrendMood>]];

const usable = (f: Format, facts: Facts) =>
  formatFits(f, facts.kind) && f.needs.every((n) => met(n, facts)) && f.hooks.some((h) => fill(h.text, facts) !== null);

// Formats built on what the trend's posts say (the question they ask, what they compare it with,
// the phrase they keep using, their mood): when the story offers them, two of the three ideas are
// theirs, so the ideas use the angle the evidence holds; the third stays the niche's.
export const STORY_NEEDS: ReadonlySet<Need> = new Set<Need>([
  "question",
  "rival",
  "about",
  "asked",
  "takeOn",
  ...MOODS,
]);
const fromStory = (f: Format) => f.needs.some((n) => STORY_NEEDS.has(n));

const outlineOf = (format: Format, facts: Facts) =>
  format.steps.map((s) => capFirst(fill(s.direction, facts) ?? s.direction));

type Sayable = { frame: HookFrame; text: string };

/**
 * The hook frames an idea of this format may open with, best first: fresh to the report and built
 * on the story, then fresh, then on the story, then any sayable one. `told` says whether the
 * frames offered (with the format's outline) use the story.
 */
function hookChoices(
  report: ReportState,
  format: Format,
  facts: Facts,
  story: TrendStory | null,
): { frames: Sayable[]; told: boolean } {
  const sayable = format.hooks
    .map((frame) => ({ frame, text: fill(frame.text, facts) }))
    .filter((h): h is Sayable => h.text !== null);
  const outline = outlineOf(format, facts).join(" -> ");
  const used = (h: Sayable) => (story ? storyPartsUsed({ hook: h.text, outline }, story, facts.topic) : 0);
  const uses = (h: Sayable) => used(h) > 0;
  const fresh = (h: Sayable) => !report.hooks.has(h.frame.id);
  const tiers = [sayable.filter((h) => fresh(h) && uses(h)), sayable.filter(fresh), sayable.filter(uses), sayable];
  const frames = tiers.find((t) => t.length) ?? [];
  // Of those, the ones that say the most of the story: "arguing about the ruling" over "the controversy".
  const most = Math.max(0, ...frames.map(used));
  return { frames: frames.filter((h) => used(h) === most), told: most > 0 };
}

/**
 * Three formats for a trend: the niche's signature first while the report hasn't used it, then by
 * fit with the niche and the trend's lifecycle, with a seeded jitter and a penalty for formats
 * the report already used. A topic borrowed from another niche gets borrowed-angle formats.
 */
export function pickFormats(report: ReportState, t: ScoredTopic, facts: Facts, adjacent: boolean): Format[] {
  const prefs = adjacent ? ADJACENT_FORMATS : NICHE_FORMATS[report.vocab];
  const rng = makeRng("formats", report.vocab, t.topic);
  const signature = prefs[0];
  const ranked = prefs
    .map((id) => formatById(id))
    .filter((f) => usable(f, facts))
    .map((f) => {
      const rank = prefs.indexOf(f.id);
      const fresh = f.hooks.some((h) => !report.hooks.has(h.id) && fill(h.text, facts) !== null);
      const forced = rank === 0 && fresh && (adjacent || !report.formats.has(signature)) ? 10 : 0;
      // A format whose hook frames this report has all used would have to repeat one.
      const s =
        forced -
        (fresh ? 0 : 5) +
        (2 * (prefs.length - rank)) / prefs.length +
        (f.suits.includes(t.lifecycle) ? 1 : 0) +
        rng.next() * 1.2 -
        1.5 * (report.formats.get(f.id) ?? 0);
      return { f, s };
    })
    .sort((a, b) => b.s - a.s)
    .map((x) => x.f);
  // A thin niche list (or thin evidence) is topped up from the whole catalogue.
  const fallback = FORMATS.filter((f) => !ranked.includes(f) && usable(f, facts) && f.id !== "borrowed");
  const picked: Format[] = [];
  const kin = (a: Format, b: Format) => KIN.some(([x, y]) => (x === a.id && y === b.id) || (x === b.id && y === a.id));
  const room = (f: Format) => (report.formats.get(f.id) ?? 0) < MAX_FORMAT_USES;
  // Two ideas from the story when it tells one: formats whose idea would use it first (a mood's
  // format whose hook can name the phrase the posts keep using does; one that can't, only when
  // nothing else does), in the catalogue's order, each at most twice a report like any format.
  const story = tellsStory(t.story, facts.topic) ? t.story : null;
  const offered = story ? FORMATS.filter((f) => fromStory(f) && usable(f, facts)) : [];
  const told = (f: Format) => hookChoices(report, f, facts, story).told;
  const fromPosts = [...offered.filter((f) => told(f) && room(f)), ...offered.filter((f) => !told(f) && room(f))].slice(
    0,
    STORY_IDEAS_MIN,
  );
  // The niche's own formats come before the catalogue's, even used twice: a third tutorial reads
  // better in DIY than a diary does.
  const order = [
    ...fromPosts,
    ...ranked.filter(room),
    ...ranked.filter((f) => !room(f)),
    ...fallback.filter((f) => room(f) && !fromStory(f)),
    ...fallback.filter((f) => !room(f) && !fromStory(f)),
    ...offered,
  ];
  for (const f of order) if (picked.length < 3 && !picked.includes(f) && !picked.some((p) => kin(p, f))) picked.push(f);
  return picked;
}

/** A frame of the format that no idea of this report has opened with yet, one built on the story first (any usable one as a last resort). */
export function pickHook(
  report: ReportState,
  format: Format,
  facts: Facts,
  seed: string,
  story: TrendStory | null = null,
): { frame: HookFrame; text: string } {
  const rng = makeRng("hook", seed, format.id);
  const pick = rng.pick(hookChoices(report, format, facts, story).frames);
  report.hooks.add(pick.frame.id);
  return { frame: pick.frame, text: capFirst(pick.text) };
}

export function planIdeas(report: ReportState, t: ScoredTopic, facts: Facts, adjacent = false): PlannedIdea[] {
  return pickFormats(report, t, facts, adjacent).map((format) => {
    report.formats.set(format.id, (report.formats.get(format.id) ?? 0) + 1);
    const story = tellsStory(t.story, facts.topic) ? t.story : null;
    const hook = pickHook(report, format, facts, t.topic, story);
    const level = potentialFor(t, format);
    const steps = outlineOf(format, facts);
    return {
      format: format.id,
      hookFrame: hook.frame.id,
      idea: {
        hook: hook.text,
        outline: steps.join(" -> "),
        engagementPotential: level,
        estimatedViews: estimatedViews(t, level, format.reach),
      },
    };
  });
}
