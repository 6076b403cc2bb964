// The connected channels' part of the GDPR data export (lib/channels): each channel, the public data of its
// videos the app keeps, the view snapshots, and the ideas the creator marked as filmed with the
// results worked out for them. Scoped to the one user.
import "server-only";
import { db } from "@/lib/db";
import {
  CHANNEL_SNAPSHOTS_PLAN,
  CHANNEL_VIDEOS_PLAN,
  CREATOR_CHANNELS_PLAN,
  exportedColumns,
  FILMED_IDEAS_PLAN,
} from "./export-plan";

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

export async function filmedIdeasExport(userId: string) {
  const rows = await db.filmedIdea.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => exportedColumns(row, FILMED_IDEAS_PLAN));
}
