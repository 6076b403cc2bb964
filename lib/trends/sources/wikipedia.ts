// Wikimedia pageviews, keyless and openly licensed (a User-Agent is required, which fetch.ts
// sends): a candidate topic is mapped to its English Wikipedia article (action=query&list=search,
// kept a week), and the article's daily views over the last week are compared with the three
// weeks before (the per-article pageviews API, kept six hours). A topic whose article is read
// clearly more than before carries it on its card: "Wikipedia views of Padel up 2.4x this week".
// It confirms topics the mention sources found; it finds none itself.
import "server-only";
import { env } from "@/env";
import { SourceError, sourceGetJson } from "./fetch";
import { cacheGet, cachePut } from "./api-cache";
import { recordSourceStatus } from "@/lib/source-status";
import { baseOf, clip, count } from "./types";
import { DAY_MS, daysBefore } from "@/lib/time";

export const WIKIPEDIA_DEFAULT_BASE = "https://en.wikipedia.org";
export const WIKIMEDIA_DEFAULT_BASE = "https://wikimedia.org";
/** Wikimedia asks clients to stay well under 100 requests a second; a few a minute is all this needs. */
export const WIKIMEDIA_LIMIT = { requests: 100, windowS: 60 };
/** A rise worth saying: the last week's daily views at least this many times the weeks before. */
export const MIN_RATIO = 1.5;
/** Too few readers for a ratio to mean anything. */
const MIN_DAILY_VIEWS = 20;
const ARTICLE_TTL_S = 7 * 86_400;
const VIEWS_TTL_S = 6 * 3600;

type SearchAnswer = { query?: { search?: { title?: string; snippet?: string }[] } };
type ViewsAnswer = { items?: { timestamp?: string; views?: number }[] };

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The article a search answer gives for `topic`, trusting Wikipedia's ranking: a hit titled exactly
 * the topic; else the top hit when its title holds every word of the topic, or when the topic is
 * one word the search matched in it (a Latin name to its common article, Pinus to Pine); else a
 * lower hit whose title holds every word. Null when nothing is clearly about it.
 */
export function articleFromSearch(res: SearchAnswer, topic: string): string | null {
  const hits = res?.query?.search;
  if (!Array.isArray(hits)) throw new SourceError("parse failure: not a Wikipedia search answer", "parse");
  const want = words(topic);
  if (want.length === 0) return null;
  const top = hits
    .slice(0, 3)
    .map((h) => ({ title: clip(h?.title, 200), snippet: String(h?.snippet ?? "") }))
    .filter((h) => h.title);
  const holds = (title: string) => {
    const has = new Set(words(title));
    return want.every((w) => has.has(w));
  };
  const exact = top.find((h) => words(h.title).join(" ") === want.join(" "));
  if (exact) return exact.title;
  const first = top[0];
  if (first && holds(first.title)) return first.title;
  if (first && want.length === 1) {
    const matched = [...first.snippet.matchAll(/<span class="searchmatch">([^<]*)<\/span>/g)];
    if (matched.some((m) => m[1].toLowerCase() === want[0])) return first.title;
  }
  return top.find((h) => holds(h.title))?.title ?? null;
}

export type Rise = { article: string; ratio: number; recent: number; before: number };

/** Daily views of the last 7 days against the 21 before, from a per-article answer; null when too thin. */
export function riseFromViews(res: ViewsAnswer, article: string, end: Date): Rise | null {
  if (!res || !Array.isArray(res.items)) throw new SourceError("parse failure: not a pageviews answer", "parse");
  const byDay = new Map<number, number>();
  for (const it of res.items) {
    const m = /^(\d{4})(\d{2})(\d{2})/.exec(String(it?.timestamp ?? ""));
    if (m) byDay.set(Date.UTC(+m[1], +m[2] - 1, +m[3]), count(it.views));
  }
  const last = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  const day = (ago: number) => byDay.get(last - ago * DAY_MS);
  const recentDays = [...Array(7).keys()].map(day);
  const beforeDays = [...Array(21).keys()].map((i) => day(i + 7));
  // A missing day is no reading, not zero readers; a ratio needs most of both windows.
  const present = (xs: (number | undefined)[]) => xs.filter((x): x is number => x !== undefined);
  const r = present(recentDays);
  const b = present(beforeDays);
  if (r.length < 5 || b.length < 14) return null;
  const recent = r.reduce((a, x) => a + x, 0) / r.length;
  const before = b.reduce((a, x) => a + x, 0) / b.length;
  if (before < MIN_DAILY_VIEWS) return null;
  return { article, ratio: recent / before, recent, before };
}

/** "Wikipedia views of Padel up 2.4x this week", or null when the rise isn't one. */
export function riseLine(rise: Rise | null | undefined): string | null {
  if (!rise || !(rise.ratio >= MIN_RATIO)) return null;
  const shown = rise.ratio >= 10 ? Math.round(rise.ratio) : Math.round(rise.ratio * 10) / 10;
  return `Wikipedia views of ${rise.article} up ${shown}x this week`;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, "");

async function articleFor(topic: string, signal: AbortSignal): Promise<string | null> {
  const key = `wikipedia:article:${topic.toLowerCase().slice(0, 120)}`;
  const known = await cacheGet<{ title: string | null }>(key);
  if (known) return known.title;
  const url = new URL(`${baseOf(env.WIKIPEDIA_BASE_URL, WIKIPEDIA_DEFAULT_BASE)}/w/api.php`);
  url.search = new URLSearchParams({
    action: "query",
    list: "search",
    srsearch: topic,
    srlimit: "3",
    srprop: "snippet",
    format: "json",
  }).toString();
  const title = articleFromSearch(
    await sourceGetJson<SearchAnswer>({ source: "wikipedia", url, limit: WIKIMEDIA_LIMIT, signal, retries: 1 }),
    topic,
  );
  await cachePut(key, { title }, ARTICLE_TTL_S);
  return title;
}

async function riseOf(article: string, now: Date, signal: AbortSignal): Promise<Rise | null> {
  // Yesterday is the newest complete day the API has.
  const end = daysBefore(now, 1);
  const start = daysBefore(end, 27);
  const key = `wikipedia:views:${article.slice(0, 150)}:${ymd(end)}`;
  const known = await cacheGet<{ rise: Rise | null }>(key);
  if (known) return known.rise;
  const name = encodeURIComponent(article.replace(/ /g, "_"));
  const url = new URL(
    `${baseOf(env.WIKIMEDIA_BASE_URL, WIKIMEDIA_DEFAULT_BASE)}/api/rest_v1/metrics/pageviews/per-article/en.wikipedia/all-access/user/${name}/daily/${ymd(start)}00/${ymd(end)}00`,
  );
  let rise: Rise | null;
  try {
    rise = riseFromViews(
      await sourceGetJson<ViewsAnswer>({ source: "wikipedia", url, limit: WIKIMEDIA_LIMIT, signal, retries: 1 }),
      article,
      end,
    );
  } catch (err) {
    // The API answers 404 for an article with no data in the range: no reading, not an outage.
    if (err instanceof SourceError && err.status === 404) rise = null;
    else throw err;
  }
  await cachePut(key, { rise }, VIEWS_TTL_S);
  return rise;
}

/**
 * The pageview rise of each topic that has an article, asked in parallel within `budgetMs`.
 * Never throws: a failure leaves the topics without a line and is recorded for API Status.
 */
export async function wikipediaRises(topics: string[], now: Date, budgetMs = 3000): Promise<Map<string, Rise>> {
  const out = new Map<string, Rise>();
  const signal = AbortSignal.timeout(budgetMs);
  const errors: string[] = [];
  await Promise.all(
    topics.map(async (topic) => {
      try {
        const article = await articleFor(topic, signal);
        const rise = article ? await riseOf(article, now, signal) : null;
        if (rise) out.set(topic, rise);
      } catch (err) {
        errors.push(err instanceof SourceError ? err.message : "unexpected error");
      }
    }),
  );
  if (topics.length > 0)
    await recordSourceStatus(
      "wikipedia",
      errors.length === 0 ? "healthy" : errors.length < topics.length ? "degraded" : "down",
      errors[0] ?? null,
    );
  return out;
}
