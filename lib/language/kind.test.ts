import { abstractNoun, kindOf } from "./kind";

describe("a topic's kind, read from its evidence", () => {
  it("reads the verb that takes the topic, on either side and in any tense", () => {
    expect(
      kindOf("great blue heron", { titles: ["Great blue heron spotted by the lake", "We spotted a great blue heron"] }),
    ).toBe("species");
    expect(kindOf("birria tacos", { titles: ["Eating birria tacos in LA", "I ate birria tacos every day"] })).toBe(
      "dish",
    );
    expect(kindOf("knit socks", { titles: ["Knitting socks for winter", "I knit socks for the whole family"] })).toBe(
      "made",
    );
  });

  it("reads the noun the topic describes", () => {
    expect(kindOf("miso soup", { titles: ["Miso soup recipe", "Easy miso soup recipe in ten minutes"] })).toBe("dish");
    expect(kindOf("Kindle Scribe", { titles: ["Kindle Scribe review", "Kindle Scribe review after a year"] })).toBe(
      "product",
    );
  });

  it("reads the topic's own verb when its titles don't frame it", () => {
    expect(kindOf("carved mugs", { titles: ["Tried carved mugs on this batch"] })).toBe("made");
  });

  it("lets one unopposed frame decide among a few titles, and a preposition count for less", () => {
    expect(kindOf("floating shelves", { titles: ["Floating shelves with no studs", "I built floating shelves"] })).toBe(
      "made",
    );
    const week = (topic: string) => [`First week with ${topic}`, `My ${topic} this week`, `Is ${topic} worth it?`];
    expect(kindOf("turbo shots", { titles: week("turbo shots") }, "dish")).toBe("dish");
    const dialed = (topic: string) => [`Dialing in with ${topic}`, ...week(topic).slice(0, 2)];
    expect(kindOf("flat burr grinders", { titles: dialed("flat burr grinders") }, "dish")).toBe("product");
  });

  it("lets one odd title decide nothing", () => {
    const titles = [
      "Miso soup recipe",
      "Miso soup every day",
      "Why miso soup",
      "Miso soup in winter",
      "Miso soup facts",
    ];
    expect(kindOf("miso soup", { titles }, "technique")).toBe("technique");
  });

  it("reads prices as a sale, an app store as an app, a numbered name as a model", () => {
    expect(
      kindOf("spring sale", { titles: ["Spring sale: 40% off", "Best spring sale picks under $30", "spring sale"] }),
    ).toBe("sale");
    expect(kindOf("Merlin", { titles: ["Merlin identified this bird"], sources: ["App Store"] })).toBe("app");
    expect(kindOf("Pixel 10", {})).toBe("product");
  });

  it("reads names, days, activities and abstract nouns from the tagger and the word's form", () => {
    expect(kindOf("Lisbon")).toBe("place");
    expect(kindOf("Prime Day")).toBe("event");
    expect(kindOf("bouldering")).toBe("technique");
    expect(kindOf("credit card forgiveness")).toBe("idea");
    expect(abstractNoun("maintenance")).toBe(true);
    expect(abstractNoun("grinder")).toBe(false);
  });

  it("reads a word the tagger knows as a first name by how the titles use it", () => {
    // "Merlin" is a first name to the tagger; titles naming an app with it say what it is.
    const app = ["Merlin app identified 12 birds in my yard", "Merlin Bird ID now does sound ID offline"];
    expect(kindOf("Merlin", { titles: app })).toBe("app");
    expect(kindOf("merlin", { titles: app })).toBe("app");
    // With an article it is a common noun, a bird, never a person.
    const bird = ["a merlin hunting starlings over the marsh", "Spotted a merlin on the fence post"];
    expect(kindOf("merlin", { titles: bird })).toBe("species");
    expect(kindOf("merlin", { titles: bird.slice(0, 1) })).not.toBe("person");
    // A person's name used as one stays a person.
    expect(kindOf("Taylor Swift", { titles: ["Taylor Swift announces a new album"] })).toBe("person");
  });

  it("falls back to what the niche's topics usually are, or unknown", () => {
    expect(kindOf("glass skin", { titles: ["glass skin routine"] }, "product")).toBe("product");
    expect(kindOf("link", { titles: ["link in bio", "new link"] })).toBe("unknown");
  });
});
