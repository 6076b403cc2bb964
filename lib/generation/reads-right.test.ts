// What a creator laughed at in the offline writer's reports, kept from coming back: trends named
// after verb fragments of post titles, "videos" and "views" for Reddit posts and headlines, "carved
// mugs has", taste tests of grinders, and scripts that say the topic in every sentence.
import { corpusSignalItems } from "@/test/live-signals";
import { curatedSignalItems } from "@/lib/trends/curated-seed";
import { nicheMatcher } from "@/lib/trends/core/niche";
import { nounPhrase } from "@/lib/language/phrase";
import { pickTopics } from "@/lib/trends/pick";
import { scriptEvidence } from "./evidence";
import { topicKind } from "./kind";
import { mediumOf } from "./medium";
import { resolveNiche } from "@/lib/niches";
import { offlineScript, planTrends, type PlannedTrend } from "./offline";
import { MAX_MENTIONS, mentionsOf } from "./script/write";
import { resolveGrammar } from "./template";
import { isPluralTopic, topicOf } from "./topic";

const NOW = new Date("2026-11-20T12:00:00Z");
const ITEMS = curatedSignalItems(NOW);
const CUSTOM = ["pottery", "personal finance", "home espresso", "aquarium plants"];
const NICHES = ["Fitness", "Food", "DIY", "technology", ...CUSTOM];

function reportFor(niche: string): PlannedTrend[] {
  const items = CUSTOM.includes(niche) ? [...ITEMS, ...corpusSignalItems(niche, niche, NOW)] : ITEMS;
  const picked = pickTopics(items, nicheMatcher(resolveNiche(niche)), NOW);
  const byTopic = new Map(picked.ranked.map((r) => [r.topic, r]));
  return planTrends(
    resolveNiche(niche),
    picked.ranked.map((r) => r.topic),
    5,
    { daysFor: (t) => byTopic.get(t)?.recentDays, inNiche: (t) => byTopic.get(t)?.scope === "niche" },
  );
}

type Read = { niche: string; p: PlannedTrend; topic: string; card: string; ideas: string; scripts: string[] };
const READS: Read[] = NICHES.flatMap((niche) =>
  reportFor(niche).map((p) => {
    const t = p.trend;
    const evidence = scriptEvidence(t, { ...t.evidence, factors: t.evidence.factors });
    const scripts = t.ideas.map((i) =>
      offlineScript({
        hook: i.hook,
        outline: i.outline,
        trendTitle: t.title,
        topic: t.topic,
        kind: t.kind,
        niche,
        platform: "default",
        evidence,
      })
        .beats.map((b) => b.text)
        .join("\n"),
    );
    return {
      niche,
      p,
      topic: topicOf(
        t.title,
        t.hashtags.map((h) => h.slice(1)),
        t.evidence.topItems.map((i) => i.title),
      ),
      card: `${t.title}\n${t.description}\n${t.engagement}`,
      ideas: t.ideas.map((i) => `${i.hook}\n${i.outline}`).join("\n"),
      scripts,
    };
  }),
);
/** The kind the writer gives a read's topic, from the same evidence its report carries. */
const kindOf = (r: Read) => {
  const e = r.p.trend.evidence;
  return topicKind(r.topic, resolveNiche(r.niche), {
    titles: e.topItems.map((i) => i.title),
    hashtags: e.hashtags,
    sources: e.sources,
  });
};
const evidenceIsPosts = (r: Read) => !mediumOf(r.p.trend.evidence.sources, r.p.trend.evidence.recentViews > 0).video;

it("reads every niche, with custom niches on live posts and headlines", () => {
  for (const n of NICHES) expect(READS.filter((r) => r.niche === n).length).toBeGreaterThanOrEqual(3);
  expect(READS.filter(evidenceIsPosts).length).toBeGreaterThanOrEqual(10);
});

describe("trends are named after things, not fragments of post titles", () => {
  it("never makes a trend of a verb, participle, adverb or describing word", () => {
    for (const r of READS) {
      expect({ topic: r.p.trend.evidence.topic, noun: nounPhrase(r.p.trend.evidence.topic.split(" ")) }).toEqual({
        topic: r.p.trend.evidence.topic,
        noun: true,
      });
      expect(r.p.trend.title).not.toMatch(/\b(?:switched|finally|sorted|tried|minute|small|high protein|matter)\b/i);
    }
  });

  it("keeps the fuller name, without a wrong article", () => {
    const all = READS.map((r) => `${r.card}\n${r.ideas}\n${r.scripts.join("\n")}`).join("\n");
    expect(all.match(/.{0,40}(?:\bthe student loan\b(?! forgiveness)|\bwalstad\b(?! method)).{0,20}/gi) ?? []).toEqual(
      [],
    );
    expect(READS.map((r) => r.p.trend.evidence.topic)).toEqual(
      expect.arrayContaining(["walstad method", "student loan forgiveness"]),
    );
  });
});

describe("words fit where the evidence came from", () => {
  it("says posts, stories and upvotes, never videos, channels or views, for evidence without views", () => {
    for (const r of READS.filter(evidenceIsPosts)) {
      for (const text of [r.card, r.ideas, ...r.scripts])
        expect(text).not.toMatch(/\bvideos\b|\bchannels?\b|\bviews?\b|No views tracked/i);
      expect(r.p.trend.engagement).toMatch(/^[\d.]+K? (?:upvotes and comments|comments|posts|stories|threads) /);
      // A rise is a multiple of the days before, or, from no earlier mentions, new with its count.
      expect(r.p.trend.description).toMatch(
        /as many (?:posts|stories|threads) a day|more (?:posts|stories|threads)|\d+ (?:posts?|stor(?:y|ies)|threads?), none in/,
      );
    }
  });

  it("keeps videos, channels and views for video evidence", () => {
    for (const r of READS.filter((x) => !evidenceIsPosts(x))) {
      expect(r.p.trend.description).toMatch(/videos a day/);
      expect(r.p.trend.engagement).toMatch(/views/);
    }
  });
});

describe("a plural topic takes a plural verb", () => {
  it("knows plural topics", () => {
    expect(
      ["carved mugs", "floating plants", "underglaze transfers", "turbo shots", "AI glasses"].every(isPluralTopic),
    ).toBe(true);
    expect(["raku firing", "wall pilates", "cash stuffing", "Hyrox", "zone 2 cardio", "news"].some(isPluralTopic)).toBe(
      false,
    );
    // A line marks its subject and verbs: they agree with a plural topic, and questions put the verb first.
    expect(
      resolveGrammar(
        "{TheTopic:subject} {is:verb} quietly taking off, so {theTopic:subject} {doesn't:verb} stall and {topic} actually {changes:verb}.",
        true,
      ),
    ).toBe("{TheTopic} are quietly taking off, so {theTopic} don't stall and {topic} actually change.");
    expect(
      resolveGrammar(
        "What {is:verb} {theTopic:subject}, and why {is:verb} {it:subject} all over your feed? So, {is:verb} {theTopic:subject} worth it? {Is:verb} {theTopic:subject} staying? This is {theTopic}.",
        true,
      ),
    ).toBe(
      "What are {theTopic}, and why are they all over your feed? So, are {theTopic} worth it? Are {theTopic} staying? This is {theTopic}.",
    );
  });

  it("never says 'carved mugs has' anywhere in a report", () => {
    const plural = READS.filter((r) => isPluralTopic(r.topic));
    expect(plural.length).toBeGreaterThanOrEqual(5);
    for (const r of plural) {
      // (After a preposition the topic is an object: "Everyone new to flat burr grinders does this".)
      const wrong = new RegExp(
        `(?<!\\b(?:to|at|of|with|about|for|on|from|than|in) )\\b(?:${r.topic}|they)(?: (?:actually|really|still|just|quietly))? (?:is|has|does|doesn't|isn't|was|makes|changes)\\b`,
        "i",
      );
      const asked = new RegExp(
        `\\b(?:what|who|why|how|so,?) (?:is|has|does|was) ${r.topic}\\b|^is ${r.topic}\\b|why is it all over`,
        "im",
      );
      for (const text of [r.card, r.ideas, ...r.scripts]) {
        expect(text).not.toMatch(wrong);
        expect(text).not.toMatch(asked);
      }
    }
  });
});

describe("formats fit the topic", () => {
  const formatsOf = (r: Read) => r.p.ideas.map((i) => i.format);

  it("tastes only what you eat or drink, and gives recipe constraints only to food", () => {
    for (const r of READS) {
      const food = kindOf(r) === "dish";
      if (!food) {
        expect(formatsOf(r)).not.toContain("taste-test");
        expect(r.ideas).not.toMatch(/ingredients|one pan|first taste/i);
      }
    }
    const espresso = READS.filter((r) => r.niche === "home espresso" && /grinder|shaker|burr/i.test(r.topic));
    expect(espresso.length).toBeGreaterThanOrEqual(1);
    for (const r of espresso) expect(formatsOf(r)).not.toEqual(expect.arrayContaining(["taste-test"]));
  });

  it("gives money topics explainers, myths, opinions, numbers and week-long tries, not kits and reveals", () => {
    const finance = READS.filter((r) => r.niche === "personal finance");
    expect(finance.length).toBeGreaterThanOrEqual(3);
    for (const r of finance) {
      // A method of handling money ("cash stuffing", a technique by its evidence) can be taught
      // step by step; an idea or a product of finance is never tasted, challenged or revealed.
      const taught = kindOf(r) === "technique" ? [] : ["tutorial"];
      for (const f of [...taught, "taste-test", "challenge", "before-after"]) expect(formatsOf(r)).not.toContain(f);
      if (taught.length) expect(r.ideas).not.toMatch(/finished result|everything you need/i);
    }
  });

  it("films the making of a thing a video makes, never a before and after of what it changes ('watch what carved mugs change')", () => {
    // How makers title the making of a thing, and the doing of a technique.
    const pottery = (topic: string, ...titles: string[]) => topicKind(topic, resolveNiche("pottery"), { titles });
    expect([
      pottery("carved mugs", "Carving mugs on the wheel", "I made carved mugs for my friends", "How I carve mugs"),
      pottery(
        "canvas bag",
        "Sewing a canvas bag from scratch",
        "I made a canvas bag in one evening",
        "Canvas bag tutorial",
      ),
      pottery(
        "floating shelves",
        "Building floating shelves for my studio",
        "We built floating shelves",
        "Floating shelves cost",
      ),
      pottery(
        "leather wallets",
        "Making leather wallets by hand",
        "I made leather wallets for gifts",
        "Leather wallets, start to finish",
      ),
    ]).toEqual(["made", "made", "made", "made"]);
    // A firing is done, transfers are applied: techniques, not things the video makes.
    expect([
      pottery("raku firing", "My first raku firing", "Raku firing at home", "What raku firing taught me"),
      pottery(
        "underglaze transfers",
        "Learning underglaze transfers",
        "I tried underglaze transfers",
        "Mastering underglaze transfers",
      ),
    ]).toEqual(["technique", "technique"]);
    const made = READS.filter((r) => kindOf(r) === "made");
    expect(made.map((r) => r.topic)).toContain("carved mugs");
    for (const r of made) {
      expect(formatsOf(r)).not.toContain("before-after");
      expect(`${r.ideas}\n${r.scripts.join("\n")}`).not.toMatch(
        /actually changes?\b|first change .* makes?\b|before and after nobody/i,
      );
    }
  });
});

describe("a script names its topic a few times, then says it", () => {
  // The budget, plus the few places where the name is bound to its words and no pronoun reads
  // ("pistachio with five ingredients", "just the concrete planter").
  const CAP = MAX_MENTIONS + 2;
  it(`names the topic at most ${CAP} times a script`, () => {
    const over = READS.flatMap((r) =>
      r.scripts.filter((s) => mentionsOf(s, r.topic) > CAP).map((s) => `${r.topic} x${mentionsOf(s, r.topic)}: ${s}`),
    );
    expect(over).toEqual([]);
  });

  it("never puts the topic in 'no X jargon' or 'the finished X'", () => {
    for (const r of READS)
      for (const s of r.scripts) expect(s).not.toMatch(new RegExp(`no ${r.topic} jargon|the finished ${r.topic}`, "i"));
  });

  // A pronoun where a noun phrase must stand ("So, it in one line:", "Step one of them", "this
  // part of them") is worse than the name: these shapes never reach a script.
  it("never leaves a pronoun where only a name reads", () => {
    const broken =
      /(?:^|[.!?:,] )(?:it|them|they) (?:in one line|up close)\b|\b(?:step \w+|part|start|end) of (?:it|them)\b|\bto (?:it|them) beyond\b|\b(?:around|about|with|at|for|of|on|from|into|than) they\b|\bat them\.$|\b(?:how|tried) (?:it|them) with\b|\bjust (?:it|them) and\b|\bkeep up (?:it|them)\b|\bdoes it matter for it\b|\bit wrecks it\b|(?:^|[.!?] )The side has\b|\b(?:is|was|does|has|if) them\b/im;
    for (const r of READS) for (const s of r.scripts) expect(s.match(broken)?.[0] ?? null).toBeNull();
  });

  it("says it, them or nothing once the budget is spent", () => {
    const line =
      "Step one of {theTopic}. {TheTopic:subject} {is:verb} here, so no {topic} jargon and {theTopic:subject} will work.";
    expect(resolveGrammar(line, false, { left: 1 })).toBe(
      "Step one of {theTopic}. It is here, so no jargon and it will work.",
    );
    expect(resolveGrammar(line, true, { left: 0 })).toBe(
      "Step one of them. They are here, so no jargon and they will work.",
    );
    // A name marked as only a name stays: not "Why does it matter for it?" nor "it wrecks it".
    expect(resolveGrammar("Why does it matter for {theTopic:name}? Small {topic} mistake.", false, { left: 0 })).toBe(
      "Why does it matter for {theTopic}? Small mistake.",
    );
    expect(resolveGrammar("It looks small, but it wrecks {theTopic:name}.", false, { left: 0 })).toBe(
      "It looks small, but it wrecks {theTopic}.",
    );
    expect(resolveGrammar("Fix it once, and {theTopic:subject} {gets:verb} easier.", true, { left: 0 })).toBe(
      "Fix it once, and they get easier.",
    );
    // A question's subject, and a subject before a past tense, is "they": not "Is them staying?".
    const asked =
      "{Is:verb} {theTopic:subject} staying? Who {is:verb} {theTopic:subject} actually for? I'll say if {theTopic:subject} held up.";
    expect(resolveGrammar(asked, true, { left: 0 })).toBe(
      "Are they staying? Who are they actually for? I'll say if they held up.",
    );
    expect(resolveGrammar(asked, false, { left: 0 })).toBe(
      "Is it staying? Who is it actually for? I'll say if it held up.",
    );
  });
});

it("treats a name as one thing, a lower-case plural as many", () => {
  expect(isPluralTopic("Monster Hunter Wilds")).toBe(false);
  expect(isPluralTopic("AI glasses")).toBe(true);
  expect(isPluralTopic("carved mugs")).toBe(true);
});

it("keeps the verb of the real subject when the topic follows a preposition", () => {
  expect(resolveGrammar("Everyone new to {theTopic} does this.", true)).toBe("Everyone new to {theTopic} does this.");
  expect(resolveGrammar("{TheTopic:subject} {is:verb} here.", true)).toBe("{TheTopic} are here.");
  expect(resolveGrammar("Let's see if attempt two at {theTopic} goes better.", true, { left: 0 })).toBe(
    "Let's see if attempt two at them goes better.",
  );
});

it("says 'them' for a plural topic where a template's 'it' stands for the topic", () => {
  expect(resolveGrammar("I kept seeing {theTopic}, so I gave {it} a proper try.", true)).toBe(
    "I kept seeing {theTopic}, so I gave them a proper try.",
  );
  expect(resolveGrammar("That's {theTopic} as I see it. It's one {topic} mistake, and it's fixable.", true)).toBe(
    "That's {theTopic} as I see it. It's one {topic} mistake, and it's fixable.",
  );
});
