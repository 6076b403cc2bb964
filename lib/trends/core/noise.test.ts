// The spam and noise rules, one by one, on items shaped like the live sources' (Reddit posts with
// their author and community, headlines with their publisher).
import { denoise, isMarketCommunity, isPromotional, normalisedTitle } from "./noise";
import type { SignalItem } from "./types";
import { DAY_MS } from "@/lib/time";

const T0 = Date.parse("2026-11-20T12:00:00Z");
let serial = 0;
function post(title: string, o: Partial<SignalItem> & { hoursAgo?: number } = {}): SignalItem {
  const publishedAt = new Date(T0 - (o.hoursAgo ?? serial % 48) * 3_600_000);
  serial++;
  return {
    source: "reddit",
    externalId: `p${serial}`,
    title,
    tags: [],
    channel: `u/member${serial % 11}`,
    categoryId: null,
    views: 0,
    likes: 12,
    comments: 3,
    observedAt: new Date(Math.floor(publishedAt.getTime() / DAY_MS) * DAY_MS),
    publishedAt,
    via: "r/bookbinding",
    ...o,
  };
}
const titles = (items: SignalItem[]) => items.map((i) => i.title);

describe("isPromotional", () => {
  it.each([
    "🔥 Leather masterclass 90% off (link) 🔥",
    "Link in bio for my calligraphy course!!",
    "DM me for the best paper prices",
    "Make $500/day with resin art, link in bio",
    "[Deal] Cutting mat 40% off",
    "Bone folder down to $29 (lowest ever)",
    "Black Friday paper sale: awl deal is live",
    "Use code BIND10 at checkout",
  ])("reads %j as promotion", (title) => expect(isPromotional(title)).toBe(true));

  it.each([
    "I spent $50 on my first coptic binding and it was worth it",
    "Sprayed edges on a fan rebind: how I did it",
    "Why Tomoe River paper is suddenly everywhere",
    "Off to the bindery: day 3 of the case binding course",
  ])("keeps %j", (title) => expect(isPromotional(title)).toBe(false));
});

describe("isMarketCommunity", () => {
  it("tells marketplaces from communities about the subject, by name or description", () => {
    expect(isMarketCommunity("CraftDealsHub")).toBe(true);
    expect(isMarketCommunity("paperswap", "Sales and coupons for paper")).toBe(true);
    expect(isMarketCommunity("Bookbinding", "All about bookbinding: coptic, case binding, rebinds")).toBe(false);
  });
});

describe("denoise", () => {
  it("drops promotion, profile pages and every post of an account that mostly promotes", () => {
    const items = [
      post("Sprayed edges on my first rebind"),
      post("Link in bio for my bookbinding course!!", { channel: "u/Throwaway8000" }),
      post("How I bound my thesis", { channel: "u/Throwaway8000" }),
      post("Free bookbinding ebook, DM me 'START'", { channel: "u/promo8037" }),
      post("Finished a coptic stitch journal", { channel: "u/promo8037" }),
      post("My shop is open", { via: "r/u_promo8074", channel: "u/promo8074" }),
    ];
    expect(titles(denoise(items))).toEqual(["Sprayed edges on my first rebind"]);
  });

  it("drops a community whose posts are largely offers, with its other listings", () => {
    const deals = [
      "[Deal] Awl set 40% off for Black Friday",
      "Cutting mat down to $19 (lowest ever)",
      "[Sale] bookbinding thread bundle, today only",
      "Bone folder restocked",
    ].map((t, k) => post(t, { via: "r/CraftDealsHub", channel: `u/seller${k}` }));
    const own = [post("Kettle stitch tension tips"), post("Case binding a cookbook")];
    expect(titles(denoise([...deals, ...own])).sort()).toEqual(titles(own).sort());
  });

  it("counts one publisher's repeat within a day once; a day later it counts again", () => {
    const wire = "Why sprayed edges are suddenly everywhere";
    const news = { source: "googlenews", channel: "Book Arts Weekly", via: "Book Arts Weekly" };
    const items = [
      post(wire, { ...news, hoursAgo: 10 }),
      post(`${wire}!`, { ...news, hoursAgo: 7 }),
      post(wire, { ...news, channel: "Maker Review", via: "Maker Review", hoursAgo: 5 }),
      post(wire, { ...news, hoursAgo: 40 }),
    ];
    expect(denoise(items).map((i) => i.channel)).toEqual(["Book Arts Weekly", "Book Arts Weekly", "Maker Review"]);
    expect(normalisedTitle(`${wire}!`)).toBe(normalisedTitle(wire));
  });

  it("counts one account's copy-paste once, and two people asking the same question twice", () => {
    const ask = "Any tips for kettle stitch?";
    const items = [
      post(ask, { channel: "u/anna", hoursAgo: 3 }),
      post(ask, { channel: "u/ben", hoursAgo: 2 }),
      post("Selling my spare awls, see photos", { channel: "u/carl", hoursAgo: 5 }),
      post("Selling my spare awls, see photos", { channel: "u/carl", hoursAgo: 4 }),
    ];
    expect(titles(denoise(items)).sort()).toEqual([ask, ask, "Selling my spare awls, see photos"]);
  });

  it("keeps a post in two listings of one source in each (each listing is its own series)", () => {
    const a = post("Tomoe River paper restock thread", { listing: "top-week" });
    const b = { ...a, listing: "search-new" };
    expect(denoise([a, b])).toHaveLength(2);
  });
});
