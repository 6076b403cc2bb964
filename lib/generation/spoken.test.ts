import { spokenSeconds, spokenWordCount, toSpokenText, truncateToSpokenWords } from "./spoken";

describe("spokenWordCount", () => {
  it.each([
    ["$250,000", 5], // two hundred fifty thousand dollars
    ["3", 1],
    ["2026", 3], // twenty twenty-six
    ["in 2026,", 4],
    ["15%", 2],
    ["1.5M", 4], // one point five million
    ["10x", 2],
    ["1st", 1],
    ["2nd", 1],
    ["23rd", 2], // twenty-third
    ["$1", 2],
    ["$1.5M", 5],
    ["3.14", 4],
    ["90s", 1],
    ["1990s", 2],
    ["3-5", 3], // three to five
    ["24/7", 3],
    ["#1", 2],
    ["5kg", 2],
    ["🔥🔥", 0],
    ["", 0],
  ])("%p is %p spoken words", (text, n) => expect(spokenWordCount(text)).toBe(n));

  it("counts a sentence the way it is said", () => {
    expect(toSpokenText("I made $250,000 in 2026, up 15%!")).toBe(
      "I made two hundred fifty thousand dollars in twenty twenty-six up fifteen percent",
    );
    expect(spokenWordCount("I made $250,000 in 2026, up 15%!")).toBe(2 + 5 + 1 + 3 + 1 + 2);
  });

  it("ignores timing cues, stage directions and cue lines", () => {
    const script =
      "[0:00-0:03] HOOK\nStop scrolling [zoom in] right now (pause) okay\nOn-screen: BIG TEXT\nB-roll: close-up";
    expect(spokenWordCount(script)).toBe(5);
    expect(spokenWordCount("[B-roll: sunset] [0:03-0:07]")).toBe(0);
  });

  it("keeps spoken parentheses", () => {
    expect(spokenWordCount("SPF (sun protection factor) matters")).toBe(5);
  });
});

describe("spokenSeconds", () => {
  it("is words over pace, 2.5 words per second by default", () => {
    expect(spokenSeconds("one two three four five")).toBe(2);
    expect(spokenSeconds("$250,000")).toBe(2);
    expect(spokenSeconds("one two three", 3)).toBe(1);
  });
  it("rejects a non-positive pace", () => expect(() => spokenSeconds("hi", 0)).toThrow(RangeError));
});

describe("truncateToSpokenWords", () => {
  it("cuts on token boundaries by spoken words", () => {
    expect(truncateToSpokenWords("one two three four", 2)).toBe("one two…");
    expect(truncateToSpokenWords("pay $250,000 now", 4)).toBe("pay…");
    expect(truncateToSpokenWords("short", 5)).toBe("short");
    expect(truncateToSpokenWords("$999,999,999", 3)).toBe("");
  });
});
