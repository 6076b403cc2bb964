import type { DevelopedScript } from "@/lib/trends/types";
import { developScript, regenerateCta, regenerateHook, renderScriptText, speakableTitle, splitHook, type DevelopScriptInput } from "./develop";
import { makeRng } from "./prng";
import { spokenWordCount } from "./spoken";
import { cleanText } from "./text";
import { BEAT_PAUSE_S, HOOK_MAX_WORDS } from "./timing";

const base: DevelopScriptInput = {
  hook: "Stop doing your eyeliner like this",
  outline: "Use tape for the wing -> Build the line in small strokes -> Set with powder",
  trendTitle: "Halloween Makeup",
  niche: "Beauty",
  hashtags: ["halloweenmakeup", "#grwm"],
};

const longOutline = Array.from({ length: 20 }, (_, i) => `${i + 1}. Step number ${i + 1} where you carefully explain a detailed technique with plenty of words`).join("\n");

const INPUTS: DevelopScriptInput[] = [
  base,
  { hook: "I tried the 75 Hard challenge for 30 days", outline: "Day 1 felt easy. By day 10 the diet rules bit. The water goal was the hardest. Results on day 30", trendTitle: "75 Hard", niche: "Fitness" },
  { hook: "3 myths about sourdough everyone believes", outline: "", trendTitle: "Sourdough discard", niche: "Food" },
  { hook: "How to set up a home lab in 10 minutes", outline: "x", trendTitle: "Home lab", niche: "technology" },
  { hook: "Before and after: my rental kitchen for $250", outline: "Peel-and-stick backsplash; new cabinet pulls; under-cabinet lights", trendTitle: "Rental makeover", niche: "DIY" },
  { hook: "Top 5 ranked tricks pros use", outline: "Crosshair placement, then jiggle peeking, then utility lineups, and finally economy management", trendTitle: "Valorant tips", niche: "Gaming" },
  { hook: "Everything you know about studying is wrong", outline: longOutline, trendTitle: "Active recall", niche: "Education" },
  { hook: "POV: you finally understand how the 2026 tax brackets work and you made $1.5M", outline: "Explain brackets\nShow the math\nCommon mistakes\nWhat to do now\nBonus tip", trendTitle: "Tax season 2026 explained for creators who earn money online", niche: "personal finance" },
  { hook: "", outline: "- one\n- two", trendTitle: "", niche: "" },
  { hook: "Wait", outline: "Just do it", trendTitle: "Quick", niche: "pottery" },
];

function beatsOf(s: DevelopedScript, label: string) {
  return s.beats.filter((b) => b.label === label);
}

function expectValidScript(s: DevelopedScript, opts: { inputHasBraces?: boolean } = {}) {
  // A hook opening on something like "$999,999,999,999" (20 spoken words) can't be said in 3 s.
  const giantOpening = spokenWordCount(s.beats[0].text.split(" ")[0]) > HOOK_MAX_WORDS;
  expect(s.beats[0].start).toBe(0);
  expect(s.beats[0].label).toBe("HOOK");
  for (let i = 1; i < s.beats.length; i++) expect(s.beats[i].start).toBe(s.beats[i - 1].end);
  for (const b of s.beats) {
    expect(b.end).toBeGreaterThan(b.start);
    expect(b.text.trim()).not.toBe("");
    expect(b.onScreen.trim()).not.toBe("");
    expect(b.broll.trim()).not.toBe("");
  }
  expect(s.durationS).toBe(s.beats[s.beats.length - 1].end);
  expect(s.durationS).toBeGreaterThanOrEqual(60);
  expect(s.durationS).toBeLessThanOrEqual(90);
  const labels = s.beats.map((b) => b.label).join(" ");
  expect(labels).toMatch(/^HOOK (HOOK )?SETUP (POINT ){2,4}PAYOFF CTA$/);
  expect(s.cta).toBe(beatsOf(s, "CTA")[0].text);

  const [hook, ...rest] = s.beats;
  if (!giantOpening) {
    expect(spokenWordCount(hook.text)).toBeLessThanOrEqual(HOOK_MAX_WORDS);
    expect(hook.end).toBe(3);
    expect(s.text.startsWith("[0:00-0:03] HOOK\n")).toBe(true);
  }
  for (const b of giantOpening ? s.beats : rest) {
    const natural = spokenWordCount(b.text) / 2.5 + BEAT_PAUSE_S;
    expect(Math.abs(b.end - b.start - natural)).toBeLessThanOrEqual(0.6);
  }
  for (const b of s.beats) expect(s.text).toContain(b.text);
  expect(s.text).not.toMatch(/undefined|NaN/);
  // A template slot left unfilled would show as "{name}"; creator text may contain braces itself.
  if (!opts.inputHasBraces) expect(s.text).not.toMatch(/\{\w+\}/);
}

describe("developScript timing", () => {
  it.each(INPUTS.map((input, i) => [i, input]))("input %i gives a valid 60-90 s script", (_, input) => {
    expectValidScript(developScript(input));
  });

  it("renders cues, spoken lines, on-screen text and B-roll", () => {
    const s = developScript(base);
    expect(s.text).toMatch(/^\[0:00-0:03\] HOOK\nStop doing your eyeliner like this\.\nOn-screen: .+\nB-roll: .+\n\n\[0:03-0:\d\d\] SETUP\n/);
    expect(s.text).toMatch(/\[\d:\d\d-\d:\d\d\] POINT 1\n/);
    expect(s.text).toMatch(/\[\d:\d\d-\d:\d\d\] CTA\n/);
    expect(s.text).toContain("Hashtags: #halloweenmakeup #grwm");
    expect(s.text.startsWith(renderScriptText(s.beats))).toBe(true);
  });

  it("uses the outline's steps as the points", () => {
    const points = beatsOf(developScript(base), "POINT").map((b) => b.text).join(" ");
    for (const step of ["Use tape for the wing", "Build the line in small strokes", "Set with powder"]) expect(points).toContain(step);
  });

  it("carries a long hook past 0:03 in a second HOOK beat, keeping its words", () => {
    const s = developScript(INPUTS[7]);
    const hooks = beatsOf(s, "HOOK");
    expect(hooks).toHaveLength(2);
    expect(s.hook).toBe(INPUTS[7].hook);
    expect(s.text).toContain("[0:00-0:03] HOOK\nPOV: you finally understand");
    expect(s.text).toMatch(/HOOK \(cont\.\)\n…/);
  });

  it("is deterministic", () => {
    for (const input of INPUTS) expect(developScript({ ...input })).toEqual(developScript(input));
  });

  it("uses several structural patterns, chosen from the idea's words", () => {
    const opener = (input: DevelopScriptInput) => beatsOf(developScript(input), "POINT")[0].text.split(":")[0];
    expect(opener({ ...base, hook: "3 myths about eyeliner" })).toBe("Myth 1");
    expect(opener({ ...base, hook: "How to do a wing, step by step" })).toBe("Step 1");
    expect(opener({ ...base, hook: "Top 5 eyeliner tricks, ranked" })).toBe("Number 1");
    expect(opener({ ...base, hook: "I tried tape eyeliner for a week" })).toBe("First thing I did");
    expect(opener({ ...base, hook: "Eyeliner glow up: before and after" })).toBe("First change");
  });

  it("sounds like the niche, not one template with the name swapped", () => {
    const shots = (niche: string) => developScript({ ...base, niche }).beats.map((b) => b.broll).join(" ");
    expect(shots("Beauty")).toMatch(/brush|vanity|ring-light|mirror|product|bare face|window light/);
    expect(shots("Gaming")).toMatch(/gameplay|facecam|settings|kill feed|scoreboard|controller|menu/);
    expect(developScript({ ...base, niche: "Food" }).text).not.toEqual(developScript({ ...base, niche: "Fitness" }).text.replace(/fitness/gi, "food"));
  });
});

describe("helpers", () => {
  it.each([
    ["The Zone 2 Cardio Surge", "Zone 2 Cardio"],
    ["Glass Skin, Explained", "Glass Skin"],
    ["Peak GRWM", "GRWM"],
    ["The Early Rise of Tape Eyeliner", "Tape Eyeliner"],
    ["Sourdough: Beyond the Basics", "Sourdough"],
    ["The Last of Us", "The Last of Us"],
    ["Halloween Makeup", "Halloween Makeup"],
    [": x", ": x"],
  ])("speakableTitle(%p) = %p", (title, spoken) => expect(speakableTitle(title)).toBe(spoken));

  it("splits a long hook at a natural break within 8 spoken words", () => {
    expect(splitHook("Short hook here")).toEqual({ head: "Short hook here", tail: "" });
    expect(splitHook("Stop scrolling, because this one trick changes how you do eyeliner forever")).toEqual({
      head: "Stop scrolling,",
      tail: "because this one trick changes how you do eyeliner forever",
    });
    expect(splitHook("I tried the 75 Hard challenge for 30 days").tail).toBe("for 30 days");
    expect(splitHook("Zone 2 cardio is the best thing to happen to fitness this year").head).toBe("Zone 2 cardio is the best thing");
  });
});

describe("developScript on generated inputs", () => {
  const WORDS = ["glow", "ranked", "$250,000", "2026", "15%", "1.5M", "10x", "1st", "🔥", "the", "secret", "build", "with", "quick",
    "step", "myth", "before", "after", "I", "tried", "how", "to", "3", "things", "<b>", "supercalifragilistic", "$999,999,999,999"];
  const NICHES = ["Beauty", "Gaming", "DIY", "Food", "Fitness", "Education", "technology", "pottery", ""];
  const rng = makeRng("fuzz");
  const phrase = (n: number) => Array.from({ length: n }, () => rng.pick(WORDS)).join(" ");
  const cases = Array.from({ length: 150 }, (_, i): DevelopScriptInput => ({
    hook: phrase(1 + rng.int(25)),
    outline: Array.from({ length: rng.int(9) }, () => phrase(1 + rng.int(30))).join(rng.pick([" -> ", "\n", "; ", ". "])),
    trendTitle: phrase(rng.int(20)),
    niche: NICHES[i % NICHES.length],
  }));

  it("always lands in 60-90 s with consistent, gap-free timing, including after regenerating", () => {
    for (const input of cases) {
      const s = developScript(input);
      expectValidScript(s);
      expectValidScript(regenerateCta(regenerateHook(s, rng.int(20)), rng.int(20)));
    }
  });
});

describe("regenerateHook / regenerateCta", () => {
  const others = (s: DevelopedScript, label: string) => s.beats.filter((b) => b.label !== label).map((b) => [b.label, b.text, b.onScreen, b.broll]);

  it.each(INPUTS.map((input, i) => [i, input]))("input %i: a new hook leaves every other beat's words alone", (_, input) => {
    const s = developScript(input);
    for (let v = 0; v < 12; v++) {
      const r = regenerateHook(s, v, { niche: input.niche, trendTitle: input.trendTitle });
      expectValidScript(r);
      expect(r.hook).not.toBe(s.hook);
      expect(others(r, "HOOK")).toEqual(others(s, "HOOK"));
    }
  });

  it.each(INPUTS.map((input, i) => [i, input]))("input %i: a new CTA leaves every other beat's words alone", (_, input) => {
    const s = developScript(input);
    for (let v = 0; v < 10; v++) {
      const r = regenerateCta(s, v, v % 2 ? { niche: input.niche } : {});
      expectValidScript(r);
      expect(r.cta).not.toBe(s.cta);
      expect(others(r, "CTA")).toEqual(others(s, "CTA"));
      expect(r.hook).toBe(s.hook);
    }
  });

  it("takes a given hook or CTA text, including long ones, and stays in 60-90 s", () => {
    const s = developScript(INPUTS[6]);
    const long = "This is a very long hook that goes on and on about how much there is to say before we even start the actual video content";
    const h = regenerateHook(s, long);
    expectValidScript(h);
    expect(h.hook).toBe(long);
    const c = regenerateCta(h, "Follow me for the full twelve-part series where I cover every single technique in depth, and comment below with the step you want first, and share it with a friend who studies too");
    expectValidScript(c);
    expect(others(c, "CTA")).toEqual(others(h, "CTA"));
  });

  it("chains regenerations without drifting out of range and keeps the hashtags", () => {
    let s = developScript(base);
    for (let v = 0; v < 15; v++) {
      s = v % 2 ? regenerateHook(s, v) : regenerateCta(s, v, { niche: "Beauty" });
      expectValidScript(s);
    }
    expect(s.text).toContain("Hashtags: #halloweenmakeup #grwm");
  });

  it("is deterministic", () => {
    const s = developScript(base);
    expect(regenerateHook(s, 3)).toEqual(regenerateHook(s, 3));
    expect(regenerateCta(s, 2, { niche: "Beauty" })).toEqual(regenerateCta(s, 2, { niche: "Beauty" }));
    expect(regenerateHook(s, 1).hook).not.toBe(regenerateHook(s, 2).hook);
  });
});

describe("hostile input", () => {
  const NASTY = [
    '<script>alert("x")</script>',
    "<img src=x onerror=alert(1)>",
    "\u202Egnp.exe\u202C tutorial",
    "🔥💄✨ glow 👩‍👩‍👧‍👦 up",
    "{niche} {kit} $& $1 {title}",
    "\u0000null\u0007 bell",
    "\uD800 lone surrogate",
    "a".repeat(10_000),
    "word ".repeat(2_000),
  ];
  const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/;

  it.each(NASTY.map((s) => [JSON.stringify(s).slice(0, 40), s]))("%s in every field never throws and stays plain text", (_, nasty) => {
    const s = developScript({ hook: nasty, outline: nasty, trendTitle: nasty, niche: nasty, hashtags: [nasty] });
    expectValidScript(s, { inputHasBraces: nasty.includes("{") });
    expect(s.text).not.toMatch(INVISIBLE);
    expect(s.text).not.toContain("&lt;");
    expect(s.text.length).toBeLessThan(8_000);
    const clean = cleanText(nasty, 200);
    const visible = clean.length > 30 ? clean.slice(0, 30) : clean;
    expect(s.hook).toBe(clean);
    expect(s.text).toContain(visible);
  });

  it("keeps markup verbatim in the title and outline", () => {
    const s = developScript({ ...base, trendTitle: '<b onclick="x">Bold</b>', outline: "Use <i>tape</i> -> Build it" });
    expect(s.text).toContain('<b onclick="x">Bold</b>');
    expect(s.text).toContain("Use <i>tape</i>");
  });
});
