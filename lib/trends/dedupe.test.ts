// One trend, one card: which of two overlapping topics is shown.
import { pickDistinct, sameName, supersedes, type Pickable } from "./dedupe";

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const topic = (key: string, items: number[], o: Partial<Pickable> = {}): Pickable => ({
  key,
  items,
  score: 1,
  velocity: 3,
  tagShare: 0,
  ...o,
});

describe("supersedes", () => {
  it("lets a clearly risen trend replace a fragment named inside it, tagged or not", () => {
    const fragment = topic("gingerbread latte recipe", range(0, 3), { score: 2 });
    const trend = topic("gingerbread latte", range(0, 20), { score: 1.2 });
    expect(supersedes(trend, fragment)).toBe(true);
    expect(pickDistinct([fragment, trend], 5).map((p) => p.key)).toEqual(["gingerbread latte"]);
  });

  it("never lets a bare word replace the name it is part of, even when it rose with it", () => {
    const trend = topic("peak game", range(0, 6), { score: 2 });
    const word = topic("game", range(0, 12), { velocity: 3 });
    expect(supersedes(word, trend)).toBe(false);
  });

  it("never lets a flat umbrella word replace the trend inside it", () => {
    const trend = topic("glass skin", range(0, 6), { score: 2 });
    const umbrella = topic("skin", range(0, 40), { velocity: 1.1 });
    expect(supersedes(umbrella, trend)).toBe(false);
  });

  it("keeps an untagged broader topic with other words out (the tags of one video are not one name)", () => {
    const picked = topic("lip combo", range(0, 4), { score: 2 });
    const broader = topic("spicy lip liner", range(0, 12));
    expect(supersedes(broader, picked)).toBe(false);
  });
});

describe("sameName", () => {
  it("reads one name with its words inside the other, by stem, hyphens as spaces", () => {
    expect(sameName("snowy owl", "snowy owl irruption")).toBe(true);
    expect(sameName("shimmering ink", "shimmer inks")).toBe(true);
    expect(sameName("multi-color", "multi color printing")).toBe(true);
    expect(sameName("multicolor printing", "multi color printing")).toBe(true);
    expect(sameName("jun tea", "jun kombucha", new Set(["kombucha", "tea"]))).toBe(true);
  });

  it("reads a clipped modifier as the word it clips, never a clipped head or a short stub", () => {
    expect(sameName("fan rebind", "fanfic rebind")).toBe(true);
    expect(sameName("info session", "information session")).toBe(true);
    expect(sameName("pro controller", "procreate")).toBe(false);
    expect(sameName("cold pro", "cold procreate")).toBe(false);
    expect(sameName("pi build", "pickleball build")).toBe(false);
    expect(sameName("tomoe river", "tomoe paper")).toBe(false);
  });
});
