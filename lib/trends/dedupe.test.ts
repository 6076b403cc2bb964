// One trend, one card: which of two overlapping topics is shown.
import { pickDistinct, supersedes, type Pickable } from "./dedupe";

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
