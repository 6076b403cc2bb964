// The writers' small parts: numbers said aloud, the topic recovered from a stored title, video
// titles fit to quote, articles, which niche a custom niche speaks, and what goes with a post.
import { possessive, sayableTitle, topicNoun } from "./facts";
import { resolveNiche } from "@/lib/niches";
import { captionFor, postHashtags } from "./publish";
import { sayChannels, sayCount, sayTimes } from "./say";
import { FILL_IN_WORDS, fillInsOf, spokenWordCount } from "./spoken";
import { nameCase } from "@/lib/language/case";
import { topicOf } from "./topic";

describe("numbers said aloud", () => {
  it.each([
    [7, "seven"],
    [37, "thirty-seven"],
    [150, "a hundred fifty"],
    [222, "over two hundred"],
    [1234, "over twelve hundred"],
    [95_000, "almost a hundred thousand"],
    [150_000, "a hundred fifty thousand"],
    [222_000, "over two hundred thousand"],
    [999_999, "almost a million"],
    [1_400_000, "one point four million"],
    [2_345_678, "over two million"],
    [NaN, "zero"],
  ])("sayCount(%p) = %s", (n, said) => expect(sayCount(n)).toBe(said));

  it("says growth as a multiple, never a percentage, and stays quiet about small changes", () => {
    expect(sayTimes(403)).toBe("five times");
    expect(sayTimes(350)).toBe("four and a half times");
    expect(sayTimes(100)).toBe("twice");
    expect(sayTimes(50)).toBe("one and a half times");
    expect(sayTimes(30)).toBeNull();
    expect(sayTimes(-40)).toBeNull();
    expect(sayTimes(5000)).toBe("over twenty times");
    expect(sayChannels(12)).toBe("a dozen different channels");
    expect(sayChannels(2)).toBeNull();
  });

  it("times a marked line as one spoken line", () => {
    expect(spokenWordCount("Here it is. [your one-line take on deload weeks].")).toBe(3 + FILL_IN_WORDS);
    expect(fillInsOf("a [your x] b [zoom in] c [Your y]")).toEqual(["[your x]", "[Your y]"]);
    expect(spokenWordCount("[zoom in] Hello")).toBe(1);
  });
});

describe("the topic, from a stored trend", () => {
  it.each([
    ["Deload Week: The Breakdown", ["#deloadweek"], [], "deload week"],
    ["The Glass Skin Surge", [], [], "glass skin"],
    ["PDRN Serum Momentum", ["#pdrnserum"], [], "PDRN serum"],
    ["Why Everyone Is Doing Zone 2 Cardio", ["#zone2cardio"], [], "zone 2 cardio"],
    [
      "The Dubai Chocolate Boom",
      ["#dubaichocolate"],
      ["I tried the viral Dubai chocolate bar", "dubai chocolate at home"],
      "Dubai chocolate",
    ],
    ["Minecraft Hardcore, Explained", [], ["Surviving 100 days in Minecraft hardcore"], "Minecraft hardcore"],
    ["-.", [], [], "this trend"],
  ])("%s -> %s", (title, tags, titles, topic) => expect(topicOf(title, tags, titles)).toBe(topic));

  it("keeps a name's capital only when the evidence writes it as one", () => {
    expect(nameCase("dubai chocolate", ["Why Dubai chocolate sold out", "My Dubai chocolate test"])).toBe(
      "Dubai chocolate",
    );
    expect(nameCase("sunset blush", ["Sunset blush for round faces", "Sunset blush in 60 seconds"])).toBe(
      "sunset blush",
    );
    // A several-word name opening every title keeps its first capital too.
    expect(
      nameCase("monster hunter wilds", [
        "Monster Hunter Wilds weapon tier list",
        "Monster Hunter Wilds beginner guide",
      ]),
    ).toBe("Monster Hunter Wilds");
  });

  it("puts an article where a thing needs one, never on a dish, a product or a plural", () => {
    expect(topicNoun("arched shelf", "diy")).toBe("the arched shelf");
    expect(topicNoun("deload week", "fitness")).toBe("the deload week");
    expect(topicNoun("zone 2 cardio", "fitness")).toBe("zone 2 cardio");
    expect(topicNoun("pistachio", "food")).toBe("pistachio");
    expect(topicNoun("chrome nails", "diy")).toBe("chrome nails");
    expect(topicNoun("GTA 6", "generic")).toBe("GTA 6");
    // A name however it is cased ("merlin", the bird app), but a bird is a common noun.
    expect(topicNoun("merlin", "generic", "app")).toBe("merlin");
    expect(topicNoun("merlin", "generic", "species")).toBe("the merlin");
  });
});

describe("video titles and channels, said aloud", () => {
  it("quotes a title without its packaging, and refuses one nobody could say", () => {
    expect(sayableTitle("Dubai chocolate strawberries - honest take")).toBe("Dubai chocolate strawberries");
    expect(sayableTitle("How to reupholster: boucle chair flip #shorts")).toBe("How to reupholster: boucle chair flip");
    expect(sayableTitle("What is the Fermi paradox? (it worked)")).toBe("What is the Fermi paradox?");
    expect(sayableTitle("Dubai chocolate strawberries 😳")).toBe("Dubai chocolate strawberries");
    expect(sayableTitle('The "best" arched shelf | part 2')).toBe("The best arched shelf");
    expect(sayableTitle("Don't skip your 'deload' week")).toBe("Don't skip your deload week");
    expect(sayableTitle("https://example.com #a #b")).toBe("");
    expect(sayableTitle("one two three four five six seven eight nine ten eleven twelve thirteen")).toBe("");
  });

  it("makes possessives a person would write", () => {
    expect(possessive("Rep Ready")).toBe("Rep Ready's");
    expect(possessive("Dumpling Diaries")).toBe("Dumpling Diaries'");
  });
});

describe("which language a niche speaks", () => {
  it.each([
    ["Food", "food"],
    ["cooking", "food"],
    ["home espresso", "food"],
    ["pottery", "diy"],
    ["aquarium plants", "generic"],
    ["Harry Potter theories", "generic"],
    ["team building", "generic"],
    ["bodybuilding", "fitness"],
    ["tech", "technology"],
  ])("%s -> %s", (niche, key) => expect(resolveNiche(niche).vocab).toBe(key));
});

describe("what goes with the post", () => {
  it("takes as many hashtags as the platform allows, the trend's own first", () => {
    const tags = ["#deloadweek", "#recovery", "#gym", "#strength", "#programming", "#lifting"];
    expect(postHashtags("shorts", tags, "deload week", "fitness")).toEqual(["#deloadweek", "#recovery", "#gym"]);
    expect(postHashtags("tiktok", tags, "deload week", "fitness")).toHaveLength(5);
    expect(postHashtags("default", [], "zone 2 cardio", "Fitness")).toEqual(["#zone2cardio", "#fitness"]);
  });

  it("fits the caption (the title, on Shorts) within the platform's limit, dropping hashtags before words", () => {
    const hook = "Why is everyone suddenly talking about the deload week, and should you actually take one this month?";
    expect([...captionFor("shorts", hook, ["#a"])].length).toBeLessThanOrEqual(100);
    expect(captionFor("tiktok", "Short hook", ["#a", "#b"])).toBe("Short hook. #a #b");
    expect(captionFor("default", "Short hook", ["#a"])).toBe("Short hook.");
  });
});
