import { candidateTopics, hashtagOf, isEducationalText, isStopWord, itemTopics, titlePhrases, topicKey } from "./text";
import { fullerForm } from "../evidence";

describe("topic extraction", () => {
  it("keeps a name of up to four words whole, and never a verb, adjective or adverb alone", () => {
    expect(titlePhrases("Lamy Safari 2027 color: worth the hype?")).toContain("lamy safari 2027 color");
    expect(titlePhrases("Anyone else obsessed with snowy owl irruption lately?")).toContain("snowy owl irruption");
    for (const [title, word] of [
      ["Went for it and no regrets", "went"],
      ["Pre-orders open tomorrow, who's in?", "open"],
      ["Stale advice in the wiki?", "stale"],
      ["Female beginners, what helped you most?", "female"],
      ["Loving the new Merlin Bird ID update", "loving"],
    ])
      expect(titlePhrases(title)).not.toContain(word);
    expect(titlePhrases("Loving the new Merlin Bird ID update")).toContain("merlin");
  });

  it("stops at function, time and number words from the kernel and at the words every title uses", () => {
    // None of these is listed in text.ts: the tagger's lexicon knows them.
    for (const w of ["amongst", "whilst", "neither", "themselves", "wasn't", "weekends", "seventeen"])
      expect(isStopWord(w)).toBe(true);
    for (const w of ["shorts", "fyp", "trailer", "tutorials", "hands"]) expect(isStopWord(w)).toBe(true);
    for (const w of ["sourdough", "pickleball", "owl", "keyboard"]) expect(isStopWord(w)).toBe(false);
    expect(titlePhrases("Snowy owl irruption amongst the dunes")).toContain("snowy owl irruption");
    expect(titlePhrases("Snowy owl irruption amongst the dunes")).not.toContain("irruption amongst");
  });

  it("reads a month's short form as a date only beside a number", () => {
    expect(titlePhrases("Jun tea results so far (pics)")).toContain("jun tea");
    for (const title of ["Kombucha swap meet on Jun 5", "Swap meet, 5 Jun 2026", "Dec 12 release notes"])
      expect(titlePhrases(title).filter((p) => /\b(jun|dec)\b/.test(p))).toEqual([]);
  });

  it("takes key phrases from titles: no stop words, no pure numbers", () => {
    const phrases = titlePhrases("The BEST 10 Halloween Makeup Tricks of 2017!");
    expect(phrases).toEqual([
      "halloween",
      "halloween makeup",
      "halloween makeup tricks",
      "makeup",
      "makeup tricks",
      "tricks",
    ]);
    expect(phrases).not.toContain("the");
    expect(phrases).not.toContain("10");
    expect(phrases).not.toContain("2017");
    expect(titlePhrases("iPhone 8 vs Galaxy: FIFA 18")).toEqual(
      expect.arrayContaining(["iphone 8", "galaxy", "fifa 18"]),
    );
    expect(titlePhrases("Trump's speech -- reaction")).toEqual(["trump", "trump speech", "speech"]);
  });

  it("merges plural, possessive and year variants of a topic", () => {
    expect(topicKey("halloween 2017")).toBe("halloween");
    expect(topicKey("costumes")).toBe(topicKey("costume"));
    expect(topicKey("makeup tutorials")).toBe("makeup tutorial");
    expect(topicKey("recipes")).toBe("recipe");
    expect(topicKey("news")).toBe("news");
    expect(topicKey("canvas bags")).toBe(topicKey("canvas bag"));
    expect(topicKey("canvas bag")).toBe("canvas bag");
    expect(topicKey("2017")).toBe("2017");
  });

  it("gives tags then title phrases, once per topic, without the channel's own name", () => {
    const topics = candidateTopics({
      title: "Halloween Costumes on a budget | Halloween 2017",
      tags: ["halloween", "halloween costume", "Jane Does Crafts", "diy", "2017", "the"],
      channel: "Jane Does Crafts",
    });
    expect(topics.slice(0, 3)).toEqual(["halloween", "halloween costume", "diy"]);
    expect(topics).toContain("budget");
    expect(topics).not.toContain("jane does crafts");
    expect(topics).not.toContain("2017");
    expect(topics).not.toContain("the");
    expect(topics.filter((t) => topicKey(t) === "halloween")).toHaveLength(1);
    expect(topics.filter((t) => topicKey(t) === "halloween costume")).toHaveLength(1);
  });

  it("marks which topics a post says in its words, and which it only tags", () => {
    const t = itemTopics({
      title: "Day 3 of the Baja route, road trip snacks sorted #roadtrip #vanlife",
      tags: ["roadtrip", "outdoors"],
      channel: "someone",
    });
    const said = (topic: string) => t.said[t.keys.indexOf(topicKey(topic))];
    expect(said("baja route")).toBe(true);
    expect(said("outdoors")).toBe(false);
    // A hashtag in the text is a tag, not a word of the sentence.
    expect(said("vanlife")).toBe(false);
    expect(t.keys.indexOf("vanlife")).toBeLessThan(t.fromTags);
    expect(t.keys.some((k) => k.includes("vanlife") && k !== "vanlife")).toBe(false);
  });

  it("limits topic length and keeps inner hyphens", () => {
    const topics = candidateTopics({
      title: "E-ink phone for a week",
      tags: ["a tag that is far too long to be a topic really", "12-3-30"],
      channel: "x",
    });
    expect(topics).toContain("12-3-30");
    expect(topics).toContain("e-ink phone");
    expect(topics.some((t) => t.length > 40)).toBe(false);
  });

  it("recognises how-to and explainer wording, and builds hashtags", () => {
    expect(isEducationalText("How to limewash walls")).toBe(true);
    expect(isEducationalText("Zone 2 cardio explained")).toBe(true);
    expect(isEducationalText("My first Hyrox race")).toBe(false);
    expect(hashtagOf("halloween makeup")).toBe("halloweenmakeup");
    expect(hashtagOf("e-ink phone!")).toBe("einkphone");
  });
});

describe("topics are noun phrases", () => {
  const topicsOf = (title: string, tags: string[] = []) => candidateTopics({ title, tags, channel: "member_1" });

  it("drops verb, participle and adverb fragments that post templates share across subjects", () => {
    expect(topicsOf("Switched to decaf beans")).not.toContain("switched");
    expect(topicsOf("Finally sorted out my credit score")).not.toEqual(expect.arrayContaining(["finally sorted"]));
    expect(topicsOf("Finally sorted out my credit score")).not.toContain("finally");
    expect(topicsOf("Why sanitizer libraries matter")).not.toContain("libraries matter");
    expect(topicsOf("Honestly obsessed with this glaze")).not.toEqual(expect.arrayContaining(["honestly", "obsessed"]));
    expect(topicsOf("Quickly repotted the monstera")).not.toContain("quickly repotted");
    expect(topicsOf("Decaf beans switched my mornings")).not.toContain("beans switched");
    expect(topicsOf("10 minute wall pilates core")).not.toContain("minute");
    expect(topicsOf("Boucle chair flip for small spaces")).not.toContain("small");
    expect(topicsOf("Protein ice cream that isn't icy", ["high protein", "low carb"])).toEqual(
      expect.not.arrayContaining(["high protein", "low carb"]),
    );
  });

  it("keeps noun phrases that start with a participle or end in -ing", () => {
    expect(topicsOf("Tried carved mugs on this batch")).toContain("carved mugs");
    expect(topicsOf("Three months of floating plants")).toContain("floating plants");
    expect(topicsOf("Finally happy with my raku firing")).toContain("raku firing");
    expect(topicsOf("Is high-yield savings worth it at 28?")).toContain("high-yield savings");
    expect(topicsOf("Sports bra haul", ["family vlog", "speed run", "renter friendly"])).toEqual(
      expect.arrayContaining(["sports bra", "family vlog", "speed run", "renter friendly"]),
    );
  });
});

describe("fullerForm", () => {
  it("names a topic by the phrase it almost always appears in", () => {
    const walstad = [
      "Tried walstad method for the first time",
      "Three months of walstad method",
      "Any tips for walstad method?",
      "My walstad method this week",
    ];
    expect(fullerForm("walstad", walstad)).toBe("walstad method");
    const loans = [
      "My student loan forgiveness this year",
      "Any tips for student loan forgiveness?",
      "Experts weigh in on student loan forgiveness",
    ];
    expect(fullerForm("student loan", loans)).toBe("student loan forgiveness");
    // Two words on, through a word a name may hold ("second", a year inside a product's name).
    const ferment = ["Cranberry second ferment update", "My cranberry second ferment", "Cranberry second ferment?"];
    expect(fullerForm("cranberry", ferment)).toBe("cranberry second ferment");
    const safari = ["Lamy Safari 2027 color is out", "Thoughts on Lamy Safari 2027 color?", "Lamy Safari 2027 color"];
    expect(fullerForm("lamy safari", safari)).toBe("lamy safari 2027 color");
    // The word before it, in either number: "farm" is "print farm".
    const farms = ["Print farms again!", "Thoughts on print farm?", "My first print farm", "Print Farm for Beginners"];
    expect(fullerForm("farm", farms)).toBe("print farm");
  });

  it("keeps the topic when the next word varies, is packaging, or makes a clause", () => {
    expect(fullerForm("pixel phone", ["pixel phone video 1", "pixel phone video 2", "pixel phone video 3"])).toBe(
      "pixel phone",
    );
    expect(fullerForm("glaze", ["glaze recipe", "glaze test", "glaze layering", "glaze fail"])).toBe("glaze");
    // A year alone never ends a name: "halloween 2017" is Halloween.
    expect(fullerForm("halloween", ["Halloween 2017 makeup", "halloween 2017!", "Halloween 2017 haul"])).toBe(
      "halloween",
    );
    expect(fullerForm("carved mugs", ["carved mugs finally", "carved mugs finally", "carved mugs finally"])).toBe(
      "carved mugs",
    );
  });
});
