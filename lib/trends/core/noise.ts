// Spam and low-quality items out of a live source's evidence, by stated rules about the form of a
// post and the behaviour of who posted it, never by the words of one example:
//
// 1. Promotion: a post that sells (a discount, a sale marker, a price with a sale word) or points
//    elsewhere to buy (link in bio, DM me, "(link)", a code to use) is not evidence of interest.
// 2. Profile communities: Reddit's r/u_<name> are one person's own page, not a community.
// 3. Promoters: an account (or publisher) whose posts are mostly promotion, or who promoted more
//    than once, is out with all its posts: spam bursts come from throwaway accounts that post
//    nothing else.
// 4. Deal communities: a community where a large share of the posts promote is a marketplace; its
//    other posts are product listings too.
// 5. Repeated text: one account posting the same words again within a day (a copy-pasted burst,
//    a double post) is counted once. Two people asking "Any tips for glazing?" are two people.
import type { SignalItem } from "./types";
import { DAY_MS } from "@/lib/time";

// A discount or a code to use: "40% off", "save 30%", "promo code", "use code".
const DISCOUNT =
  /\b\d{1,3}\s?%\s?off\b|\bsave \d{1,3}\s?%|\b(?:promo|discount|coupon|referral) codes?\b|\buse (?:my )?code\b/i;
// Pointing the reader somewhere else to buy or sign up.
const ELSEWHERE =
  /\blink in (?:my |the )?(?:bio|profile|comments?)\b|\bdm (?:me|us)\b|\bmessage me\b|\(link\)|\[link\]|\bcheck (?:out )?my (?:profile|page|shop|store|channel)\b|\bclick (?:the )?link\b/i;
// A post labelled as an offer: a leading "[Deal]" / "(Sale)" tag, or offer wording.
const OFFER =
  /^\s*[[(](?:deals?|sales?|ad|promo|sponsored|offer)[\])]|\b(?:lowest (?:price )?ever|today only|limited(?:[- ]time)? offer|flash sale|black friday|cyber monday|prime day)\b/i;
// A price beside a sale word ("down to $29", "$19 deal"): a price alone may be a story ("I spent $50").
const PRICE = /(?:[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|dollars)\b)/i;
const SALE_WORD = /\b(?:deals?|sales?|off|discount(?:ed)?|price[ds]?|cheap(?:est)?|bundle|down to|per day|\/day)\b/i;

/** Whether a title (or a community's description) reads as promotion. */
export function isPromotional(text: string): boolean {
  return DISCOUNT.test(text) || ELSEWHERE.test(text) || OFFER.test(text) || (PRICE.test(text) && SALE_WORD.test(text));
}

// A community about buying rather than about the subject: its name (split at capitals and
// underscores), title or description calls it a place for deals, sales or coupons.
const MARKET =
  /\b(?:deals?|sales?|coupons?|discounts?|bargains?|freebies|promos?|offers|marketplace|buy ?sell|swap)\b/i;

/** Whether a community found by discovery is a marketplace (deals, sales, coupons). */
export function isMarketCommunity(name: string, about = ""): boolean {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ");
  return MARKET.test(words) || MARKET.test(about);
}

/** A Reddit user's own profile page (r/u_name), not a community. */
export const isProfileCommunity = (via: string | undefined) => /^r\/u_/i.test(via ?? "");

const PROMOTER_SHARE = 0.5; // of an account's posts
const MARKET_SHARE = 0.3; // of a community's posts
const REPEAT_MS = DAY_MS;

/** Words of a title, for telling repeats: lower case, letters and digits only. */
export function normalisedTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

type Tally = { all: number; promo: number };
function tally(map: Map<string, Tally>, key: string, promo: boolean) {
  const t = map.get(key) ?? { all: 0, promo: 0 };
  t.all++;
  if (promo) t.promo++;
  map.set(key, t);
}

/** A live source's items without the spam, the marketplace posts and the repeats (rules above). */
export function denoise(items: SignalItem[]): SignalItem[] {
  const promo = items.map((it) => isPromotional(it.title));
  const byAuthor = new Map<string, Tally>();
  const byCommunity = new Map<string, Tally>();
  items.forEach((it, i) => {
    tally(byAuthor, `${it.source}|${it.channel}`, promo[i]);
    if (it.via) tally(byCommunity, `${it.source}|${it.via}`, promo[i]);
  });
  const promoter = (t: Tally | undefined) => !!t && (t.promo >= 2 || t.promo / t.all >= PROMOTER_SHARE);
  const market = (t: Tally | undefined) => !!t && t.promo >= 3 && t.promo / t.all >= MARKET_SHARE;
  const kept = items.filter(
    (it, i) =>
      !promo[i] &&
      !isProfileCommunity(it.via) &&
      !promoter(byAuthor.get(`${it.source}|${it.channel}`)) &&
      !(it.via && market(byCommunity.get(`${it.source}|${it.via}`))),
  );
  // Repeats: the earliest copy stands for the others published within a day of it.
  const time = (it: SignalItem) => (it.publishedAt ?? it.observedAt).getTime();
  const firstSeen = new Map<string, number>();
  const out: SignalItem[] = [];
  for (const it of [...kept].sort((a, b) => time(a) - time(b))) {
    const key = `${it.source}|${it.listing ?? ""}|${it.channel}|${normalisedTitle(it.title)}`;
    const seen = firstSeen.get(key);
    if (seen !== undefined && time(it) - seen < REPEAT_MS) continue;
    firstSeen.set(key, time(it));
    out.push(it);
  }
  return out;
}
