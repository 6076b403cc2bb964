// The connected channels' part of the GDPR data export (lib/channels): each channel, the public data of its
// videos the app keeps, and the view snapshots. Scoped to the one user.
import "server-only";
import { db } from "@/lib/db";
import { CHANNEL_SNAPSHOTS_PLAN, CHANNEL_VIDEOS_PLAN, CREATOR_CHANNELS_PLAN, exportedColumns } from "./export-plan";

export async function channelsExport(userId: string) {
  const channels = await db.creatorChannel.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    include: {
      videos: { orderBy: { publishedAt: "asc" }, include: { snapshots: { orderBy: { observedAt: "asc" } } } },
    },
  });
  return channels.map(({ videos, ...c }) => ({
    ...exportedColumns(c, CREATOR_CHANNELS_PLAN),
    videos: videos.map(({ snapshots, ...v }) => ({
      ...exportedColumns(v, CHANNEL_VIDEOS_PLAN),
      snapshots: snapshots.map((s) => exportedColumns(s, CHANNEL_SNAPSHOTS_PLAN)),
    })),
  }));
}
