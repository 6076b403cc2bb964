// A connected channel's stored uploads with their snapshots, as the page's rows and as the
// baseline's Upload records: the one read behind the channel page's verdicts and the filmed
// ideas' results. Takes the transaction when a channel read is still being written.
import "server-only";
import { db, Prisma } from "@/lib/db";
import type { Upload } from "./baseline";
import type { VideoFormat } from "./format";

export type VideoRow = {
  id: string;
  videoId: string;
  title: string;
  tags: string[];
  publishedAt: Date;
  format: string;
  formatBasis: string;
  views: number;
  observedAt: Date;
  snapshots: { observedAt: Date; views: number }[];
};

export const toUpload = (r: VideoRow): Upload => ({
  videoId: r.videoId,
  format: r.format as VideoFormat,
  publishedAt: r.publishedAt,
  views: r.views,
  snapshots: r.snapshots.map((s) => ({ at: s.observedAt, views: s.views })),
});

/** YouTube's link to a video: /shorts/ for a Short, /watch for the rest. */
export const videoUrl = (videoId: string, format: string) =>
  `https://www.youtube.com/${format === "short" ? "shorts/" : "watch?v="}${encodeURIComponent(videoId)}`;

export async function storedUploads(
  channelRef: string,
  client: Prisma.TransactionClient = db,
): Promise<{ rows: VideoRow[]; uploads: Upload[] }> {
  const rows: VideoRow[] = await client.channelVideo.findMany({
    where: { channelRef },
    select: {
      id: true,
      videoId: true,
      title: true,
      tags: true,
      publishedAt: true,
      format: true,
      formatBasis: true,
      views: true,
      observedAt: true,
      snapshots: { select: { observedAt: true, views: true } },
    },
  });
  return { rows, uploads: rows.map(toUpload) };
}
