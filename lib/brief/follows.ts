// Followed niches and the Today section. Following is limited per plan (lib/plans.ts); the
// creator's settings row is locked while a follow is added, so two follows sent at once can't
// both squeeze past the limit. A follow builds the niche's current brief at once, so the Today
// section has something to show before the next morning; that build (like any a click causes) is
// worded by the offline engine, and the model writes only in the scheduled run. Churn through
// niches is capped too: NEW_FOLLOWS_PER_DAY distinct niches newly followed per UTC day.
import "server-only";
import { isAdmin, type SessionUser } from "@/lib/auth/current-user";
import { joinCreatorChannels } from "@/lib/channels/niches";
import { db } from "@/lib/db";
import { ApiError, tooManyRequests } from "@/lib/errors";
import { log } from "@/lib/log";
import { apiLimit, followLimit, NEW_FOLLOWS_PER_DAY, PLANS, UNLIMITED_STORED, type Tier } from "@/lib/plans";
import { mayFetchNiche } from "@/lib/trends/new-niche";
import { resolveNiche } from "@/lib/niches";
import { latestBriefs, nicheBrief } from "./build";
import type { FollowDTO, TodayDTO } from "./types";
import { daysAfter, DEFAULT_TIME_ZONE, isTimeZone } from "@/lib/time";
import { BRIEF_HOUR, currentBriefDate, nextBrief } from "./zone";

type Caller = Pick<SessionUser, "id" | "email" | "role" | "subscriptionTier">;

export function followLimitMessage(tier: Tier): string {
  const n = followLimit(tier);
  return `Your ${PLANS[tier].name} plan follows up to ${n} niche${n === 1 ? "" : "s"}. Unfollow one, or upgrade your plan to follow more.`;
}

export function newFollowsMessage(tier: Tier): string {
  const n = NEW_FOLLOWS_PER_DAY[tier];
  return `You've started following ${n} new niche${n === 1 ? "" : "s"} today, the most for one day on the ${PLANS[tier].name} plan. The niches you follow keep their briefs; try this one again tomorrow.`;
}

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/**
 * Counts a niche newly followed today (once per niche and UTC day, however often it is followed
 * and unfollowed) and refuses past the day's cap. Runs in the follow's transaction, under its
 * lock: a refused follow rolls its count back.
 */
async function countNewFollow(tx: Tx, user: Caller, nicheKey: string, now: Date): Promise<void> {
  if (isAdmin(user)) return;
  const day = now.toISOString().slice(0, 10);
  const midnight = daysAfter(new Date(`${day}T00:00:00.000Z`), 1).getTime();
  const expires = new Date(midnight).toISOString();
  const first = await tx.$queryRaw<unknown[]>`
    INSERT INTO rate_limit_buckets (key, count, "windowStart", "expiresAt")
    VALUES (${`follow-niche:${user.id}:${day}:${nicheKey}`}, 1, now(), ${expires}::timestamp)
    ON CONFLICT (key) DO NOTHING RETURNING 1`;
  if (first.length === 0) return;
  const [row] = await tx.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_buckets (key, count, "windowStart", "expiresAt")
    VALUES (${`follow-new:${user.id}:${day}`}, 1, now(), ${expires}::timestamp)
    ON CONFLICT (key) DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  if (Number(row.count) > NEW_FOLLOWS_PER_DAY[user.subscriptionTier]) {
    log.warn("new_follows_capped", { userId: user.id });
    throw tooManyRequests(newFollowsMessage(user.subscriptionTier), (midnight - now.getTime()) / 1000);
  }
}

const limitOf = (user: Caller) => (isAdmin(user) ? UNLIMITED_STORED : followLimit(user.subscriptionTier));

/**
 * The canonical niche: presets by their key and label ("gym" follows Fitness); custom text as
 * typed, keyed by its lower-cased words. (Not the matcher's slug: "C++" and "C#" would share one.)
 */
export function followedNiche(niche: string): { nicheKey: string; niche: string } {
  const m = resolveNiche(niche);
  return { nicheKey: m.preset ? m.key : m.label.toLowerCase(), niche: m.label };
}

/** Creates the settings row with the browser's zone (first follow only) and schedules the first brief. */
export async function ensureSettings(userId: string, timeZone: string | undefined, now = new Date()): Promise<void> {
  const tz = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const first = nextBrief(now, tz, null);
  await db.$executeRaw`
    INSERT INTO brief_settings ("userId", "timeZone", "digestEmail", "nextBriefDate", "nextBriefAt", "createdAt", "updatedAt")
    VALUES (${userId}, ${tz}, true, ${first.date}::date, ${first.at}, now(), now())
    ON CONFLICT ("userId") DO NOTHING`;
}

export async function followNiche(
  user: Caller,
  input: { niche: string; timeZone?: string },
  now = new Date(),
): Promise<FollowDTO> {
  const target = followedNiche(input.niche);
  await ensureSettings(user.id, input.timeZone, now);
  const limit = limitOf(user);
  const follow = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "userId" FROM brief_settings WHERE "userId" = ${user.id} FOR UPDATE`;
    const existing = await tx.nicheFollow.findUnique({
      where: { userId_nicheKey: { userId: user.id, nicheKey: target.nicheKey } },
    });
    if (existing) return existing;
    const count = await tx.nicheFollow.count({ where: { userId: user.id } });
    if (count >= limit) throw new ApiError(403, followLimitMessage(user.subscriptionTier), { limit: apiLimit(limit) });
    await countNewFollow(tx, user, target.nicheKey, now);
    return tx.nicheFollow.create({ data: { userId: user.id, nicheKey: target.nicheKey, niche: target.niche } });
  });
  // The creator's own and watched channels join the niche's channel set before its brief reads it.
  await joinCreatorChannels(user.id, [resolveNiche(follow.niche).key], now).catch((err) =>
    log.warn("niche_channels_join_failed", { error: String(err?.message ?? err).slice(0, 200) }),
  );
  const settings = await db.briefSettings.findUnique({ where: { userId: user.id }, select: { timeZone: true } });
  try {
    await nicheBrief(
      follow.nicheKey,
      follow.niche,
      currentBriefDate(now, settings?.timeZone ?? DEFAULT_TIME_ZONE),
      now,
      { writer: "offline", mayFetch: () => mayFetchNiche(user, resolveNiche(follow.niche), now) },
    );
  } catch (err) {
    // The follow stands; the scheduler builds the brief on its next run.
    log.error("brief_build_on_follow_failed", {
      nicheKey: follow.nicheKey,
      error: String((err as Error)?.message ?? err).slice(0, 200),
    });
  }
  return { nicheKey: follow.nicheKey, niche: follow.niche, followedAt: follow.createdAt.toISOString() };
}

export async function unfollowNiche(user: Caller, niche: string): Promise<{ success: true }> {
  const { nicheKey } = followedNiche(niche);
  await db.nicheFollow.deleteMany({ where: { userId: user.id, nicheKey } });
  return { success: true };
}

export async function today(user: Caller, now = new Date()): Promise<TodayDTO> {
  const [settings, follows] = await Promise.all([
    db.briefSettings.findUnique({ where: { userId: user.id }, select: { timeZone: true, lastSeenAt: true } }),
    db.nicheFollow.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
      select: { nicheKey: true, niche: true, createdAt: true },
    }),
  ]);
  const timeZone = settings?.timeZone ?? DEFAULT_TIME_ZONE;
  const briefDate = currentBriefDate(now, timeZone);
  const briefs = await latestBriefs(
    follows.map((f) => f.nicheKey),
    briefDate,
  );
  const lastSeen = settings?.lastSeenAt ?? null;
  return {
    briefDate,
    timeZone,
    availableHour: BRIEF_HOUR,
    follows: follows.map((f) => ({ nicheKey: f.nicheKey, niche: f.niche, followedAt: f.createdAt.toISOString() })),
    followLimit: apiLimit(limitOf(user)),
    briefs: follows.flatMap((f) => {
      const b = briefs.get(f.nicheKey);
      if (!b) return [];
      return [
        {
          id: b.id,
          nicheKey: f.nicheKey,
          niche: f.niche,
          briefDate: b.briefDate,
          builtAt: b.builtAt?.toISOString() ?? null,
          isNew: !lastSeen || (b.builtAt !== null && b.builtAt > lastSeen),
          content: b.content,
        },
      ];
    }),
    lastSeenAt: lastSeen?.toISOString() ?? null,
  };
}

/**
 * Builds today's brief of each followed niche that doesn't have one yet (the scheduler normally
 * has), so an open dashboard never waits for the next run. Shared builds: nothing is built twice.
 */
export async function refreshToday(user: Caller, now = new Date()): Promise<TodayDTO> {
  const before = await today(user, now);
  const missing = before.follows.filter(
    (f) => !before.briefs.some((b) => b.nicheKey === f.nicheKey && b.briefDate === before.briefDate),
  );
  if (missing.length === 0) return before;
  for (const f of missing) {
    try {
      await nicheBrief(f.nicheKey, f.niche, before.briefDate, now, {
        writer: "offline",
        mayFetch: () => mayFetchNiche(user, resolveNiche(f.niche), now),
      });
    } catch (err) {
      log.error("brief_refresh_failed", {
        nicheKey: f.nicheKey,
        error: String((err as Error)?.message ?? err).slice(0, 200),
      });
    }
  }
  return today(user, now);
}

/** The Today section was seen: briefs built before now are no longer "new". */
export async function markSeen(userId: string): Promise<{ success: true }> {
  await db.briefSettings.updateMany({ where: { userId }, data: { lastSeenAt: new Date() } });
  return { success: true };
}
