// A niche's brief for a date is built once and shared by every follower: the first caller
// claims the (niche, date) row and builds; everyone else, on any instance, waits for that row.
// A builder that died mid-build loses its claim after BUILD_LEASE_S and the next caller rebuilds.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { unavailable } from "@/lib/errors";
import { log } from "@/lib/log";
import { composeBrief, FRESH_DAYS, withIdeaTopic } from "./content";
import { briefMaterial, briefModelReady, type BuildOptions } from "./source";
import type { BriefContent } from "./types";
import { addDays, dateString, dateValue } from "./zone";

export const BUILD_LEASE_S = 120;
const WAIT_STEP_MS = 200;
const WAIT_MAX_MS = 60_000;

export type ReadyBrief = {
  id: string;
  nicheKey: string;
  niche: string;
  briefDate: string;
  builtAt: Date | null;
  content: BriefContent;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function ready(row: {
  id: string;
  nicheKey: string;
  niche: string;
  briefDate: Date;
  builtAt: Date | null;
  content: Prisma.JsonValue;
}): ReadyBrief {
  return {
    id: row.id,
    nicheKey: row.nicheKey,
    niche: row.niche,
    briefDate: dateString(row.briefDate),
    builtAt: row.builtAt,
    content: withIdeaTopic(row.content as BriefContent),
  };
}

async function build(
  id: string,
  nicheKey: string,
  niche: string,
  date: string,
  now: Date,
  opts: BuildOptions,
): Promise<ReadyBrief> {
  const started = performance.now();
  try {
    const previous = await db.nicheBrief.findMany({
      where: { nicheKey, status: "ready", briefDate: { lt: dateValue(date) } },
      orderBy: { briefDate: "desc" },
      take: FRESH_DAYS,
      select: { briefDate: true, content: true },
    });
    const material = await briefMaterial(niche, nicheKey, now, opts);
    const composed = composeBrief(
      material,
      previous.map((p) => ({ date: dateString(p.briefDate), content: p.content as BriefContent })),
      addDays(date, -1),
    );
    const content: BriefContent = opts.writer === "offline" ? { ...composed, provisional: true } : composed;
    const row = await db.nicheBrief.update({
      where: { id },
      data: {
        status: "ready",
        content: content as unknown as Prisma.InputJsonValue,
        generatedBy: content.generatedBy || null,
        builtAt: new Date(),
      },
    });
    log.info("brief_built", {
      nicheKey,
      date,
      trends: content.trends.length,
      empty: Boolean(content.empty),
      ms: Math.round(performance.now() - started),
    });
    return ready(row);
  } catch (err) {
    // Give the claim back so the next caller builds instead of waiting out the lease; a brief being
    // reworded keeps the words it had.
    await db.nicheBrief
      .updateMany({ where: { id, status: "building", builtAt: { not: null } }, data: { status: "ready" } })
      .catch(() => undefined);
    await db.nicheBrief.deleteMany({ where: { id, status: "building" } }).catch(() => undefined);
    throw err;
  }
}

/**
 * The niche's brief for `date` (a local calendar date), built now if nobody has built it yet;
 * `opts` say who words a build this call makes and whether it may fetch (source.ts).
 */
export async function nicheBrief(
  nicheKey: string,
  niche: string,
  date: string,
  now = new Date(),
  opts: BuildOptions = {},
): Promise<ReadyBrief> {
  const briefDate = dateValue(date);
  const deadline = Date.now() + WAIT_MAX_MS;
  for (;;) {
    const row = await db.nicheBrief.findUnique({ where: { nicheKey_briefDate: { nicheKey, briefDate } } });
    if (row?.status === "ready") {
      if (
        (opts.writer ?? "model") === "offline" ||
        !(row.content as BriefContent | null)?.provisional ||
        !(await briefModelReady(nicheKey))
      )
        return ready(row);
      // Worded offline on a follow: the scheduled run claims it once and has the model reword it.
      const reword = await db.$queryRaw<{ id: string }[]>`
        UPDATE niche_briefs SET status = 'building', "claimedAt" = now()
        WHERE id = ${row.id} AND status = 'ready' AND content->>'provisional' = 'true'
        RETURNING id`;
      if (reword.length) return build(row.id, nicheKey, niche, date, now, opts);
      continue;
    }
    if (!row) {
      const claimed = await db.$queryRaw<{ id: string }[]>`
        INSERT INTO niche_briefs (id, "nicheKey", niche, "briefDate", status, "claimedAt")
        VALUES (gen_random_uuid()::text, ${nicheKey}, ${niche}, ${date}::date, 'building', now())
        ON CONFLICT ("nicheKey", "briefDate") DO NOTHING
        RETURNING id`;
      if (claimed.length) return build(claimed[0].id, nicheKey, niche, date, now, opts);
    } else {
      const taken = await db.$queryRaw<{ id: string }[]>`
        UPDATE niche_briefs SET "claimedAt" = now()
        WHERE id = ${row.id} AND status = 'building' AND "claimedAt" < now() - make_interval(secs => ${BUILD_LEASE_S})
        RETURNING id`;
      if (taken.length) return build(row.id, nicheKey, niche, date, now, opts);
    }
    if (Date.now() > deadline)
      throw unavailable("Today's brief is still being prepared. Please try again in a minute.");
    await sleep(WAIT_STEP_MS);
  }
}

/** The newest ready brief of each niche on or before `date` (what Today shows while today's is on its way). */
export async function latestBriefs(nicheKeys: string[], date: string): Promise<Map<string, ReadyBrief>> {
  if (nicheKeys.length === 0) return new Map();
  const rows = await db.nicheBrief.findMany({
    where: {
      nicheKey: { in: nicheKeys },
      // A brief being reworded (built before, so builtAt is set) still shows its current words.
      OR: [{ status: "ready" }, { status: "building", builtAt: { not: null } }],
      briefDate: { lte: dateValue(date), gte: dateValue(addDays(date, -FRESH_DAYS)) },
    },
    orderBy: { briefDate: "desc" },
  });
  const out = new Map<string, ReadyBrief>();
  for (const row of rows) if (!out.has(row.nicheKey)) out.set(row.nicheKey, ready(row));
  return out;
}
