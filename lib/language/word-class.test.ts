import { isFunctionWord, isMonthShort, isNumberWord, isTimeWord } from "./word-class";

describe("word classes from the tagger's lexicon", () => {
  it.each(["the", "of", "with", "and", "because", "my", "they", "yourself", "not", "should", "what", "is", "very"])(
    "%s is a function word",
    (w) => expect(isFunctionWord(w)).toBe(true),
  );

  it("reads every form of the auxiliaries be, have and do as a function word", () => {
    for (const w of ["be", "being", "have", "had", "having", "has", "do", "does", "did", "doing"])
      expect(isFunctionWord(w)).toBe(true);
  });

  it("reads a contraction as function words, with or without its apostrophe", () => {
    for (const w of ["don't", "dont", "didnt", "thats", "youre", "it's", "im", "cant"])
      expect(isFunctionWord(w)).toBe(true);
  });

  it("leaves words that only look like contractions, and words that name things", () => {
    for (const w of ["cats", "cat's", "trump's", "shell", "shed", "id", "hell", "sourdough", "keyboard", "owl"])
      expect(isFunctionWord(w)).toBe(false);
  });

  it("tells time and number words", () => {
    for (const w of ["day", "weeks", "june", "friday", "tomorrow", "minutes"]) expect(isTimeWord(w)).toBe(true);
    for (const w of ["one", "three", "first", "seconds"]) expect(isNumberWord(w)).toBe(true);
    expect(isTimeWord("owl")).toBe(false);
    expect(isNumberWord("pickleball")).toBe(false);
  });

  it("knows a month's short form from the month", () => {
    expect(["jan", "jun", "sept", "dec"].every(isMonthShort)).toBe(true);
    expect(["june", "january", "tea"].some(isMonthShort)).toBe(false);
  });
});
