// The competitor channels a creator watches: added the way their own channel is connected (a
// handle, a channel URL or a UC id, resolved and read before anything is stored), read the same
// way (the keyless feed, and with a key the budgeted Data API), and judged by the same outlier
// rule against their own usual. Their recent outliers are evidence on the trend cards they are
// close to, matched by the fit's topic matching (./fit.ts closeVideos).
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { apiLimit } from "@/lib/plans";
import { DAY_MS } from "@/lib/time";
import { closeVideos, type FitTrend } from "./fit";
import { judgedVideos, videoDTO } from "./insights";
import { channelsOf, connectChannel, isStale, limitOf, refreshChannel, toDTOs } from "./service";
import { RATIO_NOTE, type ChannelDTO, type WatchedEvidenceDTO, type WatchedListDTO } from "./types";
import { youtubeKeySet } from "./youtube-api";

type Caller = Pick<SessionUser, "id" | "email" | "role" | "subscriptionTier">;

/** A watched channel's outlier counts as evidence on a trend for this many days after it was published. */
export const WATCHED_DAYS = 7;
/** Outliers listed per watched channel on the channel page. */
const LISTED = 5;
/**
 * Stale watched channels read again each time the list is looked at, the longest unread first:
 * a look never waits on twenty reads, and the rest follow on the next looks.
 */
export const READS_PER_LOOK = 3;

export const addCompetitor = (user: Caller, typed: string, now = new Date()): Promise<ChannelDTO> =>
  connectChannel(user, typed, now, "competitor");

/** The channels the creator watches with their latest outliers; a few stale ones are read first. */
export async function watchedChannels(user: Caller, now = new Date()): Promise<WatchedListDTO> {
  let rows = await channelsOf(user, "competitor");
  const due = rows
    .filter((r) => isStale(r, now))
    .sort((a, b) => (a.readAt?.getTime() ?? 0) - (b.readAt?.getTime() ?? 0))
    .slice(0, READS_PER_LOOK);
  if (due.length) {
    const read = new Map((await Promise.all(due.map((r) => refreshChannel(r, now)))).map((r) => [r.id, r]));
    rows = rows.map((r) => read.get(r.id) ?? r);
  }
  const dtos = await toDTOs(rows);
  const channels = await Promise.all(
    dtos.map(async (c) => ({
      ...c,
      outliers: (await judgedVideos(c.id, now, "its"))
        .filter((j) => j.performance.verdict === "outlier")
        .slice(0, LISTED)
        .map((j) => videoDTO(j.row, j.performance)),
    })),
  );
  return { channels, limit: apiLimit(limitOf(user, "competitor")), apiKey: youtubeKeySet(), note: RATIO_NOTE };
}

export function watchedLine(channels: number): string {
  return `${channels} ${channels === 1 ? "channel" : "channels"} you watch had an outlier on this in the last ${WATCHED_DAYS} days`;
}

/**
 * For each trend with one: the watched channels whose outliers published within WATCHED_DAYS are
 * close to it, each with those videos. Read from what is stored, nothing fetched.
 */
export async function watchedEvidence(
  userId: string,
  trends: FitTrend[],
  now = new Date(),
): Promise<WatchedEvidenceDTO[]> {
  const channels = await db.creatorChannel.findMany({
    where: { userId, role: "competitor" },
    orderBy: { createdAt: "asc" },
    select: { id: true, title: true },
  });
  if (channels.length === 0 || trends.length === 0) return [];
  const videos = (
    await Promise.all(
      channels.map(async (c) =>
        (await judgedVideos(c.id, now, "its")).map(({ row, performance }) => ({
          ...videoDTO(row, performance),
          tags: row.tags,
          channel: c,
        })),
      ),
    )
  ).flat();
  // All their videos make the umbrella words; only the recent outliers are named.
  const close = closeVideos(videos);
  const since = now.getTime() - WATCHED_DAYS * DAY_MS;
  return trends.flatMap((trend) => {
    const hits = close(trend)
      .map((x) => x.v)
      .filter((v) => v.verdict === "outlier" && Date.parse(v.publishedAt) >= since);
    if (hits.length === 0) return [];
    const byChannel = new Map<string, WatchedEvidenceDTO["channels"][number]>();
    for (const v of hits) {
      const entry = byChannel.get(v.channel.id) ?? { id: v.channel.id, title: v.channel.title, videos: [] };
      entry.videos.push({ videoId: v.videoId, title: v.title, url: v.url, label: v.label });
      byChannel.set(v.channel.id, entry);
    }
    return [{ trendId: trend.id, line: watchedLine(byChannel.size), channels: [...byChannel.values()] }];
  });
}
