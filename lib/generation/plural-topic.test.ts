// The writer reads a topic's number with the same plural check the engine keeps topics by, so a
// topic the engine keeps ("canvas bag") is never one the writer treats as plural.
import { nounPhrase } from "@/lib/language/phrase";
import { isPluralTopic } from "./topic";

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
});
