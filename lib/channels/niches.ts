// A creator's channels, their own and those they watch, join the channel set trend discovery reads
// (youtube_niche_channels) for every niche the creator follows or asked a report for lately: when
// a channel is added (all those niches) and when a report is asked for (that niche). The feeds
// then read them in turn for free, so a niche's coverage grows with its creators, not searches.
import { resolveNiche } from "@/lib/niches";
import "server-only";
import { db } from "@/lib/db";
import { DAY_MS } from "@/lib/time";
import { nicheMatcher } from "@/lib/trends/core/niche";
import { joinChannels } from "@/lib/trends/sources/youtube/channels";

/** A report asked for within this many days makes its niche one of the creator's. */
export const RECENT_REPORT_DAYS = 30;

/** The keys of the niches the creator follows or asked a report for within RECENT_REPORT_DAYS. */
export async function creatorNicheKeys(userId: string, now = new Date()): Promise<string[]> {
  const [follows, reports] = await Promise.all([
    db.nicheFollow.findMany({ where: { userId }, select: { niche: true } }),
    db.trend.findMany({
      where: { userId, createdAt: { gte: new Date(now.getTime() - RECENT_REPORT_DAYS * DAY_MS) } },
      distinct: ["niche"],
      select: { niche: true },
    }),
  ]);
  // The sources' key (a follow's own key of a custom niche is its words, not the sources' slug).
  return [...new Set([...follows, ...reports].map((r) => nicheMatcher(resolveNiche(r.niche)).key))];
}

/** Every channel of the creator joins the given niches (all of theirs when none are given). */
export async function joinCreatorChannels(userId: string, nicheKeys?: string[], now = new Date()): Promise<number> {
  const channels = await db.creatorChannel.findMany({ where: { userId }, select: { channelId: true, title: true } });
  if (channels.length === 0) return 0;
  return joinChannels(nicheKeys ?? (await creatorNicheKeys(userId, now)), channels, now);
}
