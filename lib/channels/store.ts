// Writing a read into the database: one statement upserts every video (new counts, the format
// recomputed from what is known), one more adds the read's snapshot of each video's views, and the
// filmed ideas' results follow the new counts. A failed read only records its message: the videos
// of the last good read stay.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { saveFilmedResults } from "./filmed";
import { formatOf } from "./format";
import type { ChannelRead, ReadVideo } from "./read";

type Tx = Prisma.TransactionClient;

/**
 * A feed-only read knows no duration: where an earlier read with the API stored one, the format
 * is decided with it (and the feed's link) rather than with the link alone.
 */
async function withKnownDurations(tx: Tx, channelRef: string, videos: ReadVideo[]): Promise<ReadVideo[]> {
  const missing = videos.filter((v) => v.durationS === null).map((v) => v.videoId);
  if (missing.length === 0) return videos;
  const known = new Map(
    (
      await tx.channelVideo.findMany({
        where: { channelRef, videoId: { in: missing }, durationS: { not: null } },
        select: { videoId: true, durationS: true },
      })
    ).map((r) => [r.videoId, r.durationS!]),
  );
  return videos.map((v) => {
    const d = known.get(v.videoId);
    if (v.durationS !== null || d === undefined) return v;
    const f = formatOf(v.publishedAt, d, v.format === "short");
    return { ...v, durationS: d, format: f.format, formatBasis: f.basis };
  });
}

export async function saveRead(tx: Tx, channelRef: string, read: ChannelRead, now: Date): Promise<void> {
  const videos = await withKnownDurations(tx, channelRef, read.videos);
  if (videos.length) {
    const rows = JSON.stringify(
      videos.map((v) => ({ ...v, publishedAt: v.publishedAt.toISOString(), tags: v.tags.slice(0, 30) })),
    );
    await tx.$executeRaw`
      INSERT INTO channel_videos (id, "channelRef", "videoId", title, tags, "publishedAt", "durationS", format,
        "formatBasis", views, likes, comments, "observedAt")
      SELECT gen_random_uuid()::text, ${channelRef}, r."videoId", r.title, COALESCE(r.tags, ARRAY[]::text[]),
        r."publishedAt", r."durationS", r.format, r."formatBasis", r.views, r.likes, r.comments, ${now}
      FROM jsonb_to_recordset(${rows}::jsonb) AS r("videoId" text, title text, tags text[],
        "publishedAt" timestamp(3), "durationS" int, format text, "formatBasis" text, views int, likes int, comments int)
      ON CONFLICT ("channelRef", "videoId") DO UPDATE SET
        title = EXCLUDED.title,
        tags = CASE WHEN cardinality(EXCLUDED.tags) > 0 THEN EXCLUDED.tags ELSE channel_videos.tags END,
        "durationS" = COALESCE(EXCLUDED."durationS", channel_videos."durationS"),
        format = EXCLUDED.format,
        "formatBasis" = EXCLUDED."formatBasis",
        views = EXCLUDED.views,
        likes = EXCLUDED.likes,
        comments = COALESCE(EXCLUDED.comments, channel_videos.comments),
        "observedAt" = EXCLUDED."observedAt"`;
    await tx.$executeRaw`
      INSERT INTO channel_video_snapshots ("videoRef", "observedAt", views)
      SELECT id, "observedAt", views FROM channel_videos WHERE "channelRef" = ${channelRef} AND "observedAt" = ${now}
      ON CONFLICT DO NOTHING`;
    await saveFilmedResults(tx, channelRef);
  }
  await tx.creatorChannel.update({
    where: { id: channelRef },
    data: {
      readAt: now,
      readError: null,
      ...(read.units > 0 ? { apiReadAt: now } : {}),
      ...(read.title ? { title: read.title } : {}),
    },
  });
}

export async function saveReadError(channelRef: string, message: string): Promise<void> {
  await db.creatorChannel.update({ where: { id: channelRef }, data: { readError: message.slice(0, 300) } });
}
