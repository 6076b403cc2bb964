import { topicsOf } from "./tally";
import type { SignalItem } from "./core/types";
import { aliasesOf, initialsOf } from "./vocabulary";

const post = (title: string, tags: string[] = []): SignalItem => ({
  source: "mastodon",
  externalId: title,
  title,
  tags,
  channel: `someone ${title.length}`,
  categoryId: null,
  views: 0,
  likes: 0,
  comments: 0,
  observedAt: new Date("2026-11-25T00:00:00Z"),
});

describe("one topic however the posts spell it", () => {
  it("reads a hashtag as the phrase the posts write, in either number", () => {
    const aliases = aliasesOf(
      [
        post("First try at sprayed edges on a journal"),
        post("Sprayed edges came out streaky"),
        post("Spent the morning on #sprayededge", ["sprayededge"]),
      ],
      topicsOf,
    );
    expect(aliases.get("sprayededge")).toEqual({ key: "sprayed edge", topic: "sprayed edges" });
  });

  it("splits a hashtag no post writes into ordinary words, and leaves a word posts write alone", () => {
    const aliases = aliasesOf(
      [post("Keychron boards everywhere", ["racquetsports", "keychron"]), post("My keychron arrived")],
      topicsOf,
    );
    expect(aliases.get("racquetsport")).toEqual({ key: "racquet sport", topic: "racquet sports" });
    expect(aliases.has("keychron")).toBe(false);
  });

  it("joins initials to the name whose initials they are when a post writes both", () => {
    expect(initialsOf("flora nano 45")).toBe("fn45");
    expect(initialsOf("velora x4")).toBe("vx4");
    const both = [post("The Flora Nano 45 (FN45) is here"), post("FN45 first scape"), post("Flora Nano 45 lid")];
    expect(aliasesOf(both, topicsOf).get("fn45")?.key).toBe("flora nano 45");
    // Never written together: two spellings nobody tied, so no alias.
    const apart = [post("FN45 first scape"), post("FN45 lid"), post("Flora Nano 45 lid")];
    expect(aliasesOf(apart, topicsOf).has("fn45")).toBe(false);
  });

  it("reads a phrase holding initials as the phrase the initials spell", () => {
    const posts = [
      post("Major League Pickleball (MLP) draft picks are in"),
      post("Major League Pickleball draft recap"),
      post("MLP draft night"),
      post("Mlp - Full Guide #mlpdraft"),
    ];
    expect(aliasesOf(posts, topicsOf).get("mlp draft")).toEqual({
      key: "major league pickleball draft",
      topic: "major league pickleball draft",
    });
    // Its hashtag too, through the phrase it spells.
    expect(aliasesOf(posts, topicsOf).get("mlpdraft")?.key).toBe("major league pickleball draft");
  });

  it("reads initials written in capitals as the one long phrase they abbreviate, never a shouted word", () => {
    const posts = [
      post("Major League Pickleball draft recap"),
      post("Major League Pickleball is back"),
      post("MLP draft night"),
      post("Who won the MLP draft?"),
      post("This paddle is INSANE"),
      post("Insane rally at the open"),
      post("Insane serve, no joke"),
      post("Indoor Summer Arena Nights"),
    ];
    const aliases = aliasesOf(posts, topicsOf);
    expect(aliases.get("mlp")?.key).toBe("major league pickleball");
    expect(aliases.get("mlp draft")?.key).toBe("major league pickleball draft");
    expect(aliases.has("insane")).toBe(false);
  });

  it("reads a compound written closed, hyphenated or open as one topic, keyed by its words", () => {
    const posts = [
      post("Multicolor Printing Is INSANE"),
      post("Multicolor printing on a budget"),
      post("Watch This Before You Try Multi-Color"),
      post("Multi color printing without waste"),
    ];
    const aliases = aliasesOf(posts, topicsOf);
    expect(aliases.get("multicolor printing")).toEqual({ key: "multi color printing", topic: "multicolor printing" });
    expect(aliases.get("multi color printing")?.key).toBe("multi color printing");
    expect(aliases.get("multi-color")?.key).toBe(aliases.get("multicolor")?.key);
  });
});
