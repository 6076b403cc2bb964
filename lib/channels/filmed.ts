// "I filmed this": an idea linked to the upload it became, and how that upload did (./filmed-results.ts).
// An idea is the creator's only when its trend is theirs; a video only when it is a stored upload
// of one of their connected channels: anything else is refused before a row is written. One video
// per idea (linking again replaces it). The link keeps copies of the trend, the hook and the
// video, and the results last worked out, so it outlives the idea's report and the upload's row.
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { db, Prisma } from "@/lib/db";
import { ApiError, badRequest, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { filmedResults, mergeResults } from "./filmed-results";
import type { FilmedIdeaDTO, FilmedResultsDTO } from "./types";
import { storedUploads, videoUrl } from "./uploads";
import { parseVideoInput, VIDEO_INPUT_MESSAGES, VideoInputError } from "./video-input";

type Caller = Pick<SessionUser, "id">;
type Tx = Prisma.TransactionClient;
type FilmedRow = NonNullable<Awaited<ReturnType<typeof db.filmedIdea.findFirst>>>;

export const IDEA_NOT_FOUND = "Idea not found";
/** What a filmed idea's video is called once its title is no longer kept. */
export const EXPIRED_TITLE = "Your video (its title is kept 30 days after the last read)";

/** The caller's idea (its trend is theirs), or a 404 that says nothing of anyone else's. */
export async function ownIdea(user: Caller, ideaId: string) {
  const idea = await db.videoIdea.findFirst({
    where: { id: ideaId, trend: { userId: user.id } },
    select: { id: true, hook: true, createdAt: true, trend: { select: { title: true, niche: true } } },
  });
  if (!idea) throw notFound(IDEA_NOT_FOUND);
  return idea;
}

export function filmedDTO(row: FilmedRow): FilmedIdeaDTO {
  return {
    id: row.id,
    ideaId: row.ideaId,
    niche: row.niche,
    trendTitle: row.trendTitle,
    hook: row.hook,
    video: {
      videoId: row.videoId,
      // Blank once YouTube's keeping limit passed without a fresh read (the retention job).
      title: row.title || EXPIRED_TITLE,
      url: videoUrl(row.videoId, row.format),
      format: row.format === "short" ? "short" : "long",
      publishedAt: row.publishedAt.toISOString(),
    },
    linkedAt: row.createdAt.toISOString(),
    stored: row.channelVideoRef !== null,
    results: (row.results as FilmedResultsDTO | null) ?? null,
    resultsAt: row.resultsAt?.toISOString() ?? null,
  };
}

/**
 * Works out again the results of every filmed video of a channel, as of each one's latest read,
 * and links back a filmed video whose row had gone (30 days unread) and is read again. Runs in the
 * channel read's transaction (./store.ts), so the results change exactly when the counts do.
 */
export async function saveFilmedResults(tx: Tx, channelRef: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE filmed_ideas f SET "channelVideoRef" = v.id, "updatedAt" = now()
    FROM channel_videos v JOIN creator_channels c ON c.id = v."channelRef"
    WHERE v."channelRef" = ${channelRef} AND f."userId" = c."userId" AND f."videoId" = v."videoId"
      AND c.role = 'own' AND f."channelVideoRef" IS NULL`;
  const linked = await tx.filmedIdea.findMany({
    where: { video: { channelRef } },
    select: { id: true, videoId: true, results: true },
  });
  if (linked.length === 0) return;
  const { rows, uploads } = await storedUploads(channelRef, tx);
  for (const f of linked) {
    const i = rows.findIndex((r) => r.videoId === f.videoId);
    if (i < 0) continue;
    const results = mergeResults(
      f.results as FilmedResultsDTO | null,
      filmedResults(uploads[i], uploads, rows[i].observedAt),
    );
    await tx.filmedIdea.update({
      where: { id: f.id },
      data: { results, resultsAt: rows[i].observedAt, title: rows[i].title, format: rows[i].format },
    });
  }
}

/** The caller's stored upload with this id, from any of their connected channels (the latest read). */
async function ownUpload(user: Caller, videoId: string) {
  const video = await db.channelVideo.findFirst({
    where: { videoId, channel: { userId: user.id, role: "own" } },
    orderBy: { observedAt: "desc" },
    select: { id: true, channelRef: true },
  });
  if (video) return video;
  const channels = await db.creatorChannel.count({ where: { userId: user.id, role: "own" } });
  throw new ApiError(422, channels === 0 ? VIDEO_INPUT_MESSAGES.noChannel : VIDEO_INPUT_MESSAGES.notUpload);
}

export async function linkFilmed(user: Caller, ideaId: string, typed: string): Promise<FilmedIdeaDTO> {
  const idea = await ownIdea(user, ideaId);
  let videoId: string;
  try {
    videoId = parseVideoInput(typed);
  } catch (err) {
    if (err instanceof VideoInputError) throw badRequest(err.message);
    throw err;
  }
  const upload = await ownUpload(user, videoId);
  const { rows, uploads } = await storedUploads(upload.channelRef);
  const i = rows.findIndex((r) => r.id === upload.id);
  if (i < 0) throw new ApiError(422, VIDEO_INPUT_MESSAGES.notUpload); // gone between the two reads
  const row = rows[i];
  const previous = await db.filmedIdea.findUnique({
    where: { ideaId: idea.id },
    select: { videoId: true, results: true },
  });
  // The same video again keeps what its snapshots showed; another video starts afresh.
  const saved = previous?.videoId === row.videoId ? (previous.results as FilmedResultsDTO | null) : null;
  const results = mergeResults(saved, filmedResults(uploads[i], uploads, row.observedAt));
  const video = {
    channelVideoRef: row.id,
    videoId: row.videoId,
    title: row.title,
    format: row.format,
    publishedAt: row.publishedAt,
    results,
    resultsAt: row.observedAt,
  };
  const filmed = await db.filmedIdea.upsert({
    where: { ideaId: idea.id },
    create: {
      userId: user.id,
      ideaId: idea.id,
      niche: idea.trend.niche,
      trendTitle: idea.trend.title,
      hook: idea.hook,
      ...video,
    },
    update: video,
  });
  log.info("idea_filmed", { userId: user.id, relinked: Boolean(previous) });
  return filmedDTO(filmed);
}

export async function unlinkFilmed(user: Caller, ideaId: string): Promise<{ success: true }> {
  const idea = await ownIdea(user, ideaId);
  await db.filmedIdea.deleteMany({ where: { ideaId: idea.id, userId: user.id } });
  return { success: true };
}
