import { offlineScript } from "@/lib/generation/offline";
import type { ScriptBeat } from "@/lib/generation/types";
import { captionChunks, SRT_LINE_CHARS, toSrt } from "./srt";

const graphemes = (s: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(s)].length;
const ms = (t: string) => {
  const [, h, m, s, milli] = /^(\d\d):(\d\d):(\d\d),(\d{3})$/.exec(t)!;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(milli);
};

type Cue = { index: number; start: number; end: number; lines: string[] };

/** Strict SubRip parse: index line, "HH:MM:SS,mmm --> HH:MM:SS,mmm", 1-2 text lines, blank line. */
function parseSrt(srt: string): Cue[] {
  expect(srt.endsWith("\n")).toBe(true);
  return srt
    .trimEnd()
    .split("\n\n")
    .map((block) => {
      const [index, timing, ...lines] = block.split("\n");
      expect(index).toMatch(/^\d+$/);
      expect(timing).toMatch(/^\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}$/);
      const [a, b] = timing.split(" --> ");
      return { index: Number(index), start: ms(a), end: ms(b), lines };
    });
}

function expectValidSrt(srt: string, beats: ScriptBeat[]) {
  const cues = parseSrt(srt);
  cues.forEach((c, i) => {
    expect(c.index).toBe(i + 1);
    expect(c.end).toBeGreaterThan(c.start);
    if (i) expect(c.start).toBeGreaterThanOrEqual(cues[i - 1].end);
    expect(c.lines.length).toBeGreaterThanOrEqual(1);
    expect(c.lines.length).toBeLessThanOrEqual(2);
    for (const line of c.lines) {
      expect(line.trim()).not.toBe("");
      expect(graphemes(line)).toBeLessThanOrEqual(SRT_LINE_CHARS);
    }
  });
  expect(cues[0].start).toBe(0);
  expect(cues[cues.length - 1].end).toBe(beats[beats.length - 1].end * 1000);
  return cues;
}

describe("toSrt", () => {
  const script = offlineScript({
    hook: "Stop doing your eyeliner like this",
    outline: "Use tape for the wing -> Build the line in small strokes -> Set with powder",
    trendTitle: "Halloween Makeup",
    topic: "Halloween makeup",
    niche: "Beauty",
  });

  it("produces valid, monotonic SubRip cues aligned with the beats", () => {
    const srt = toSrt(script.beats);
    expect(
      srt.startsWith("1\n00:00:00,000 --> 00:00:03,000\nStop doing your eyeliner like this.\n\n2\n00:00:03,000 --> "),
    ).toBe(true);
    const cues = expectValidSrt(srt, script.beats);
    // Every beat boundary is also a caption boundary.
    const boundaries = new Set(cues.flatMap((c) => [c.start, c.end]));
    for (const b of script.beats) expect(boundaries.has(b.start * 1000)).toBe(true);
  });

  it("captions every spoken word, in order", () => {
    const captioned = parseSrt(toSrt(script.beats))
      .flatMap((c) => c.lines)
      .join(" ");
    expect(captioned).toBe(script.beats.map((b) => b.text).join(" "));
  });

  it("splits a long beat into several 2 x 42 captions", () => {
    const text =
      "This is a long spoken line that certainly needs more than one caption to fit on a phone screen comfortably, and then some more words.";
    const srt = toSrt([{ label: "POINT", start: 0, end: 9, text, onScreen: "x", broll: "y" }]);
    const cues = parseSrt(srt);
    expect(cues.length).toBeGreaterThan(1);
    expectValidSrt(srt, [{ label: "POINT", start: 0, end: 9, text, onScreen: "x", broll: "y" }]);
  });

  it("hard-splits unbreakable tokens and copes with emoji and long inputs", () => {
    expect(captionChunks("x".repeat(100)).flat().map(graphemes)).toEqual([42, 42, 16]);
    expect(
      captionChunks("👩‍👩‍👧‍👦 ".repeat(50))
        .flat()
        .every((l) => graphemes(l) <= 42),
    ).toBe(true);
    const big = offlineScript({
      hook: "a".repeat(10_000),
      outline: "word ".repeat(2_000),
      trendTitle: "t",
      topic: "t",
      niche: "Food",
    });
    expectValidSrt(toSrt(big.beats), big.beats);
  });

  it("drops stage directions from captions and skips empty beats", () => {
    const srt = toSrt([
      { label: "HOOK", start: 0, end: 3, text: "Hello [zoom in] there", onScreen: "", broll: "" },
      { label: "SETUP", start: 3, end: 5, text: "[music]", onScreen: "", broll: "" },
    ]);
    expect(srt).toBe("1\n00:00:00,000 --> 00:00:03,000\nHello there\n");
    expect(toSrt([])).toBe("");
  });

  it("keeps a creator's unwritten [your ...] line in the captions, so it can't be posted by mistake", () => {
    const srt = toSrt([
      {
        label: "POINT",
        start: 0,
        end: 6,
        text: "Here it is. [your one-line take on deload weeks]",
        onScreen: "",
        broll: "",
      },
    ]);
    expect(srt.replace(/\n(?=\w+\])/g, " ")).toContain("[your one-line take on deload weeks]");
  });
});
