// A niche's YouTube channel set (youtube_niche_channels), kept and growing: every search adds the
// channels it found (and counts how many of their videos it ranked); the keyless feeds then read
// a stated number of them per round, least recently read first, so a niche's whole set is
// followed in turn for free while the metered searches stay rare. The channels creators connect
// or watch join the sets of their niches too (joinChannels), so coverage grows without searches.
import "server-only";
import { db } from "@/lib/db";
import { YOUTUBE_KEEP_DAYS } from "@/lib/compliance/policy";
import { daysBefore } from "@/lib/time";
import { storableText } from "../types";

export type KnownChannel = { channelId: string; title: string; medianViews: number | null };

const iso = (d: Date) => d.toISOString();

/** Adds (or refreshes) the channels of a search's hits: one row per channel, `ranked` += its hits. */
export async function rememberChannels(
  nicheKey: string,
  hits: readonly { channelId: string; channelTitle: string }[],
  now: Date,
): Promise<number> {
  const byChannel = new Map<string, { channelId: string; title: string; ranked: number }>();
  for (const h of hits) {
    const c = byChannel.get(h.channelId);
    if (c) c.ranked++;
    else byChannel.set(h.channelId, { channelId: h.channelId, title: storableText(h.channelTitle, 120), ranked: 1 });
  }
  if (byChannel.size === 0) return 0;
  return db.$executeRaw`
    INSERT INTO youtube_niche_channels ("nicheKey", "channelId", title, "firstSeenAt", "lastSeenAt", ranked)
    SELECT ${nicheKey}, x."channelId", x.title, ${iso(now)}::timestamp, ${iso(now)}::timestamp, x.ranked
    FROM json_to_recordset(${JSON.stringify([...byChannel.values()])}::json) AS x("channelId" text, title text, ranked int)
    ON CONFLICT ("nicheKey", "channelId") DO UPDATE SET
      title = CASE WHEN EXCLUDED.title <> '' THEN EXCLUDED.title ELSE youtube_niche_channels.title END,
      "lastSeenAt" = EXCLUDED."lastSeenAt",
      ranked = youtube_niche_channels.ranked + EXCLUDED.ranked`;
}

/**
 * Adds channels a creator connected or watches to each of `nicheKeys` without a search: a new row
 * has ranked 0 (no search returned it) and is read by the feeds like the others; a known one is
 * seen again now, which keeps it from the 30-day sweep while its creator keeps it.
 */
export async function joinChannels(
  nicheKeys: readonly string[],
  channels: readonly { channelId: string; title: string }[],
  now: Date,
): Promise<number> {
  const rows = [...new Set(nicheKeys)].flatMap((nicheKey) =>
    channels.map((c) => ({ nicheKey, channelId: c.channelId, title: storableText(c.title, 120) })),
  );
  if (rows.length === 0) return 0;
  return db.$executeRaw`
    INSERT INTO youtube_niche_channels ("nicheKey", "channelId", title, "firstSeenAt", "lastSeenAt", ranked)
    SELECT x."nicheKey", x."channelId", x.title, ${iso(now)}::timestamp, ${iso(now)}::timestamp, 0
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x("nicheKey" text, "channelId" text, title text)
    ON CONFLICT ("nicheKey", "channelId") DO UPDATE SET
      "lastSeenAt" = GREATEST(youtube_niche_channels."lastSeenAt", EXCLUDED."lastSeenAt")`;
}

/**
 * The `n` channels to read this round: never read first, then the least recently read; among
 * equals, the ones whose videos the searches ranked most often.
 */
export async function channelsToRead(nicheKey: string, n: number): Promise<KnownChannel[]> {
  return db.youtubeNicheChannel.findMany({
    where: { nicheKey },
    orderBy: [{ lastReadAt: { sort: "asc", nulls: "first" } }, { ranked: "desc" }, { channelId: "asc" }],
    take: n,
    select: { channelId: true, title: true, medianViews: true },
  });
}

/** The stored medians of some of the niche's channels (null where none is known yet). */
export async function channelMedians(nicheKey: string, channelIds: readonly string[]): Promise<Map<string, number>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db.youtubeNicheChannel.findMany({
    where: { nicheKey, channelId: { in: [...new Set(channelIds)] }, medianViews: { not: null } },
    select: { channelId: true, medianViews: true },
  });
  return new Map(rows.map((r) => [r.channelId, r.medianViews!]));
}

/**
 * Records a round's feed reads, failed ones too (so the rotation moves on): when, and each
 * channel's median, kept when this read had none. A feed that is gone (404; YouTube's feeds also
 * answer so now and then) loses its median: a channel nobody finds or reads again is then pruned.
 */
export async function markRead(
  nicheKey: string,
  reads: readonly { channelId: string; medianViews: number | null; gone?: boolean }[],
  now: Date,
): Promise<void> {
  if (reads.length === 0) return;
  await db.$executeRaw`
    UPDATE youtube_niche_channels c SET "lastReadAt" = ${iso(now)}::timestamp,
      "medianViews" = CASE WHEN x.gone THEN NULL ELSE COALESCE(x."medianViews", c."medianViews") END
    FROM json_to_recordset(${JSON.stringify(reads.map((r) => ({ ...r, gone: Boolean(r.gone) })))}::json)
      AS x("channelId" text, "medianViews" float8, gone boolean)
    WHERE c."nicheKey" = ${nicheKey} AND c."channelId" = x."channelId"`;
}

/**
 * The refresh cron's sweep: channels no search has found within YouTube's keeping limit and whose
 * feed has not been read with a median within it either are forgotten.
 */
export async function pruneChannels(now: Date): Promise<number> {
  const before = iso(daysBefore(now, YOUTUBE_KEEP_DAYS));
  return db.$executeRaw`
    DELETE FROM youtube_niche_channels
    WHERE "lastSeenAt" < ${before}::timestamp
      AND ("medianViews" IS NULL OR "lastReadAt" IS NULL OR "lastReadAt" < ${before}::timestamp)`;
}
