// The offline writer read the way a creator reads a script aloud, over every (niche, trend, idea)
// of real reports: presets and custom niches, from the curated signals through the same scoring
// the product uses. What a creator would trip over, laugh at, or catch as invented fails here.
import { curatedSignalItems } from "@/lib/trends/curated-seed";
import { nicheMatcher } from "@/lib/trends/niche";
import { pickTopics } from "@/lib/trends/pick";
import { scriptEvidence } from "./evidence";
import { ADJACENT_FORMATS, FORMATS, NICHE_FORMATS, recogniseFormat } from "./formats";
import { vocabKeyOf } from "./niches";
import { offlineScript, planTrends, type PlannedTrend } from "./offline";
import { PLATFORM_IDS, PLATFORMS, type PlatformId } from "./platforms";
import { FILL_IN, fillInsOf, spokenWordCount } from "./spoken";
import { splitOutline } from "./text";
import type { DevelopedScript } from "./types";

const NOW = new Date("2026-11-20T12:00:00Z");
const ITEMS = curatedSignalItems(NOW);
const PRESETS = ["Fitness", "DIY", "Food", "Beauty", "Gaming", "Education", "technology"];
const CUSTOM = ["home espresso", "aquarium plants", "pottery"];

type Combo = { niche: string; report: PlannedTrend[]; trend: number; idea: number; platform: PlatformId; script: DevelopedScript };

function reportFor(niche: string): PlannedTrend[] {
  const picked = pickTopics(ITEMS, nicheMatcher(niche), NOW);
  const byTopic = new Map(picked.ranked.map((r) => [r.topic, r]));
  return planTrends(niche, picked.ranked.map((r) => r.topic), 5, {
    daysFor: (t) => byTopic.get(t)?.recentDays,
    inNiche: (t) => byTopic.get(t)?.scope === "niche",
  });
}

const REPORTS = new Map([...PRESETS, ...CUSTOM].map((n) => [n, reportFor(n)]));
// Every idea of every report, each aimed at one platform in turn (the default most often).
const COMBOS: Combo[] = [...REPORTS].flatMap(([niche, report]) =>
  report.flatMap((p, trend) =>
    p.trend.ideas.map((idea, i) => {
      const platform = (["default", ...PLATFORM_IDS] as PlatformId[])[(trend + i) % (PLATFORM_IDS.length + 1)];
      const evidence = scriptEvidence(p.trend, { ...p.trend.evidence, factors: p.trend.evidence.factors });
      const script = offlineScript({ hook: idea.hook, outline: idea.outline, trendTitle: p.trend.title, niche, platform, evidence });
      return { niche, report, trend, idea: i, platform, script };
    }),
  ),
);
const name = (c: Combo) => `${c.niche} #${c.trend}.${c.idea} (${c.platform})`;

const withoutFillIns = (s: string) => s.replace(new RegExp(`${FILL_IN.source}[.,!?]?`, "gi"), " ").replace(/\s+([.,!?:;])/g, "$1").replace(/\s+/g, " ").trim();
const sentencesOf = (text: string) =>
  withoutFillIns(text)
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}]{2}/u.test(s) && !/^[.!?…:;, ]+$/.test(s));
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, "").replace(/\s+/g, " ").trim();
const spoken = (c: Combo) => c.script.beats.map((b) => b.text);
// Headings an outline uses, the old writer's and every direction's own ("Set the rules", "Day one").
const HEADINGS = new Set([
  ..."proof claim myth mistake rules numbers fix before after result payoff opinion verdict winner truth pattern warning sign".split(" "),
  ...FORMATS.flatMap((f) => f.steps.map((s) => norm(s.direction.split(":")[0]).replace(/^the /, ""))),
]);

it("covers at least 50 (niche, trend, idea) combinations, presets and custom niches", () => {
  expect(COMBOS.length).toBeGreaterThanOrEqual(50);
  for (const n of [...PRESETS, ...CUSTOM]) expect(COMBOS.filter((c) => c.niche === n).length).toBeGreaterThanOrEqual(9);
});

describe.each(COMBOS.map((c) => [name(c), c] as const))("%s", (_, c) => {
  it("never reads a direction aloud: no arrows, no verbatim outline step, no outline heading", () => {
    const steps = splitOutline(c.report[c.trend].trend.ideas[c.idea].outline);
    for (const line of spoken(c)) {
      expect(line).not.toMatch(/->|→|=>/);
      for (const step of steps) expect(norm(line)).not.toContain(norm(step));
      for (const sentence of sentencesOf(line)) {
        // "The proof:", "Step 2, the proof:", "Myth 1:": an outline heading before a colon is a direction.
        const head = norm(/^([^:]+):/.exec(sentence)?.[1] ?? "").replace(/^(?:step \w+ )?the /, "");
        expect(HEADINGS.has(head) ? sentence : "").toBe("");
        expect(sentence).not.toMatch(/\b(?:step|myth|point) (?:\d+|one|two|three|four)\b[^.]*:|what actually works:|why it's blowing up:/i);
      }
    }
  });

  it("says numbers the way a person does: no raw percentages, no digits-only statistics", () => {
    for (const line of spoken(c)) {
      expect(line).not.toMatch(/\d\s*%|percent|mentions up/i);
      // (A quoted video title may hold a year; it is read as the title.)
      expect(withoutFillIns(line).replace(/'[^']*'/g, "")).not.toMatch(/\b\d{3,}\b/);
    }
  });

  it("speaks at 2.2-2.8 words per second, numbers counted as spoken, inside the platform's window", () => {
    const words = spokenWordCount(spoken(c).join(" "));
    const rate = words / c.script.durationS;
    expect(rate).toBeGreaterThanOrEqual(2.2);
    expect(rate).toBeLessThanOrEqual(2.8);
    const [lo, hi] = PLATFORMS[c.platform].window;
    expect(c.script.durationS).toBeGreaterThanOrEqual(lo);
    expect(c.script.durationS).toBeLessThanOrEqual(hi);
  });

  it("varies its sentence lengths", () => {
    const lengths = spoken(c).flatMap(sentencesOf).map((s) => spokenWordCount(s));
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length);
    expect(sd / mean).toBeGreaterThanOrEqual(0.25);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeGreaterThanOrEqual(6);
  });

  it("grounds every POINT in the trend: it names the topic or an evidence fact, or leaves a marked line", () => {
    const t = c.report[c.trend].trend;
    const facts = [
      ...t.evidence.topItems.flatMap((i) => [i.channel.toLowerCase()]),
      t.title.toLowerCase().split(/[:,]/)[0].replace(/^the\s+/, "").split(" ")[0],
      "times as many", "different channels", "a dozen",
    ];
    for (const b of c.script.beats.filter((x) => x.label === "POINT")) {
      const text = b.text.toLowerCase();
      const grounded = fillInsOf(b.text).length > 0 || facts.some((f) => f && text.includes(f));
      expect({ beat: b.text, grounded }).toEqual({ beat: b.text, grounded: true });
    }
  });

  it("marks every fill-in as the creator's and budgets its time; no template leaks", () => {
    const text = c.script.text;
    expect(text).not.toMatch(/undefined|NaN|null|\{\w+\}|\[object|\s'\s|''/);
    for (const f of fillInsOf(text)) expect(f).toMatch(/^\[your [^\]]{3,}\]$/);
    // A possessive never doubles up ("Diaries's").
    expect(text).not.toMatch(/s's\b/);
  });
});

describe.each([...REPORTS].map(([n, r]) => [n, r] as const))("%s report", (niche, report) => {
  const scripts = COMBOS.filter((c) => c.niche === niche);

  it("gives each trend three different formats that fit the niche", () => {
    const vocab = vocabKeyOf(niche);
    for (const p of report) {
      const formats = p.trend.ideas.map((i) => recogniseFormat(splitOutline(i.outline))?.format.id);
      expect(formats).toEqual(p.ideas.map((i) => i.format));
      expect(new Set(formats).size).toBe(3);
      const allowed = new Set([...NICHE_FORMATS[vocab], ...ADJACENT_FORMATS, ...FORMATS.filter((f) => f.needs.length === 0).map((f) => f.id)]);
      for (const f of formats) expect(allowed.has(f!)).toBe(true);
    }
    if (report.some((p) => !p.trend.description.startsWith("Adjacent"))) {
      expect(report.flatMap((p) => p.ideas.map((i) => i.format))).toContain(NICHE_FORMATS[vocab][0]);
    }
  });

  it("never repeats a hook frame", () => {
    const frames = report.flatMap((p) => p.ideas.map((i) => i.hookFrame));
    expect(new Set(frames).size).toBe(frames.length);
  });

  it("never has two scripts say the same sentence", () => {
    const owner = new Map<string, string>();
    for (const c of scripts) {
      for (const s of spoken(c).flatMap(sentencesOf)) {
        if (spokenWordCount(s) < 5) continue;
        const key = norm(s);
        const other = owner.get(key);
        if (other && other !== name(c)) throw new Error(`"${s}" is in ${other} and ${name(c)}`);
        owner.set(key, name(c));
      }
    }
  });

  it("frames a topic from another niche as borrowed", () => {
    for (const p of report.filter((x) => x.trend.description.startsWith("Adjacent"))) {
      expect(p.trend.description).toMatch(/^Adjacent: from [^.]+\./);
      if (!p.trend.description.startsWith("Adjacent: from other niches")) expect(p.ideas[0].format).toBe("borrowed");
    }
  });
});
