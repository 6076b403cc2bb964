// One answer to "is this word a plural noun" for the engine and the writers, and the noun-phrase
// test built on it: "canvas" is one thing, "libraries matter" is a clause.
import { nounPhrase } from "./phrase";
import { isPluralWord, singular } from "./plural";

it("tells plurals from words that only end in -s", () => {
  const plural = [
    "mugs",
    "bananas",
    "pizzas",
    "ideas",
    "glasses",
    "brushes",
    "libraries",
    "tacos",
    "abs",
    "ads",
    "Sims",
  ];
  const notPlural = [
    "canvas",
    "atlas",
    "gas",
    "pilates",
    "tennis",
    "glass",
    "bonus",
    "delicious",
    "physics",
    "news",
    "series",
    "ios",
    "chaos",
    "lens",
    "has",
    "its",
    "2s",
    "mom's",
    "s",
    "bag",
  ];
  expect(plural.filter((w) => !isPluralWord(w))).toEqual([]);
  expect(notPlural.filter(isPluralWord)).toEqual([]);
});

it("groups a topic's plural with its singular, and leaves one-thing words whole", () => {
  expect(["tutorials", "brushes", "libraries", "glasses", "bananas"].map(singular)).toEqual([
    "tutorial",
    "brush",
    "library",
    "glass",
    "banana",
  ]);
  expect(["canvas", "pilates", "texas", "christmas", "kids", "sims", "bus", "physics"].map(singular)).toEqual([
    "canvas",
    "pilates",
    "texas",
    "christmas",
    "kids",
    "sims",
    "bus",
    "physics",
  ]);
});

it("reads a plural noun followed by a verb as a clause, not a noun phrase", () => {
  expect(nounPhrase(["libraries", "matter"])).toBe(false);
  expect(nounPhrase(["bananas", "ripen"])).toBe(false);
  expect(nounPhrase(["library", "card"])).toBe(true);
  expect(nounPhrase(["sports", "bra"])).toBe(true);
});

it("reads a grading word with one noun as an attribute, and before a compound as part of a name", () => {
  expect(nounPhrase(["high", "protein"])).toBe(false);
  expect(nounPhrase(["half", "frame"])).toBe(false);
  expect(nounPhrase(["half", "frame", "cameras"])).toBe(true);
  expect(nounPhrase(["low", "carb", "bread"])).toBe(true);
});
