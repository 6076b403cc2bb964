// A niche's pick, stored (niche_picks). Scoring every stored item of a popular niche costs seconds
// on a server instance that has just started: its memos are empty and 50k rows have to come out of
// the database first. The items change only when a round or an import writes them, so the pick is
// kept with a hash of what it read (its inputs' newest writes, not the items), and a report over
// the same items, on any instance, reads the pick instead of the items. The trends cron keeps the
// picks of the niches in use current.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { daysBefore } from "@/lib/time";
import { TOPICS_VERSION } from "./extracted";
import { loadNicheSignals } from "./live-store";
import { loadSnapshot } from "./snapshot";
import { MAX_TRENDS, pickTopics, type Coverage, type Ranked } from "./pick";
import type { NicheMatcher } from "./core/niche";

export type Picked = {
  /** 0-5 topics, best first: the niche's own, then (only to complete a thin report) borrowed ones. */
  ranked: Ranked[];
  coverage: Coverage;
  /** Live items stored for the niche within the scoring window. */
  liveItems: number;
};

/**
 * How long a pick stands for the same items. Its live windows end when it was made: a report 40
 * minutes later counts the same posts in windows 40 minutes older, a shift of a few percent of a
 * 24-hour window. The cron runs every 30 minutes; the rest is slack for a late run.
 */
export const PICK_REUSE_MS = 45 * 60_000;

/** Picks older than this are deleted: a niche no one asked for in a day has none stored. */
const PICK_KEEP_DAYS = 1;

/**
 * The build of the engine that made a pick: a deploy (or a restart of the dev server) never reads
 * a pick another version of the scoring made. next.config stamps it at build; outside Next (tests,
 * benches) it is empty, and the items' own hash decides alone.
 */
const ENGINE_BUILD = process.env.TRENDS_ENGINE_BUILD ?? "";

type Marks = {
  /** The niche's newest live row write, and the snapshot store's newest row. */
  at: string | null;
  sat: string | null;
  /** The stored pick, if any. */
  inputs: string | null;
  pickedAt: Date | null;
  picked: string | null;
};

/**
 * What a pick would read, marked by its newest writes (each an index's last entry, whatever the
 * number of rows), and the stored pick, in one query. A round's upsert writes its time on every row
 * it reads; the snapshot store only gains rows (the seed, imports). Rows leave either store only by the
 * retention sweep, which never reaches into the scoring window.
 */
async function marksOf(nicheKey: string): Promise<Marks> {
  const rows = await db.$queryRaw<Marks[]>`
    SELECT
      (SELECT to_char(max("fetchedAt"), 'YYYY-MM-DD"T"HH24:MI:SS.MS') FROM niche_signals WHERE "nicheKey" = ${nicheKey}) AS at,
      (SELECT to_char(max("createdAt"), 'YYYY-MM-DD"T"HH24:MI:SS.MS') FROM signal_items) AS sat,
      p.inputs, p."pickedAt", p.picked::text AS picked
    FROM (SELECT 1) one LEFT JOIN niche_picks p ON p."nicheKey" = ${nicheKey}`;
  return rows[0];
}

/**
 * What a pick read, as one hash: the live rows and the snapshot store by their newest writes, the
 * day they are read on (the snapshot's windows end at each source's latest day up to today; the
 * live windows are held to PICK_REUSE_MS), whether the curated examples could be used, the engine.
 */
const inputsOf = (m: Marks, now: Date, examples: boolean) =>
  createHash("sha256")
    .update([ENGINE_BUILD, TOPICS_VERSION, m.at, m.sat, now.toISOString().slice(0, 10), examples].join("|"))
    .digest("base64url");

/**
 * The niche's pick over its stored live items and its snapshot rows (the curated examples only
 * when `examples`): the stored one when it read the same and was made at most PICK_REUSE_MS before
 * `now`, else picked now and stored. A pick that can't be stored is still returned: the next
 * report picks again.
 */
export async function currentPick(matcher: NicheMatcher, now: Date, examples: boolean): Promise<Picked> {
  const marks = await marksOf(matcher.key);
  const inputs = inputsOf(marks, now, examples);
  const age = marks.pickedAt ? now.getTime() - marks.pickedAt.getTime() : Infinity;
  if (marks.picked && marks.inputs === inputs && age >= 0 && age < PICK_REUSE_MS)
    return JSON.parse(marks.picked) as Picked;
  const [items, snapshot] = await Promise.all([loadNicheSignals(matcher.key, now), loadSnapshot(matcher, now)]);
  const usable = examples ? snapshot : snapshot.filter((it) => it.source !== "curated");
  const { ranked, coverage } = pickTopics([...items, ...usable], matcher, now);
  const picked: Picked = { ranked: ranked.slice(0, MAX_TRENDS), coverage, liveItems: items.length };
  // Returned as it is stored, so a report reads the same shape whether it picked or read the pick.
  const data = { inputs, pickedAt: now, picked: JSON.parse(JSON.stringify(picked)) as Picked };
  await db.nichePick
    .upsert({ where: { nicheKey: matcher.key }, create: { nicheKey: matcher.key, ...data }, update: data })
    .catch((err) =>
      log.warn("niche_pick_not_stored", { niche: matcher.key, error: String(err?.message ?? err).slice(0, 200) }),
    );
  return data.picked;
}

/** Deletes the picks no one read or refreshed for a day (the trends cron). */
export function prunePicks(now: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM niche_picks WHERE "pickedAt" < ${daysBefore(now, PICK_KEEP_DAYS).toISOString()}::timestamptz AT TIME ZONE 'UTC'`;
}
