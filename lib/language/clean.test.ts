// One cleaner decides which characters are invisible: the writers' text keeps line breaks and the
// joiners scripts need; a typed field is one line and keeps a ZWJ only inside an emoji.
import { cleanText, cleanTypedText } from "./clean";

const typed = (s: string) => cleanTypedText(s, 60);

describe("cleanText", () => {
  it("strips controls, format, tag and private-use characters but keeps the joiners", () => {
    expect(cleanText("ga\u{E0041}ming\u00AD \uE000tips\u202E", 100)).toBe("gaming tips");
    expect(cleanText("\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645", 100)).toBe(
      "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645",
    );
    expect(cleanText("family 👨‍👩‍👧", 100)).toBe("family 👨‍👩‍👧");
  });

  it("keeps line breaks when multiline, drops blank-looking letters", () => {
    expect(cleanText("one\r\n\u3164two\n\n\n\nthree", 100, { multiline: true })).toBe("one\ntwo\n\nthree");
  });
});

describe("cleanTypedText", () => {
  it("strips zero-width, format and control characters", () => {
    expect(typed("be\u200Bau\u200Cty\u2060\uFEFF\u0000\u0007\u00AD")).toBe("beauty");
    expect(typed("ga\u{E0041}ming")).toBe("gaming"); // tag characters hide text
    expect(typed("\u3164\u2800food")).toBe("food"); // blank-looking letters
  });

  it("removes bidi overrides and isolates that could reorder displayed text", () => {
    expect(typed("\u202Eevil\u202C fitness \u2066x\u2069")).toBe("evil fitness x");
    expect(typed("\u200F\u061Ctech\u200E")).toBe("tech");
  });

  it("normalises NFKC and collapses whitespace, line breaks included", () => {
    expect(typed("  ＤＩＹ\t\n home\u2028decor\u00A0 ")).toBe("DIY home decor");
    expect(typed("")).toBe("");
  });

  it("keeps emoji sequences intact", () => {
    expect(typed("family 👨‍👩‍👧 vlogs")).toBe("family 👨‍👩‍👧 vlogs");
  });

  it("caps long input at its limit without splitting a surrogate pair", () => {
    const long = typed("a".repeat(59) + "😀😀😀");
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith("😀")).toBe(true);
    expect(typed("word ".repeat(40)).length).toBeLessThanOrEqual(60);
    expect(typed("x".repeat(10_000))).toHaveLength(60);
  });
});

describe("cleanTypedText joiners", () => {
  it("drops a ZWJ outside an emoji sequence and every ZWNJ", () => {
    expect(typed("te\u200Dch \u200C👍\u200D")).toBe("tech 👍");
    expect(typed("❤️\u200D🔥 baking")).toBe("❤️\u200D🔥 baking");
  });
});
