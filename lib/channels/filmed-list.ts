// What the creator filmed (GET /api/filmed), and which uploads an idea most likely became (the
// dialog's list to pick from).
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { itemTopics } from "@/lib/trends/core/text";
import { filmedDTO, ownIdea } from "./filmed";
import { FILMED_NOTE } from "./filmed-results";
import type { FilmedListDTO, FilmedSuggestionDTO, FilmedSuggestionsDTO } from "./types";
import { videoUrl } from "./uploads";

type Caller = Pick<SessionUser, "id">;

/** The latest uploads looked at for suggestions, and how many the dialog lists. */
const LOOKED_AT = 60;
const LISTED = 20;

export async function filmedList(user: Caller): Promise<FilmedListDTO> {
  const rows = await db.filmedIdea.findMany({
    where: { userId: user.id },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
  });
  return { filmed: rows.map(filmedDTO), note: FILMED_NOTE };
}

/**
 * Topic keys of a text, by the extraction the trends and the channel page use (lib/trends/core/text.ts
 * itemTopics): tags first, then the title's key phrases and naming words, each by its singular key.
 */
const keysOf = (title: string, tags: string[] = [], channel = "") => itemTopics({ title, tags, channel });

/**
 * The creator's latest uploads for an idea. Suggested first: an upload published after the idea
 * was written whose title or tags share a topic with the idea's hook or its trend's title ("raku
 * firing" in both; two shared topics before one); then the rest, newest first.
 */
export async function filmedSuggestions(user: Caller, ideaId: string): Promise<FilmedSuggestionsDTO> {
  const idea = await ownIdea(user, ideaId);
  const [channels, current] = await Promise.all([
    db.creatorChannel.findMany({ where: { userId: user.id, role: "own" }, select: { id: true, title: true } }),
    db.filmedIdea.findUnique({ where: { ideaId: idea.id } }),
  ]);
  const titles = new Map(channels.map((c) => [c.id, c.title]));
  const videos = channels.length
    ? await db.channelVideo.findMany({
        where: { channelRef: { in: channels.map((c) => c.id) } },
        orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
        take: LOOKED_AT,
        select: {
          videoId: true,
          title: true,
          tags: true,
          publishedAt: true,
          format: true,
          views: true,
          channelRef: true,
        },
      })
    : [];
  const ideaKeys = new Set([...keysOf(idea.hook).keys, ...keysOf(idea.trend.title).keys]);
  const listed: FilmedSuggestionDTO[] = videos.map((v) => {
    const channelTitle = titles.get(v.channelRef) ?? "";
    const { topics, keys } = keysOf(v.title, v.tags, channelTitle);
    const shared = topics.filter((_, i) => ideaKeys.has(keys[i]));
    return {
      videoId: v.videoId,
      title: v.title,
      url: videoUrl(v.videoId, v.format),
      format: v.format === "short" ? "short" : "long",
      publishedAt: v.publishedAt.toISOString(),
      channelTitle,
      views: v.views,
      suggested: v.publishedAt >= idea.createdAt && shared.length > 0,
      shared,
    };
  });
  const rank = (s: FilmedSuggestionDTO) => (s.suggested ? s.shared.length : 0);
  // A stable sort: equal ranks keep the newest-first order of the query.
  listed.sort((a, b) => rank(b) - rank(a));
  return {
    videos: listed.slice(0, LISTED),
    channels: channels.length,
    current: current && filmedDTO(current),
  };
}
