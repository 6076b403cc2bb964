// The YouTube Data API unit ledger: every keyed call spends its units here first, per Pacific day
// (the quota resets at midnight Pacific) and per purpose, in one conditional statement, so no two
// servers can together pass the day's units or a purpose's share of them. Google bills a request
// whether it succeeds or not, so units are spent before the call, never refunded.
import "server-only";
import { env } from "@/env";
import { db } from "@/lib/db";

/** What each call costs (YouTube's quota table). */
export const UNIT_COST = {
  "search.list": 100,
  "videos.list": 1,
  "channels.list": 1,
  "playlistItems.list": 1,
  "videoCategories.list": 1,
} as const;
export type YoutubeMethod = keyof typeof UNIT_COST;

/**
 * Why units were spent: `search` (a niche's search and the videos.list that reads its hits),
 * `views` (videos.list refreshing the counts of videos read from channel feeds), `channel` (a
 * creator's own channel), `status` (the admin's health probe).
 */
export type UnitPurpose = "search" | "views" | "channel" | "status";

/**
 * Each purpose's share of the day's units. Searches find channels, which then cost nothing to
 * follow, so they get a share that still leaves most of the day to the 1-unit calls; a tenth
 * stays for the creators' own channels and the status probe (one unit every 5 minutes: 288 a
 * day) whatever the niches do.
 */
export const UNIT_SHARES: Record<UnitPurpose, number> = { search: 0.4, views: 0.5, channel: 0.07, status: 0.03 };

/** The daily units (YOUTUBE_DAILY_UNITS, 10,000 for a default project). */
export const dailyUnits = () => env.YOUTUBE_DAILY_UNITS;

/** A purpose's cap for the day. */
export const purposeCap = (purpose: UnitPurpose, daily = dailyUnits()) => Math.floor(daily * UNIT_SHARES[purpose]);

/** The Pacific quota day of `now` (taken as UTC-8, Google's reset) and the seconds until it ends. */
export function quotaDay(now: Date): { day: string; secondsLeft: number } {
  const shifted = new Date(now.getTime() - 8 * 3_600_000);
  const next = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + 1, 8);
  return {
    day: shifted.toISOString().slice(0, 10),
    secondsLeft: Math.max(60, Math.round((next - now.getTime()) / 1000)),
  };
}

/**
 * Spends `units` for `purpose` on the quota day of `now` if both the day and the purpose's share
 * still hold them; false (nothing spent) when either would be passed.
 */
export async function spendUnits(purpose: UnitPurpose, units: number, now = new Date()): Promise<boolean> {
  if (!Number.isInteger(units) || units <= 0) throw new Error(`spendUnits: bad unit count ${units}`);
  const daily = dailyUnits();
  const cap = purposeCap(purpose, daily);
  // A first spend of the day inserts without the WHERE below: this bounds it.
  if (units > cap) return false;
  const { day } = quotaDay(now);
  const rows = await db.$queryRaw<{ used: number }[]>`
    INSERT INTO youtube_quota_days (day, used, "byPurpose", calls)
    VALUES (${day}, ${units}, jsonb_build_object(${purpose}::text, ${units}::int), jsonb_build_object(${purpose}::text, 1))
    ON CONFLICT (day) DO UPDATE SET
      used = youtube_quota_days.used + ${units}::int,
      "byPurpose" = youtube_quota_days."byPurpose" || jsonb_build_object(${purpose}::text,
        COALESCE((youtube_quota_days."byPurpose"->>${purpose}::text)::int, 0) + ${units}::int),
      calls = youtube_quota_days.calls || jsonb_build_object(${purpose}::text,
        COALESCE((youtube_quota_days.calls->>${purpose}::text)::int, 0) + 1)
    WHERE youtube_quota_days.used + ${units}::int <= ${daily}::int
      AND COALESCE((youtube_quota_days."byPurpose"->>${purpose}::text)::int, 0) + ${units}::int <= ${cap}::int
    RETURNING used`;
  return rows.length > 0;
}

export type UnitDay = {
  day: string;
  used: number;
  byPurpose: Partial<Record<UnitPurpose, number>>;
  calls: Partial<Record<UnitPurpose, number>>;
};

/** The ledger of one quota day (zeros when nothing was spent). */
export async function unitsOfDay(now = new Date()): Promise<UnitDay> {
  const { day } = quotaDay(now);
  const row = await db.youtubeQuotaDay.findUnique({ where: { day } });
  return {
    day,
    used: row?.used ?? 0,
    byPurpose: (row?.byPurpose ?? {}) as UnitDay["byPurpose"],
    calls: (row?.calls ?? {}) as UnitDay["calls"],
  };
}

/** Units `purpose` may still spend today. */
export async function unitsLeft(purpose: UnitPurpose, now = new Date()): Promise<number> {
  const d = await unitsOfDay(now);
  return Math.max(0, Math.min(dailyUnits() - d.used, purposeCap(purpose) - (d.byPurpose[purpose] ?? 0)));
}
