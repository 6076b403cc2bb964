// A trend's story from its posts, on made-up niches written the way people post: a tournament
// whose posts argue over one ruling, a heater people ask about and set against a fan, a printer
// that keeps failing, and a topic whose posts say nothing beyond its name.
import { storyOf } from "./story";
import type { SignalItem } from "./core/types";

let n = 0;
const post = (title: string, channel = `person ${n}`): SignalItem => ({
  source: "mastodon",
  externalId: `p${++n}`,
  title,
  tags: [],
  channel,
  categoryId: null,
  views: 0,
  likes: 3,
  comments: 1,
  observedAt: new Date("2026-11-28T12:00:00Z"),
});

/** The niche's other posts of the same days: steady subjects, none of the story's words. */
const background = (k: number) =>
  Array.from({ length: k }, (_, i) =>
    post(
      [
        "My first stitch of the season",
        "Paddle grip tape swap",
        "Morning dinking drills at the park",
        "New court shoes after a month",
      ][i % 4],
    ),
  );

describe("storyOf", () => {
  it("finds the ruling a tournament's posts argue over, and reads them as a controversy", () => {
    const own = [
      post("Open finals: that line ruling was unfair"),
      post("The ruling at the Open finals, explained"),
      post("Open finals ruling: the ref got it wrong"),
      post("Still angry about the Open finals ruling"),
      post("Was the Open finals ruling fair?"),
      post("Open finals highlights, ruling included"),
    ];
    const story = storyOf("open finals", own, [...own, ...background(40)]);
    expect(story?.mostlyAbout).toContain("ruling");
    expect(story?.questions).toEqual(["Was the Open finals ruling fair?"]);
    expect(story?.mood).toBe("controversy");
  });

  it("keeps the questions people ask and what they compare it with", () => {
    const own = [
      post("How loud is the Velora X4 diesel heater?"),
      post("how loud is the velora x4 diesel heater?"),
      post("Velora X4 diesel heater vs a fan heater in a van"),
      post("Velora X4 diesel heater versus fan heater: my numbers"),
      post("Is the Velora X4 diesel heater worth it?"),
      post("Velora X4 diesel heater install #vanlife #diesel"),
      post("How I installed the Velora X4 diesel heater"),
    ];
    const story = storyOf("Velora X4 diesel heater", own, [...own, ...background(40)]);
    // One question per wording, the most asked first; "How I installed" is a statement.
    expect(story?.questions).toEqual([
      "How loud is the Velora X4 diesel heater?",
      "Is the Velora X4 diesel heater worth it?",
    ]);
    expect(story?.comparedWith).toBe("fan heater");
  });

  it("never quotes a question that asks nothing beside the trend's name", () => {
    const own = [
      post("raku firing - how did I do?"),
      post("Raku firing - how did I do?"),
      post("raku firing: how did I do?"),
      post("Any tips for raku firing?"),
      post("Finally happy with my raku firing"),
    ];
    const story = storyOf("raku firing", own, [...own, ...background(30)]);
    expect(story?.questions).toEqual(["Any tips for raku firing?"]);
  });

  it("reads a run of failures as a problem, and never quotes a question about something else", () => {
    const own = [
      post("Kova Steam 5 stopped heating after a week"),
      post("Kova Steam 5 error E4, anyone?"),
      post("My Kova Steam 5 broke, warranty help"),
      post("Kova Steam 5 first bake"),
      post("Stale advice in the wiki?"),
    ];
    const story = storyOf("Kova Steam 5", own, [...own, ...background(30)]);
    expect(story?.mood).toBe("problem");
    expect(story?.questions).toEqual(["Kova Steam 5 error E4, anyone?"]);
  });

  it("says nothing when the posts say nothing beyond the name, or only its own initials and stock words", () => {
    const own = [
      post("Flora Nano 45 (FN45) first scape"),
      post("FN45 lid on the Flora Nano 45"),
      post("Flora Nano 45 FN45 hardscape"),
      post("Flora Nano 45 day one"),
    ];
    const story = storyOf("Flora Nano 45", own, [...own, ...background(30)]);
    expect(story?.mostlyAbout ?? []).not.toContain("fn45");
    expect(storyOf("Flora Nano 45", [post("Flora Nano 45"), post("Flora Nano 45 day two")], background(10))).toBeNull();
  });

  it("never reads a name's own initials over part of its words as what its posts are about", () => {
    const own = [
      post("MLP draft night recap"),
      post("Who won the MLP draft?"),
      post("Major League Pickleball draft picks, MLP style"),
      post("MLP draft: the surprise picks"),
      post("Watching the MLP draft live"),
    ];
    const story = storyOf("major league pickleball draft", own, [...own, ...background(30)]);
    expect((story?.mostlyAbout ?? []).map((p) => p.toLowerCase())).not.toContain("mlp");
  });

  it("quotes no link, handle or markup from a post", () => {
    const own = [
      post("Is the Velora X4 heater safe? https://evil.example/x @spammer"),
      post("Is the Velora X4 heater safe? <script>alert(1)</script>"),
    ];
    const story = storyOf("Velora X4 heater", own, own);
    for (const q of story?.questions ?? []) {
      expect(q).not.toMatch(/https?:|evil\.example|@spammer/);
    }
  });
});
