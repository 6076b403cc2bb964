import { nicheMatcher, selectNicheItems } from "./niche";
import type { SignalItem } from "./types";
import { resolveNiche } from "@/lib/niches";

let serial = 0;
function item(o: Partial<SignalItem>): SignalItem {
  return {
    source: "test",
    externalId: `v${++serial}`,
    title: "",
    tags: [],
    channel: "someone",
    categoryId: null,
    views: 1,
    likes: 0,
    comments: 0,
    observedAt: new Date(Date.UTC(2026, 0, 1)),
    ...o,
  };
}

describe("nicheMatcher", () => {
  it("recognises the presets case-insensitively, with aliases", () => {
    expect(nicheMatcher(resolveNiche("Gaming"))).toMatchObject({
      key: "gaming",
      label: "Gaming",
      preset: true,
      categoryIds: [20],
    });
    expect(nicheMatcher(resolveNiche(" technology "))).toMatchObject({ key: "technology", categoryIds: [28] });
    expect(nicheMatcher(resolveNiche("Tech")).key).toBe("technology");
    expect(nicheMatcher(resolveNiche("DIY")).key).toBe("diy");
    expect(nicheMatcher(resolveNiche("Education")).categoryIds).toEqual([27]);
    expect(nicheMatcher(resolveNiche("Beauty")).terms).toContain("makeup");
  });

  it("matches an owned category alone, a shared one only with a term", () => {
    const gaming = nicheMatcher(resolveNiche("Gaming"));
    expect(gaming.matches(item({ categoryId: 20, title: "Let me show you something" }))).toBe(true);
    expect(gaming.matches(item({ categoryId: 24, tags: ["minecraft"] }))).toBe(true);
    expect(gaming.matches(item({ categoryId: 24, title: "Cooking pasta" }))).toBe(false);

    const beauty = nicheMatcher(resolveNiche("Beauty"));
    expect(beauty.matches(item({ categoryId: 26, title: "Fall makeup look" }))).toBe(true);
    expect(beauty.matches(item({ categoryId: 26, title: "Building a bookshelf" }))).toBe(false);
    expect(
      nicheMatcher(resolveNiche("DIY")).matches(
        item({ categoryId: 26, title: "Building a bookshelf", tags: ["woodworking"] }),
      ),
    ).toBe(true);
    expect(nicheMatcher(resolveNiche("Food")).matches(item({ title: "Three easy recipes" }))).toBe(true); // plural of "recipe"
  });

  it("matches whole words only", () => {
    const tech = nicheMatcher(resolveNiche("technology"));
    expect(tech.matches(item({ title: "She said no" }))).toBe(false);
    expect(tech.matches(item({ title: "Is AI coming for us?" }))).toBe(true);
  });

  it("keeps curated items inside the niche they were written for", () => {
    const curatedFood = item({ niche: "food", title: "Protein pancakes", tags: ["protein"] });
    expect(nicheMatcher(resolveNiche("Food")).matches(curatedFood)).toBe(true);
    expect(nicheMatcher(resolveNiche("Fitness")).matches(curatedFood)).toBe(false);
  });

  it("matches a custom niche by its phrase or all of its words, sanitised", () => {
    const m = nicheMatcher(resolveNiche("  Vegan\u200B   Baking "));
    expect(m).toMatchObject({ key: "vegan-baking", label: "Vegan Baking", preset: false, categoryIds: [] });
    expect(m.terms).toEqual(["vegan baking", "vegan", "baking"]);
    expect(m.matches(item({ title: "Vegan baking for beginners" }))).toBe(true);
    expect(m.matches(item({ title: "Baking bread", tags: ["vegan"] }))).toBe(true);
    expect(m.matches(item({ title: "Baking bread" }))).toBe(false);
    expect(nicheMatcher(resolveNiche("Home workouts")).terms).toEqual(["home workouts", "home", "workouts"]);
    expect(nicheMatcher(resolveNiche("How to")).matches(item({ title: "How to fold a shirt" }))).toBe(true);
    expect(nicheMatcher(resolveNiche("\u200B")).matches(item({ title: "anything" }))).toBe(false);
  });
});

describe("selectNicheItems", () => {
  const items = [
    item({ title: "Crochet a tote bag", tags: ["crochet"] }),
    ...Array.from({ length: 6 }, (_, i) => item({ title: `Sourdough loaf ${i}`, tags: ["sourdough"] })),
    item({ categoryId: 20, title: "Speedrun" }),
  ];

  it("returns the niche's items when there are enough", () => {
    const s = selectNicheItems(items, resolveNiche("sourdough"));
    expect(s).toMatchObject({ matched: 6, lowCoverage: false });
    expect(s.items).toHaveLength(6);
  });

  it("falls back to all items for a thin custom niche, flagged as low coverage", () => {
    const s = selectNicheItems(items, resolveNiche("crochet"));
    expect(s).toMatchObject({ matched: 1, lowCoverage: true });
    expect(s.items).toHaveLength(items.length);
  });

  it("never widens a preset niche, only flags it", () => {
    const s = selectNicheItems(items, resolveNiche("Gaming"));
    expect(s).toMatchObject({ matched: 1, lowCoverage: true });
    expect(s.items).toHaveLength(1);
  });
});
