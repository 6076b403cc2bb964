// The fit of a niche's trends (the creator's latest report) to their connected channel, and the
// watched channels' outliers that support them: read from the stored trends and videos, nothing fetched.
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { TrendDTO } from "@/lib/dto";
import { listTrendsJson } from "@/lib/trends/store";
import { watchedEvidence } from "./competitors";
import { trendFits, type TrendFitDTO } from "./fit";
import { judgedVideos, videoDTO } from "./insights";
import type { WatchedEvidenceDTO } from "./types";

/**
 * GET /api/channels/fit: the channel the fit is measured against (null: none connected), each
 * trend's fit, and the trends the watched channels' recent outliers support.
 */
export type ChannelFitDTO = {
  channel: { id: string; title: string } | null;
  fits: TrendFitDTO[];
  watched: WatchedEvidenceDTO[];
};

export async function fitForNiche(
  user: Pick<SessionUser, "id">,
  niche: string,
  now = new Date(),
): Promise<ChannelFitDTO> {
  const channel = await db.creatorChannel.findFirst({
    where: { userId: user.id, role: "own" },
    orderBy: { createdAt: "asc" },
    select: { id: true, title: true },
  });
  const trends = (JSON.parse(await listTrendsJson(user.id, niche)) as TrendDTO[]).map((t) => ({
    id: t.id,
    title: t.title,
    hashtags: t.hashtags,
  }));
  const watched = await watchedEvidence(user.id, trends, now);
  if (!channel) return { channel: null, fits: [], watched };
  const videos = (await judgedVideos(channel.id, now)).map(({ row, performance }) => ({
    ...videoDTO(row, performance),
    tags: row.tags,
  }));
  return {
    channel,
    fits: trendFits(trends, videos),
    watched,
  };
}
