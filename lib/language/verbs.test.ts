// The kernel's verb agreement: any present-tense verb the tagger knows, not a kept list, so a new
// template line agrees without anyone adding its verb anywhere.
import { agreePlural, limitMentions } from "@/lib/generation/agree";
import { entityOf } from "./entity";
import { isPresentVerbAt, pluralVerb } from "./verbs";

describe("pluralVerb", () => {
  it.each([
    ["sells", "sell"],
    ["breaks", "break"],
    ["goes", "go"],
    ["tries", "try"],
    ["is", "are"],
    ["Is", "Are"],
    ["was", "were"],
    ["has", "have"],
    ["doesn't", "don't"],
    ["isn't", "aren't"],
    ["hasn't", "haven't"],
  ])("%s -> %s", (verb, plural) => expect(pluralVerb(verb)).toBe(plural));

  it.each(["glass", "news", "this", "always", "plus", "step", "sell"])("leaves %s alone", (word) =>
    expect(pluralVerb(word)).toBeNull(),
  );

  it("reads the word in its sentence: a noun after a modifier is not a verb", () => {
    expect(isPresentVerbAt("the thing sells out in minutes", 10)).toBe(true);
    expect(isPresentVerbAt("most thing attempts go wrong", 11)).toBe(false);
  });
});

describe("agreement with a plural topic, for verbs no list ever named", () => {
  it.each([
    ["{TheTopic} sells out in minutes.", "{TheTopic} sell out in minutes."],
    ["Nobody tells you {theTopic} breaks easily.", "Nobody tells you {theTopic} break easily."],
    ["Here's why {theTopic} still sells.", "Here's why {theTopic} still sell."],
    ["Most {topic} attempts go wrong here.", "Most {topic} attempts go wrong here."],
  ])("%s", (template, agreed) => expect(agreePlural(template)).toBe(agreed));
});

// As the writer does it: mentions limited on the template as written, then agreement.
describe("the topic as a pronoun, once its name is used up", () => {
  it.each([
    ["Nobody tells you {theTopic} breaks easily.", "Nobody tells you they break easily."],
    ["Here's why {theTopic} sells.", "Here's why they sell."],
    ["Look closely at the {topic} details.", "Look closely at the details."],
  ])("%s", (template, said) => expect(agreePlural(limitMentions(template, { left: 0 }, true))).toBe(said));
});

describe("entityOf", () => {
  it.each([
    ["Taylor Swift", "person"],
    ["Kyoto", "place"],
    ["Black Friday", "date"],
    ["raku firing", "activity"],
    ["Dubai chocolate", null],
    ["deload week", null],
    ["spring", null],
  ])("%s: %s", (phrase, entity) => expect(entityOf(phrase)).toBe(entity));
});
