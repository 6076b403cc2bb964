// One answer to "is this word a plural noun" for the engine and the writers: a topic the engine
// keeps is never one the writers would treat differently, and "canvas bag" is a topic.
import { isPluralTopic } from "@/lib/generation/topic";
import { nounPhrase } from "./phrase";
import { isPluralWord, singular } from "./plural";
import { topicKey } from "./text";

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
  expect(topicKey("canvas bags")).toBe(topicKey("canvas bag"));
  expect(topicKey("canvas bag")).toBe("canvas bag");
});

it("the engine keeps a topic the writers agree with: 'canvas bag' is a singular noun phrase, 'tote bags' a plural one", () => {
  for (const topic of ["canvas bag", "atlas moth", "gas station", "tennis racket", "pilates ring"]) {
    expect({ topic, noun: nounPhrase(topic.split(" ")), plural: isPluralTopic(topic) }).toEqual({
      topic,
      noun: true,
      plural: false,
    });
  }
  for (const topic of ["tote bags", "canvas bags", "banana pancakes", "sports bras"]) {
    expect({ topic, noun: nounPhrase(topic.split(" ")), plural: isPluralTopic(topic) }).toEqual({
      topic,
      noun: true,
      plural: true,
    });
  }
  // A plural noun followed by a verb is a clause, not a topic.
  expect(nounPhrase(["libraries", "matter"])).toBe(false);
  expect(nounPhrase(["bananas", "ripen"])).toBe(false);
});
