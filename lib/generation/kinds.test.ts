// Topic kinds: the writer knows what a topic is (a dish, a product, an app, a place, a species, a
// technique, an event, a person, a sale, a made thing, an idea) from the tagger, the topic's words
// and its evidence, and offers only formats that fit it: no "I tried the cardinal for a week", no
// "a week of Kyoto", no taste test of a sale. A topic of unknown kind gets formats that fit anything.
import type { ScoredTopic } from "./types";
import { FORMATS, recogniseFormat } from "./formats";
import { formatFits, topicKind } from "./kind";
import { TOPIC_KINDS, type TopicKind } from "@/lib/language/kind";
import { resolveNiche } from "@/lib/niches";
import { planTrends } from "./offline";
import { splitOutline } from "./text";

// Formats that have the creator do something with the topic: try it, make it, taste it, fix it.
const HANDS_ON = ["tutorial", "taste-test", "diary", "head-to-head", "mistake", "challenge", "before-after"];
const NOT_TRIED: TopicKind[] = ["place", "species", "event", "person", "sale", "unknown"];

describe("every format and every kind", () => {
  it.each(FORMATS.map((f) => [f.id]))("%s says which kinds it fits", (id) => {
    const f = FORMATS.find((x) => x.id === id)!;
    for (const kind of TOPIC_KINDS) {
      const fits = formatFits(f, kind);
      expect(fits).toBe(f.kinds === "any" || f.kinds.includes(kind));
      if (f.id === "taste-test") expect(fits).toBe(kind === "dish");
      if (HANDS_ON.includes(f.id) && NOT_TRIED.includes(kind))
        expect({ format: f.id, kind, fits }).toMatchObject({ fits: false });
      if (f.kinds !== "any") expect(f.kinds).not.toContain("unknown");
    }
  });

  // Read aloud: "Which Keychron Q0 Max method would you pick?" A thing you buy or install is
  // compared as a thing, never as a way of doing something.
  it.each([["product"], ["app"]] as const)("never offers %s topics a format that compares methods", (kind) => {
    const said = FORMATS.filter((f) => formatFits(f, kind)).filter((f) => /\bmethods?\b/i.test(JSON.stringify(f)));
    expect(said.map((f) => f.id)).toEqual([]);
  });

  it.each(TOPIC_KINDS.map((k) => [k]))("%s has enough formats for three different ideas", (kind) => {
    const fitting = FORMATS.filter((f) => formatFits(f, kind));
    expect(fitting.length).toBeGreaterThanOrEqual(5);
    if (kind === "unknown") expect(fitting.every((f) => f.kinds === "any")).toBe(true);
  });
});

const titles = (...t: string[]) => t.map((title, i) => ({ title, channel: `ch${i}`, views: 10_000 * (i + 1) }));

// A topic of each kind, with its niche and the evidence titles a real report carries for it: the
// kind is read from how those titles talk about the topic, not from a list of words.
const CASES: [TopicKind, string, string, Partial<ScoredTopic>][] = [
  [
    "dish",
    "dubai chocolate",
    "Food",
    {
      topItems: titles(
        "Dubai chocolate recipe at home",
        "I tried viral dubai chocolate",
        "Eating dubai chocolate for the first time",
      ),
    },
  ],
  [
    "product",
    "flat burr grinders",
    "home espresso",
    {
      topItems: titles(
        "Flat burr grinders review: are they worth it?",
        "I bought flat burr grinders so you don't have to",
        "Flat burr grinders review after six months",
      ),
    },
  ],
  [
    "app",
    "Notion",
    "productivity hacks for students",
    {
      topItems: titles(
        "How to download Notion on your phone",
        "Notion app setup for college",
        "My Notion app tour 2026",
      ),
      hashtags: ["notionapp"],
    },
  ],
  [
    "place",
    "Kyoto",
    "travel",
    { topItems: titles("48 hours in Kyoto", "I visited Kyoto in autumn", "Kyoto travel guide") },
  ],
  [
    "species",
    "northern cardinal",
    "backyard birds",
    {
      topItems: titles(
        "Northern cardinal spotted at my feeder",
        "Rare northern cardinal sighting in the snow",
        "I spotted a northern cardinal today",
      ),
      hashtags: ["birding", "birdwatching"],
    },
  ],
  [
    "technique",
    "raku firing",
    "pottery",
    { topItems: titles("My first raku firing", "Raku firing at home, start to finish", "What raku firing taught me") },
  ],
  [
    "event",
    "Black Friday",
    "shopping",
    {
      topItems: titles(
        "Black Friday crowds at the mall",
        "What I bought on Black Friday",
        "Is Black Friday worth it anymore?",
      ),
    },
  ],
  [
    "person",
    "Taylor Swift",
    "music",
    { topItems: titles("Taylor Swift announces a new album", "Reacting to Taylor Swift's new single") },
  ],
  [
    "sale",
    "Black Friday sale",
    "shopping",
    {
      topItems: titles(
        "Black Friday sale: 50% off everything",
        "Best Black Friday sale finds under $20",
        "The Black Friday sale I waited all year for: 30% off",
      ),
    },
  ],
  [
    "made",
    "carved mugs",
    "pottery",
    {
      topItems: titles(
        "Carving mugs on the wheel",
        "I made carved mugs for my friends",
        "How I carve mugs, start to finish",
      ),
    },
  ],
  [
    "idea",
    "student loan forgiveness",
    "personal finance",
    {
      topItems: titles("Student loan forgiveness explained", "What student loan forgiveness means for you"),
    },
  ],
  ["unknown", "link", "underwater basket weaving", { topItems: titles("link in bio", "new link posted") }],
];

function scored(name: string, over: Partial<ScoredTopic> = {}): ScoredTopic {
  return {
    topic: name,
    score: 4,
    factors: { velocity: 3, significance: 4, lift: 2, spread: 9, engagementRate: 0.05, saturation: 0.1 },
    confidence: 70,
    status: "hot",
    lifecycle: "emerging",
    growthPct: 240,
    series: [...new Array(14).fill(0), 4, 6, 9],
    recentViews: 1_200_000,
    channels: ["a", "b", "c", "d", "e", "f"],
    hashtags: [],
    topItems: titles(`${name} in one minute`, `Why ${name} is everywhere`),
    source: "Curated Examples",
    verified: false,
    ...over,
  };
}

describe("a topic's kind", () => {
  it.each(CASES)("%s: %s in %s", (kind, name, niche, over) => {
    const t = scored(name, over);
    expect(topicKind(name, resolveNiche(niche), { titles: t.topItems.map((i) => i.title), hashtags: t.hashtags })).toBe(
      kind,
    );
  });

  it.each(CASES)("%s: the ideas for %s use only formats that fit it", (kind, name, niche, over) => {
    const [planned] = planTrends(resolveNiche(niche), [scored(name, over)], 1);
    expect(planned.ideas).toHaveLength(3);
    for (const idea of planned.trend.ideas) {
      const format = recogniseFormat(splitOutline(idea.outline))!.format;
      expect({ format: format.id, fits: formatFits(format, kind) }).toEqual({ format: format.id, fits: true });
    }
    if (NOT_TRIED.includes(kind))
      expect(planned.trend.ideas.map((i) => i.hook).join(" ")).not.toMatch(/for a week|first taste/i);
  });
});
