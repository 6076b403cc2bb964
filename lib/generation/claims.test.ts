// Only claims the evidence supports: no line of any format states a time span of its own ("a month
// ago", "this week", "I had to look it up"); time comes from slots computed from the evidence
// window, which name the window, and a quiet past is said only when the counts show one.
import { resolveNiche } from "@/lib/niches";
import { scriptEvidence } from "./evidence";
import { factsFor } from "./facts";
import { FORMATS } from "./formats";
import { offlineScript } from "./offline";
import { OPEN_LINES } from "./script/plan";
import { lineParts, sayLine } from "./template";
import { windowFacts } from "./window";

const ALL_LINES = [
  ...FORMATS.flatMap((f) => [...f.hooks.map((h) => h.text), ...f.steps.flatMap((s) => s.lines)]),
  ...FORMATS.flatMap((f) => [...f.setups, ...f.payoffs, ...f.ctas.map((c) => c.text)]),
  ...OPEN_LINES,
];

const sentencesOf = (line: string) => {
  const { core, extras } = lineParts(line);
  return [core, ...extras]
    .map((part) => part.replace(/\[your [^\]]*\]/g, " "))
    .flatMap((part) => part.split(/(?<=[.!?])\s+/))
    .filter((s) => s.trim());
};

// The evidence's time said in words: only a slot may say it.
// (A prediction, "check back in a month", looks ahead and claims nothing about the data.)
const OWN_TIME = /\b(?:ago|yesterday|lately|(?:last|past|this) (?:week|month|few days)|\d+ days)\b/i;
// The creator's own plans ("Try it this week", "I'll post it this week") are not claims about the data.
const PLAN = /\b(?:I'll|Try|starting|My move|next week)\b/;
// What the creator did or knew is theirs to say, in a fill-in.
const CREATOR_PAST = /\b(?:look(?:ed)? (?:it |them |\S+ )?up|I didn't know)\b/i;

const day = (n: number) => new Array(n).fill(0);

describe("every line of every format", () => {
  it("states no time span of its own and no experience of the creator's", () => {
    expect(ALL_LINES.length).toBeGreaterThan(200);
    const claims = ALL_LINES.flatMap(sentencesOf).filter(
      (s) => (OWN_TIME.test(s) && !PLAN.test(s)) || CREATOR_PAST.test(s),
    );
    expect(claims).toEqual([]);
  });

  it("says a quiet past only when the baseline was quiet, and names the window in every time slot", () => {
    const quiet = factsFor({
      topic: "cold plunge",
      niche: resolveNiche("Fitness"),
      evidence: {
        growthPct: 900,
        lifecycle: "emerging",
        channelCount: 9,
        topItems: [],
        hashtags: [],
        series: [...day(14), 4, 6, 8],
        recentDays: 3,
      },
    });
    // The topic was there before the rise: 10 mentions in the baseline.
    const busy = factsFor({
      topic: "cold plunge",
      niche: resolveNiche("Fitness"),
      evidence: {
        growthPct: 120,
        lifecycle: "accelerating",
        channelCount: 9,
        topItems: [],
        hashtags: [],
        series: [...day(13), 10, 4, 6, 8],
        recentDays: 3,
      },
    });
    const quietLines = ALL_LINES.filter((l) => /\{[Qq]uietAgo\}/.test(l));
    expect(quietLines.length).toBeGreaterThan(0);
    for (const line of ALL_LINES) {
      for (const facts of [quiet, busy]) {
        const said = sayLine(line, facts, true);
        if (!said) continue;
        if (/hardly anyone/i.test(said)) expect(facts).toBe(quiet);
        // Whatever a line says about when, the window is in it.
        if (/\bposted about\b/.test(said)) expect(said).toMatch(/in the last three days/);
        if (/a day as\b/.test(said)) expect(said).toMatch(/a day as in the two weeks before/);
      }
    }
    expect(
      quietLines.some((l) => /Two weeks ago, hardly anyone was posting about/.test(sayLine(l, quiet, true) ?? "")),
    ).toBe(true);
    expect(quietLines.every((l) => !/hardly anyone/.test(sayLine(l, busy, true) ?? ""))).toBe(true);
  });
});

describe("the window's own words", () => {
  it.each([
    [
      { series: [...day(14), 1, 2, 3], recentDays: 3 },
      { recently: "in the last three days", lastSpan: "the last three days", before: "in the two weeks before" },
    ],
    [{ series: [...day(14), ...day(6), 5] }, { recently: "in the past week", before: "in the two weeks before" }],
    [
      { series: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2], recentDays: 3 },
      { before: "in the two weeks before" },
    ],
  ])("%j", (window, expected) => {
    expect(windowFacts(window)).toMatchObject(expected);
  });

  it("claims nothing about time without counts, and no quiet past when the topic was already there", () => {
    expect(windowFacts({})).toEqual({});
    expect(windowFacts({ series: [1, 2, 3] })).toEqual({});
    expect(windowFacts({ series: [...day(11), 1, 1, 1, 4, 5, 6], recentDays: 3 }).quietAgo).toBeUndefined();
    expect(windowFacts({ series: [...day(14), 0, 1, 0], recentDays: 3 }).quietAgo).toBeUndefined();
    expect(windowFacts({ series: [...day(14), 3, 5, 9], recentDays: 3 }).quietAgo).toBe("two weeks ago");
  });

  it("reaches a script written from a stored trend, whose recent window is what the counts hold past the baseline", () => {
    const evidence = scriptEvidence(
      { description: "", hashtags: ["coldplunge"] },
      {
        growthPct: 300,
        lifecycle: "accelerating",
        factors: { spread: 12 },
        topItems: [],
        series: [...day(13), 3, ...day(6), 9],
      },
    )!;
    const outline = FORMATS.find((f) => f.id === "explainer")!
      .steps.map((s) => s.direction)
      .join(" -> ");
    const script = offlineScript({
      hook: "Why cold plunge is everywhere",
      outline,
      trendTitle: "Cold plunge",
      topic: "cold plunge",
      niche: "Fitness",
      evidence,
    });
    expect(script.text).not.toMatch(/hardly anyone|this week|weeks ago|month ago/i);
    const facts = factsFor({ topic: "cold plunge", niche: resolveNiche("Fitness"), evidence });
    expect(facts).toMatchObject({ recently: "in the past week", before: "in the two weeks before" });
  });
});
