// The search plan: at most searchesPerDay() searches a Pacific day across all niches, paced over
// the day's 6-hour rounds and spent where they find the most: on the niches most asked for and
// those with the fewest known channels. Between searches a niche is read through its
// channels' feeds (free) and a videos.list of their recent uploads (1 unit for 50).
import "server-only";
import { db } from "@/lib/db";
import type { SearchOrder } from "./client";
import { dailyUnits, purposeCap, quotaDay, UNIT_COST, unitsOfDay, type UnitDay } from "./units";
import { daysBefore } from "@/lib/time";

/** A search: search.list and the videos.list that reads its hits. */
export const UNITS_PER_SEARCH = UNIT_COST["search.list"] + UNIT_COST["videos.list"];
/** The keyed source's interval: four rounds a niche a day. */
export const KEYED_ROUND_H = 6;
/** Keyed rounds a niche has a day. */
export const KEYED_ROUNDS_PER_DAY = 24 / KEYED_ROUND_H;
/** A niche is searched again a day later at the soonest, however much it is asked for. */
export const MIN_SEARCH_GAP_H = 24;
/** Channels at which a niche's need for a search has halved. */
export const CHANNELS_HALF_NEED = 10;
/** The time constant of a niche's demand: an ask a week old counts e^-1 of a new one. */
export const DEMAND_DAYS = 7;
/** Niches asked for within this many days take part in the plan. */
export const ACTIVE_DAYS = 7;

const HOUR_MS = 3_600_000;
const iso = (d: Date) => d.toISOString();

/** Searches a Pacific day: the search share of the daily units. */
export const searchesPerDay = (daily = dailyUnits()) => Math.floor(purposeCap("search", daily) / UNITS_PER_SEARCH);

/**
 * Units a niche's views refresh may spend in one keyed round: the views share spread over the
 * active niches' rounds of the day, at least one call and at most two (100 videos).
 */
export function viewUnitsPerRound(activeNiches: number, daily = dailyUnits()): number {
  const perRound = purposeCap("views", daily) / (Math.max(1, activeNiches) * KEYED_ROUNDS_PER_DAY);
  return Math.max(1, Math.min(2, Math.floor(perRound)));
}

/** Why a niche gets a search: demand over how many channels it already has. */
export const searchPriority = (demand: number, channels: number) => (1 + demand) / (1 + channels / CHANNELS_HALF_NEED);

export type SearchDecision = { search: true; order: SearchOrder } | { search: false; why: string };
/** A keyed round's plan, with what it was decided on: the niche's channels, the active niches, the day's units. */
export type RoundPlan = SearchDecision & { channels: number; activeNiches: number; day: UnitDay };

type Own = { demand: number; channels: number; active: number; lastSearchAt: Date | null; lastOrder: string | null };

/** The niche's demand, channels and last search, and how many niches are active: one query. */
async function ownState(nicheKey: string, now: Date): Promise<Own> {
  const active = iso(daysBefore(now, ACTIVE_DAYS));
  const rows = await db.$queryRaw<Own[]>`
    SELECT COALESCE(r.demand * exp(-GREATEST(0, EXTRACT(EPOCH FROM (${iso(now)}::timestamp - r."lastUsedAt"))::float8) / ${DEMAND_DAYS * 86_400}), 0)::float8 AS demand,
      (SELECT count(*) FROM youtube_niche_channels c WHERE c."nicheKey" = ${nicheKey})::int AS channels,
      (SELECT count(*) FROM niche_refresh a WHERE a."lastUsedAt" > ${active}::timestamp)::int AS active,
      s."lastSearchAt", s."lastOrder"
    FROM (SELECT ${nicheKey}::text AS k) k
    LEFT JOIN niche_refresh r ON r."nicheKey" = k.k
    LEFT JOIN youtube_niche_searches s ON s."nicheKey" = k.k`;
  const row = rows[0];
  // Raw queries may hand a timestamp back as text: it is UTC wall time.
  const at = row.lastSearchAt as Date | string | null;
  return {
    ...row,
    lastSearchAt: typeof at === "string" ? new Date(`${at.replace(" ", "T").replace(/Z?$/, "Z")}`) : at,
  };
}

/**
 * Eligible niches ranked above this one: asked for lately, not searched within the gap, of
 * higher priority (or equal, and first by key, so ties don't all take the same slot).
 */
async function nichesAhead(nicheKey: string, priority: number, now: Date): Promise<number> {
  const active = iso(daysBefore(now, ACTIVE_DAYS));
  const gap = iso(new Date(now.getTime() - MIN_SEARCH_GAP_H * HOUR_MS));
  // Equal within 1e-4 (a minute's fading of one ask): niches asked for moments apart tie.
  const [lo, hi] = [priority * (1 - 1e-4), priority * (1 + 1e-4)];
  const rows = await db.$queryRaw<{ ahead: number }[]>`
    WITH c AS (SELECT "nicheKey", count(*)::float8 AS n FROM youtube_niche_channels GROUP BY 1),
    p AS (
      SELECT r."nicheKey" AS k,
        (1 + r.demand * exp(-GREATEST(0, EXTRACT(EPOCH FROM (${iso(now)}::timestamp - r."lastUsedAt"))::float8) / ${DEMAND_DAYS * 86_400}))
          / (1 + COALESCE(c.n, 0) / ${CHANNELS_HALF_NEED}) AS priority
      FROM niche_refresh r
      LEFT JOIN c ON c."nicheKey" = r."nicheKey"
      LEFT JOIN youtube_niche_searches s ON s."nicheKey" = r."nicheKey"
      WHERE r."nicheKey" <> ${nicheKey} AND r."lastUsedAt" > ${active}::timestamp
        AND (s."lastSearchAt" IS NULL OR s."lastSearchAt" <= ${gap}::timestamp))
    SELECT count(*)::int AS ahead FROM p
    WHERE p.priority > ${hi}::float8 OR (p.priority >= ${lo}::float8 AND p.k < ${nicheKey})`;
  return rows[0]?.ahead ?? 0;
}

/**
 * The searches the day may have used by `now`: the day's searches paced over its keyed rounds
 * (each niche comes by once a round), so the first niches of the day don't take them all.
 */
export function searchPace(now: Date, daily = dailyUnits()): number {
  const rounds = KEYED_ROUNDS_PER_DAY;
  const round = Math.min(rounds - 1, Math.floor((86_400 - quotaDay(now).secondsLeft) / (KEYED_ROUND_H * 3600)));
  return Math.ceil((searchesPerDay(daily) * (round + 1)) / rounds);
}

/**
 * Whether this niche's round searches: within the day's pace, the searches go to the niches of
 * highest priority among those asked for lately and not searched within MIN_SEARCH_GAP_H. The
 * order alternates per niche: viewCount finds the channels with the biggest hits, date the small
 * ones posting now.
 */
export async function planSearch(nicheKey: string, now: Date): Promise<RoundPlan> {
  const [day, own] = await Promise.all([unitsOfDay(now), ownState(nicheKey, now)]);
  const known = { channels: own.channels, activeNiches: own.active, day };
  const perDay = searchesPerDay();
  const used = Math.ceil((day.byPurpose.search ?? 0) / UNITS_PER_SEARCH);
  if (used >= perDay) return { ...known, search: false, why: `the day's ${perDay} searches are spent` };
  const slots = searchPace(now) - used;
  if (slots <= 0) return { ...known, search: false, why: "this round's share of the day's searches is spent" };
  if (own.lastSearchAt && now.getTime() - own.lastSearchAt.getTime() < MIN_SEARCH_GAP_H * HOUR_MS)
    return { ...known, search: false, why: "searched within the last day" };
  const ahead = await nichesAhead(nicheKey, searchPriority(own.demand, own.channels), now);
  if (ahead >= slots)
    return { ...known, search: false, why: `${ahead} niches need this round's ${slots} searches more` };
  return { ...known, search: true, order: own.lastOrder === "viewCount" ? "date" : "viewCount" };
}

/** Records a search before it goes out: its units are spent whatever the answer. */
export async function recordSearch(nicheKey: string, order: SearchOrder, now: Date): Promise<void> {
  await db.$executeRaw`
    INSERT INTO youtube_niche_searches ("nicheKey", searches, "lastSearchAt", "lastOrder")
    VALUES (${nicheKey}, 1, ${iso(now)}::timestamp, ${order})
    ON CONFLICT ("nicheKey") DO UPDATE SET searches = youtube_niche_searches.searches + 1,
      "lastSearchAt" = EXCLUDED."lastSearchAt", "lastOrder" = EXCLUDED."lastOrder"`;
}

/**
 * The day's unit plan for `niches` niches asked for every day (the README's table): what each
 * purpose may spend, how often a niche can be searched and its feed videos' counts refreshed.
 */
export function unitPlan(niches: number, daily = dailyUnits()) {
  const searches = searchesPerDay(daily);
  const viewUnits = Math.min(
    purposeCap("views", daily),
    niches * KEYED_ROUNDS_PER_DAY * viewUnitsPerRound(niches, daily),
  );
  const reserved = purposeCap("channel", daily) + purposeCap("status", daily);
  return {
    niches,
    searches,
    searchUnits: searches * UNITS_PER_SEARCH,
    viewUnits,
    reserved,
    total: searches * UNITS_PER_SEARCH + viewUnits + reserved,
    /** Days between two searches of one niche when all are asked for alike. */
    daysPerSearch: Math.round((niches / searches) * 10) / 10,
    /** Feed videos' counts refreshed per niche per day (50 a unit). */
    videosRefreshedPerNiche: Math.round((viewUnits * 50) / niches),
  };
}
