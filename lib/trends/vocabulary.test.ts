import { topicsOf } from "./scoring";
import type { SignalItem } from "./types";
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
});
