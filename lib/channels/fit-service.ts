// The fit of a niche's trends (the creator's latest report) to their connected channel: read
// from the stored trends and the channel's stored videos, nothing fetched.
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { TrendDTO } from "@/lib/dto";
import { listTrendsJson } from "@/lib/trends/store";
import { trendFits, type TrendFitDTO } from "./fit";
import { judgedVideos, videoDTO } from "./insights";

/** GET /api/channels/fit: the channel the fit is measured against (null: none connected) and each trend's fit. */
export type ChannelFitDTO = { channel: { id: string; title: string } | null; fits: TrendFitDTO[] };

export async function fitForNiche(
  user: Pick<SessionUser, "id">,
  niche: string,
  now = new Date(),
): Promise<ChannelFitDTO> {
  const channel = await db.creatorChannel.findFirst({
    where: { userId: user.id },
    orderBy: { createdAt: "asc" },
    select: { id: true, title: true },
  });
  if (!channel) return { channel: null, fits: [] };
  const trends = JSON.parse(await listTrendsJson(user.id, niche)) as TrendDTO[];
  const videos = (await judgedVideos(channel.id, now)).map(({ row, performance }) => ({
    ...videoDTO(row, performance),
    tags: row.tags,
  }));
  return {
    channel,
    fits: trendFits(
      trends.map((t) => ({ id: t.id, title: t.title, hashtags: t.hashtags })),
      videos,
    ),
  };
}
