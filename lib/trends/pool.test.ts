// The live listings judged together: a rise too thin to tell in any one listing but clear across
// them is shown; a word that only rose inside a shown topic's posts is not.
import { scoreGroups } from "./pick";
import { DAY_MS } from "@/lib/time";
import type { SignalItem } from "./core/types";

const NOW = new Date("2026-11-25T20:00:00Z");

// People word one subject their own way: each post opens with one of these (function words, no
// topic of their own), so no two neighbouring posts read as one stock phrase.
const OPENERS = ["so", "and", "but", "now", "then", "just", "also", "well"];

/** Posts of one live listing: `perDay[i]` posts titled by `title(k)` on day i of the last week. */
function posts(source: string, listing: string, perDay: number[], title: (k: number) => string): SignalItem[] {
  const out: SignalItem[] = [];
  perDay.forEach((n, i) => {
    for (let k = 0; k < n; k++) {
      const at = new Date(NOW.getTime() - (perDay.length - 1 - i) * DAY_MS - (k + 1) * 3_600_000);
      out.push({
        source,
        listing,
        externalId: `${listing}-${title(k)}-${i}-${k}`,
        url: `https://${source}.example/${listing}/${i}-${k}`,
        title: `${OPENERS[(i * 3 + k) % OPENERS.length]} ${title(k)}`,
        tags: [],
        channel: `${listing} person ${i}-${k}`,
        categoryId: 0,
        views: 0,
        likes: 10,
        comments: 2,
        observedAt: NOW,
        publishedAt: at,
        niche: "espresso",
      });
    }
  });
  return out;
}

const STEADY = [4, 4, 4, 4, 4, 4, 4];
const THIN_RISE = [0, 0, 0, 0, 1, 1, 2];

/** One listing: steady chatter about the grinder and the machine, plus what `extra` adds. */
const listing = (source: string, name: string, extra: SignalItem[] = []) => [
  ...posts(source, name, STEADY, (k) => (k % 2 ? "Burr grinder upkeep" : "Lever machine maintenance")),
  ...extra,
];

const topics = (items: SignalItem[]) => scoreGroups(items, { now: NOW }).map((r) => r.topic.topic.toLowerCase());
const names = (shown: string[], what: string) => shown.some((t) => t.startsWith(what));

describe("live listings judged together", () => {
  it("shows a rise that is thin in every listing but clear across them", () => {
    const rise = (source: string, name: string) => posts(source, name, THIN_RISE, () => "Cold brew tonic tried today");
    const one = listing("reddit", "top-week", rise("reddit", "top-week"));
    expect(names(topics(one), "cold brew")).toBe(false);
    const all = [
      ...one,
      ...listing("mastodon", "tags", rise("mastodon", "tags")),
      ...listing("bluesky", "search", rise("bluesky", "search")),
    ];
    expect(names(topics(all), "cold brew")).toBe(true);
    // Its confidence says how thin it was: no platform alone had three posts from three people.
    const card = scoreGroups(all, { now: NOW }).find((r) => r.topic.topic.toLowerCase().startsWith("cold brew"))!;
    expect(card.topic.reach).toEqual({
      posts: 12,
      people: 12,
      platforms: ["Bluesky", "Mastodon", "Reddit"],
      thin: true,
    });
    // The same rise with no post a creator can open (no https link) makes no card.
    const unlinked = all.map((it) => (it.title.includes("Cold brew") ? { ...it, url: undefined } : it));
    expect(names(topics(unlinked), "cold brew")).toBe(false);
    // Its card counts one listing's window: no more people than posts ("3 posts from 4 people").
    for (const r of scoreGroups(all, { now: NOW })) {
      const recent = r.topic.series.slice(-r.recentDays).reduce((a, n) => a + n, 0);
      expect(r.topic.channels.length).toBeLessThanOrEqual(recent);
    }
  });

  it("names the platform its figures were counted on, and each example's own", () => {
    // The rise is on both platforms, most of its posts on Mastodon: the figures are Mastodon's.
    const all = [
      ...listing(
        "reddit",
        "top-week",
        posts("reddit", "top-week", THIN_RISE, () => "Cold brew tonic tried today"),
      ),
      ...listing(
        "mastodon",
        "tags",
        posts("mastodon", "tags", [0, 0, 0, 1, 3, 5, 8], () => "Cold brew tonic tried"),
      ),
    ];
    const card = scoreGroups(all, { now: NOW }).find((r) => r.topic.topic.toLowerCase().startsWith("cold brew"));
    expect(card?.topic.figuresFrom).toBe("Mastodon");
    expect(card!.topic.topItems.length).toBeGreaterThan(0);
    for (const item of card!.topic.topItems) expect(["Reddit", "Mastodon"]).toContain(item.source);
    // Mastodon alone shows the rise: not thin.
    expect(card!.topic.reach).toMatchObject({ platforms: ["Mastodon", "Reddit"], thin: false });
  });

  it("leaves out a word that only rose inside shown topics' posts", () => {
    // "advice" rises with two topics at once: no one of them holds most of its posts, so only
    // setting aside the posts of both shows it had no rise of its own.
    const rising = [0, 0, 1, 1, 3, 6, 9];
    const about = (source: string, name: string) => [
      ...posts(source, name, rising, (k) => (k % 2 ? "Any advice on cold brew tonic?" : "Cold brew tonic at home")),
      ...posts(source, name, rising, (k) => (k % 2 ? "Any advice on oat milk foam?" : "Oat milk foam at home")),
      ...posts(source, name, [1, 1, 1, 1, 1, 1, 1], () => "Any advice on descaling?"),
    ];
    const all = [
      ...listing("reddit", "top-week", about("reddit", "top-week")),
      ...listing("mastodon", "tags", about("mastodon", "tags")),
    ];
    const shown = topics(all);
    expect(names(shown, "cold brew")).toBe(true);
    expect(names(shown, "oat milk")).toBe(true);
    expect(shown).not.toContain("advice");
  });

  it("leaves out a rise only one platform shows when others were read", () => {
    const rise = (source: string, name: string) =>
      posts(source, name, [0, 0, 0, 2, 3, 4, 5], () => "Shipping delays again");
    const flat = (source: string, name: string) =>
      posts(source, name, [1, 1, 1, 1, 1, 1, 1], () => "Shipping delays again");
    const one = [...listing("reddit", "top-week", rise("reddit", "top-week")), ...listing("mastodon", "tags")];
    expect(names(topics(one), "shipping")).toBe(false);
    const alone = listing("reddit", "top-week", rise("reddit", "top-week"));
    expect(names(topics(alone), "shipping")).toBe(true);
    const both = [
      ...listing("reddit", "top-week", rise("reddit", "top-week")),
      ...listing("mastodon", "tags", flat("mastodon", "tags")),
    ];
    expect(names(topics(both), "shipping")).toBe(false);
  });

  it("counts one sentence posted by many accounts as one voice", () => {
    // "Renewed my membership today" from four accounts on two platforms: a stock phrase, not a rise.
    const stock = (source: string, name: string) =>
      posts(source, name, [0, 0, 0, 0, 1, 1, 2], () => "Renewed my guild membership today").map((it) => ({
        ...it,
        title: "Renewed my guild membership today",
      }));
    const all = [
      ...listing("reddit", "top-week", stock("reddit", "top-week")),
      ...listing("mastodon", "tags", stock("mastodon", "tags")),
    ];
    expect(names(topics(all), "guild membership")).toBe(false);
    expect(names(topics(all), "membership")).toBe(false);
  });

  it("shows a steady climb over two weeks that no one week shows as a jump", () => {
    // 1 -> 4 posts a day over 15 days: the last 3 days hold too little more than the 12 before for a jump.
    const climb = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4];
    const long = (source: string, name: string) => [
      ...posts(source, name, new Array(15).fill(6), (k) =>
        k % 2 ? "Burr grinder upkeep" : "Lever machine maintenance",
      ),
      ...posts(source, name, climb, () => "Flair lever at home"),
    ];
    const shown = topics([...long("reddit", "new"), ...long("mastodon", "tags")]);
    expect(names(shown, "flair lever")).toBe(true);
  });

  it("never shows a tag the posts only carry (an umbrella, an organisation) unless the posts say it", () => {
    // Every post of the rising topic carries the niche's umbrella tag, and a few steady posts do too.
    const tagged = (it: SignalItem): SignalItem => ({ ...it, title: `${it.title} #coffeetime`, tags: ["coffeetime"] });
    const rise = (source: string, name: string, title: string) =>
      posts(source, name, [0, 0, 0, 1, 3, 5, 8], () => title).map(tagged);
    const steady = (source: string, name: string) =>
      posts(source, name, [1, 1, 1, 1, 1, 1, 1], () => "Dial in notes").map(tagged);
    const all = (title: string) =>
      ["reddit", "mastodon", "bluesky"].flatMap((source) =>
        listing(source, source, [...rise(source, source, title), ...steady(source, source)]),
      );
    const shown = topics(all("Cold brew tonic tried today"));
    expect(names(shown, "cold brew")).toBe(true);
    expect(shown.filter((t) => t.replace(/\s/g, "") === "coffeetime")).toEqual([]);
    // Once the posts write it in their words it is their subject, and rose as one.
    expect(names(topics(all("Coffee time festival sold out")), "coffee time")).toBe(true);
  });

  it.each([
    ["birds", "Feeder birds this morning", "Merlin sound ID names birds"],
    // The broad word inside the rising name itself.
    ["bird", "Feeder bird this morning", "Merlin bird ID update"],
  ])("keeps a rising name when a broader word (%s) only rose inside its posts", (tag, steady, rising) => {
    // Everyone tags their posts with the niche's broad word, and the rising posts about one app say
    // it too: the broad word rose only because the app's posts carry it.
    const tagged = (it: SignalItem): SignalItem => ({ ...it, tags: [tag] });
    const all = ["reddit", "mastodon", "bluesky"].flatMap((source) => [
      ...listing(source, source),
      ...posts(source, source, [1, 1, 1, 1, 1, 1, 1], () => steady).map(tagged),
      ...posts(source, source, [0, 0, 0, 1, 3, 5, 8], () => rising).map(tagged),
    ]);
    const shown = topics(all);
    expect(names(shown, "merlin")).toBe(true);
    expect(shown).not.toContain(tag);
  });
});
