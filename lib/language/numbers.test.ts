import { numberToWords, ordinalToWords, spokenToken, spokenWords, yearToWords } from "./numbers";

describe("numberToWords", () => {
  it.each([
    [0, "zero"],
    [7, "seven"],
    [42, "forty-two"],
    [100, "one hundred"],
    [250000, "two hundred fifty thousand"],
    [1_000_001, "one million one"],
    [-3, "minus three"],
    [1.5, "one point five"],
    ["1,234", "one thousand two hundred thirty-four"],
    ["3.14", "three point one four"],
  ])("%p -> %s", (n, words) => expect(numberToWords(n)).toBe(words));

  it("returns empty text for non-numbers instead of NaN", () => {
    expect(numberToWords(NaN)).toBe("");
    expect(numberToWords(Infinity)).toBe("");
    expect(numberToWords("abc")).toBe("");
  });

  it("reads huge numbers without throwing, digit by digit past decillions", () => {
    expect(numberToWords(1e21)).toBe("one sextillion");
    expect(numberToWords("9".repeat(36))).toMatch(/^nine hundred ninety-nine decillion/);
    expect(numberToWords("9".repeat(60))).toBe(Array(60).fill("nine").join(" "));
  });
});

describe("ordinals and years", () => {
  it.each([
    [1, "first"],
    [2, "second"],
    [3, "third"],
    [12, "twelfth"],
    [21, "twenty-first"],
    [40, "fortieth"],
    [100, "one hundredth"],
  ])("%p -> %s", (n, w) => expect(ordinalToWords(n)).toBe(w));
  it("says a number with no ordinal in use as its cardinal", () => {
    expect(ordinalToWords(0)).toBe("zero");
    expect(ordinalToWords("1.5")).toBe("one point five");
  });
  it.each([
    [2026, "twenty twenty-six"],
    [2005, "two thousand five"],
    [1999, "nineteen ninety-nine"],
    [1905, "nineteen oh five"],
    [1900, "nineteen hundred"],
    [2010, "twenty ten"],
  ])("%p -> %s", (y, w) => expect(yearToWords(y)).toBe(w));
});

describe("spokenToken", () => {
  it.each([
    ["$250,000", "two hundred fifty thousand dollars"],
    ["2026", "twenty twenty-six"],
    ["2026,", "twenty twenty-six"],
    ["2,026", "two thousand twenty-six"],
    ["15%", "fifteen percent"],
    ["1.5M", "one point five million"],
    ["10x", "ten x"],
    ["23rd", "twenty-third"],
    ["$1", "one dollar"],
    ["$1.5M", "one point five million dollars"],
    ["$19.99", "nineteen ninety-nine"],
    ["$5.05", "five oh five"],
    ["$0.99", "ninety-nine cents"],
    ["-$5", "minus five dollars"],
    ["90s", "nineties"],
    ["1990s", "nineteen nineties"],
    ["3-5", "three to five"],
    ["24/7", "twenty-four seven"],
    ["#1", "number one"],
    ["5kg", "five kilograms"],
    ["3:05pm", "three oh five p m"],
    ["3:00", "three o'clock"],
    ["3/4", "three quarters"],
    ["ps5", "ps five"],
    ["#tbt", "hashtag tbt"],
    ["🔥🔥", ""],
  ])("%p -> %p", (token, words) => expect(spokenToken(token)).toBe(words));
});

describe("spokenWords", () => {
  it("says each token of a sentence", () => {
    expect(spokenWords("I made $250,000 in 2026, up 15%!")).toBe(
      "I made two hundred fifty thousand dollars in twenty twenty-six up fifteen percent",
    );
  });
});
