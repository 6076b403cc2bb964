// The kernel's verb agreement: any present-tense verb the tagger knows, not a kept list, so a new
// template line agrees without anyone adding its verb anywhere.
import { entityOf } from "./entity";
import { topicPronoun } from "./pronouns";
import { agreeVerb, isPresentVerbAt, pluralVerb } from "./verbs";

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

describe("agreeVerb and topicPronoun", () => {
  it.each([
    ["sells", false, "sells"],
    ["sells", true, "sell"],
    ["doesn't", true, "don't"],
    ["'s", true, "'re"],
    ["'s", false, "'s"],
    ["held", true, "held"],
  ])("%s (plural: %s) -> %s", (verb, plural, said) => expect(agreeVerb(verb as string, plural as boolean)).toBe(said));
  it("says it, they or them by the topic's place in the sentence", () => {
    expect(topicPronoun("subject", true, true)).toBe("They");
    expect(topicPronoun("object", true)).toBe("them");
    expect(topicPronoun("subject", false)).toBe("it");
  });
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
