// Every line of every format, rendered for every shape of topic: one thing ("carved mug"), many
// ("carved mugs"), a name ("Keychron Q0 Max") and an acronym ("SPF"), with its name in full, named
// once, and past its names (a pronoun or nothing). Each must render, agree with its topic, never put
// two determiners together, and keep a name or acronym as written. A new format is checked here
// the moment its file joins the catalogue.
import { resolveNiche } from "@/lib/niches";
import nlp from "compromise";
import { articleFor } from "@/lib/language/article";
import { isPresentVerbAt, pluralVerb } from "@/lib/language/verbs";
import { factsFor, type Facts } from "../facts";
import { OPEN_LINES } from "../script/plan";
import { fill, GRAMMAR_TOKEN, resolveGrammar, sayLine } from "../template";
import { FORMATS } from ".";

const day = (n: number) => new Array(n).fill(0);

const LINES: { where: string; line: string }[] = [
  ...FORMATS.flatMap((f) =>
    [
      ...f.hooks.map((h) => h.text),
      ...f.steps.flatMap((s) => [s.direction, s.onScreen, s.broll, ...s.lines]),
      ...f.setups,
      ...f.payoffs,
      ...f.ctas.flatMap((c) => [c.text, c.onScreen]),
    ].map((line) => ({ where: f.id, line })),
  ),
  ...OPEN_LINES.map((line) => ({ where: "open", line })),
];

const SHAPES = [
  { topic: "carved mug", plural: false },
  { topic: "carved mugs", plural: true },
  { topic: "Keychron Q0 Max", plural: false },
  { topic: "SPF", plural: false },
];

/** Facts with every slot a line can ask for, so every line renders. */
function factsOf(topic: string): Facts {
  const facts = factsFor({
    topic,
    niche: resolveNiche("DIY"),
    evidence: {
      growthPct: 400,
      lifecycle: "accelerating",
      channelCount: 12,
      topItems: [
        { title: `My first ${topic} try`, channel: "Clay Corner", views: 120000 },
        { title: `${topic} the easy way`, channel: "Shed Lab", views: 48000 },
      ],
      hashtags: [],
      series: [...day(14), 3, 5, 9],
      recentDays: 3,
      story: {
        questions: ["How loud is it at night?"],
        mostlyAbout: ["noise"],
        comparedWith: "fan heater",
        mood: "controversy",
      },
    },
  });
  return { ...facts, home: facts.niche, from: "fitness", From: "Fitness" };
}

/** A line said with the topic named everywhere, named once, and not named at all. */
function renders(line: string, facts: Facts): string[] {
  return [fill(line, facts), sayLine(line, facts, true, { left: 1 }), sayLine(line, facts, true, { left: 0 })].map(
    (s) => s ?? "(not rendered)",
  );
}

type Term = { text: string; tags: string[]; offset: { start: number } };
const termsOf = (s: string) => (nlp(s).json({ offset: true }) as { terms: Term[] }[]).flatMap((x) => x.terms);

/**
 * A present-tense verb said of one thing ("sells", "is", "doesn't") after "they", an adverb
 * between them aside, where the tagger reads it as what "they" do.
 */
function singularVerbAfterThey(said: string): string | null {
  for (const s of said.split(/(?<=[.!?:])\s+/)) {
    const terms = termsOf(s);
    for (let i = 0; i < terms.length; i++) {
      if (terms[i].text.toLowerCase() !== "they") continue;
      const prev = terms[i - 1];
      // After a preposition or a verb "they" stands where an object does ("how borrowing they starts").
      const object = (t: Term) =>
        (t.tags.includes("Preposition") && !t.tags.includes("Conjunction")) ||
        t.text.toLowerCase() === "to" ||
        (t.tags.includes("Verb") && !t.tags.includes("Copula"));
      if (prev && object(prev)) continue;
      let j = i + 1;
      while (terms[j]?.tags.includes("Adverb")) j++;
      const next = terms[j];
      if (!next) continue;
      const word = s.slice(next.offset.start).match(/^[\p{L}']+/u)?.[0] ?? "";
      if (pluralVerb(word) !== null && isPresentVerbAt(s, next.offset.start)) return s;
    }
  }
  return null;
}

describe("every line of every format, for every shape of topic", () => {
  it("covers the whole catalogue", () => {
    expect(LINES.length).toBeGreaterThan(600);
  });

  it("marks grammar only with known words: a verb that has a plural, a role on the topic or its pronoun", () => {
    const wrong = LINES.flatMap(({ where, line }) =>
      [...line.matchAll(GRAMMAR_TOKEN)]
        .filter(([, word, role]) =>
          role === "verb"
            ? pluralVerb(word) === null && word !== "'s"
            : role !== undefined && !/^(?:[tT]heTopic|[tT]opic|[iI]t)$/.test(word),
        )
        .map((m) => `${where}: ${m[0]}`),
    );
    expect(wrong).toEqual([]);
  });

  describe.each(SHAPES)("$topic", ({ topic, plural }) => {
    const facts = factsOf(topic);
    const said = LINES.map(({ where, line }) => ({ where, line, texts: renders(line, facts) }));

    it("is the number the writer thinks it is", () => expect(facts.number).toBe(plural ? "plural" : "singular"));

    it("renders every line, with no slot or mark left over", () => {
      const bad = said.flatMap(({ where, texts }) =>
        texts.filter((t) => t === "(not rendered)" || /[{}\u0000-\u0003]/.test(t)).map((t) => `${where}: ${t}`),
      );
      expect(bad).toEqual([]);
    });

    it("never puts two determiners together", () => {
      const doubled = /\b(?:the|a|an|your|my|our|their|this|these) (?:the|a|an)\b/i;
      const bad = said.flatMap(({ where, texts }) => texts.filter((t) => doubled.test(t)).map((t) => `${where}: ${t}`));
      expect(bad).toEqual([]);
    });

    it("says 'a' or 'an' by the word that follows", () => {
      const bad = said.flatMap(({ where, texts }) =>
        texts.flatMap((t) =>
          [...t.matchAll(/(?<![\p{L}'])(a|an) ([\p{L}\p{N}]+)/giu)]
            .filter(([, article, next]) => articleFor(next) !== article.toLowerCase())
            .map((m) => `${where}: ${m[0]}`),
        ),
      );
      expect(bad).toEqual([]);
    });

    it("keeps the topic as written, capitals and all", () => {
      const any = new RegExp(`(?<![\\p{L}\\p{N}])${topic}(?![\\p{L}\\p{N}])`, "giu");
      const bad = said.flatMap(({ where, texts }) =>
        texts.flatMap((t) =>
          [...t.matchAll(any)]
            .filter((m) => m[0] !== topic && m[0] !== topic[0].toUpperCase() + topic.slice(1))
            .map(() => `${where}: ${t}`),
        ),
      );
      expect(bad).toEqual([]);
    });

    it("never calls out to a pronoun", () => {
      // "Okay, it, moment of truth": a topic spoken to is named, however often it was said before.
      const called = /(?:^|[.!?]\s+)\p{L}+, (?:it|they|them)[,!.]/iu;
      const bad = said.flatMap(({ where, texts }) => texts.filter((t) => called.test(t)).map((t) => `${where}: ${t}`));
      expect(bad).toEqual([]);
    });

    it("says the topic's verbs and pronouns in its number", () => {
      const bad = said.flatMap(({ where, line, texts }) =>
        texts.flatMap((t) => {
          if (plural) {
            // The topic as a noun phrase said as "they", so the tagger reads what follows as its verb.
            const s = [t, ...renders(line, { ...facts, theTopic: "they", TheTopic: "They" })]
              .map(singularVerbAfterThey)
              .find(Boolean);
            return s ? [`${where}: ${s}`] : [];
          }
          // One thing is never "they" or "them", unless the line means someone else by it.
          const own = /\b(?:they|them)\b/i.test(line.replace(GRAMMAR_TOKEN, ""));
          return !own && /\b(?:they|them)\b/i.test(t) ? [`${where}: ${t}`] : [];
        }),
      );
      expect(bad).toEqual([]);
    });
  });
});

describe("a line's own grammar, said for each shape of topic", () => {
  const lines = [
    "{TheTopic:subject} {sells:verb} out in minutes.",
    "Here's why {theTopic:subject} {sells:verb}.",
    "Nobody tells you {theTopic:subject} {breaks:verb} easily.",
  ];
  const as = (topic: string, left: number) => {
    const facts = factsOf(topic);
    return lines.map((l) => sayLine(l, facts, false, { left }));
  };

  it("agrees with many", () => {
    expect(as("carved mugs", 1)[0]).toBe("Carved mugs sell out in minutes.");
    expect(as("carved mugs", 0)).toEqual([
      "They sell out in minutes.",
      "Here's why they sell.",
      "Nobody tells you they break easily.",
    ]);
  });

  it("agrees with one thing, a name and an acronym", () => {
    expect(as("SPF", 0)[2]).toBe("Nobody tells you it breaks easily.");
    expect(as("Keychron Q0 Max", 1)[0]).toBe("Keychron Q0 Max sells out in minutes.");
    expect(as("SPF", 1)[1]).toBe("Here's why SPF sells.");
    expect(as("carved mug", 1)[0]).toBe("The carved mug sells out in minutes.");
  });

  it("marks no grammar it cannot say", () => {
    expect(resolveGrammar("{TheTopic:subject} held up.", true, { left: 0 })).toBe("They held up.");
  });
});
