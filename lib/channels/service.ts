// Connecting, listing, re-reading and disconnecting a creator's own channels. Every query is
// scoped by the caller's id (another creator's channel is simply not found). A channel is resolved
// and read before anything is written, so a bad input or a failed read stores nothing; the
// number connected is checked again under a lock on the creator's row, so two connects sent at
// once can't pass the plan's limit.
import "server-only";
import { isAdmin, type SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { ApiError, badRequest, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { apiLimit, channelLimit, PLANS, UNLIMITED_STORED, type Tier } from "@/lib/plans";
import { SourceError } from "@/lib/trends/sources/fetch";
import { ChannelInputError, CHANNEL_INPUT_MESSAGES, parseChannelInput } from "./input";
import { ChannelReadError, READ_MESSAGES, readChannel, type ChannelRead } from "./read";
import { saveRead, saveReadError } from "./store";
import type { ChannelDTO, ChannelListDTO } from "./types";
import { findChannel, youtubeKeySet, type ApiChannel } from "./youtube-api";

type Caller = Pick<SessionUser, "id" | "email" | "role" | "subscriptionTier">;
type ChannelRow = NonNullable<Awaited<ReturnType<typeof db.creatorChannel.findFirst>>>;

/**
 * A channel is read again when it is looked at and its last read is older than this; the Data API
 * part of a read (its units) is spent at most this often per channel, however often "Read again"
 * is pressed: in between, a read is the free feed alone.
 */
export const STALE_AFTER_MS = 6 * 3_600_000;

export const handleNotFound = (handle: string) =>
  `No YouTube channel has the handle ${handle}. Check the spelling, or paste the channel's URL.`;
export const LOOKUP_UNAVAILABLE =
  "The YouTube lookup isn't available just now (its daily quota may be used up). Paste the channel's URL (youtube.com/channel/UC…) instead, or try again later.";

export function channelLimitMessage(tier: Tier): string {
  const n = channelLimit(tier);
  return `Your ${PLANS[tier].name} plan connects ${n === 1 ? "1 YouTube channel" : `up to ${n} YouTube channels`}. Disconnect one, or upgrade your plan to connect more.`;
}

const limitOf = (user: Caller) => (isAdmin(user) ? UNLIMITED_STORED : channelLimit(user.subscriptionTier));
const uploadsOf = (channelId: string) => `UU${channelId.slice(2)}`;

async function toDTOs(rows: ChannelRow[]): Promise<ChannelDTO[]> {
  if (rows.length === 0) return [];
  const counts = await db.channelVideo.groupBy({
    by: ["channelRef", "format"],
    where: { channelRef: { in: rows.map((r) => r.id) } },
    _count: { _all: true },
  });
  const countOf = (ref: string, format: string) =>
    counts.find((c) => c.channelRef === ref && c.format === format)?._count._all ?? 0;
  return rows.map((r) => ({
    id: r.id,
    channelId: r.channelId,
    handle: r.handle,
    title: r.title,
    url: `https://www.youtube.com/channel/${r.channelId}`,
    connectedAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
    readError: r.readError,
    videos: { short: countOf(r.id, "short"), long: countOf(r.id, "long") },
    readWith: youtubeKeySet() ? "api" : "feed",
  }));
}

export const channelDTO = async (row: ChannelRow) => (await toDTOs([row]))[0];

export async function connectedChannels(user: Caller): Promise<ChannelListDTO> {
  const rows = await db.creatorChannel.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
  return { channels: await toDTOs(rows), limit: apiLimit(limitOf(user)), apiKey: youtubeKeySet() };
}

/** The caller's channel by its row id, or a 404. */
export async function ownChannel(user: Caller, id: string): Promise<ChannelRow> {
  const row = await db.creatorChannel.findFirst({ where: { id, userId: user.id } });
  if (!row) throw notFound("Channel not found");
  return row;
}

/** channels.list when a key is set; a lookup that fails for quota or network is said plainly. */
async function lookUp(by: { handle: string } | { id: string }): Promise<ApiChannel | null> {
  try {
    return await findChannel(by);
  } catch (err) {
    log.warn("channel_lookup_failed", { error: String((err as Error)?.message ?? err).slice(0, 200) });
    if (err instanceof SourceError) throw new ApiError(503, LOOKUP_UNAVAILABLE);
    throw err;
  }
}

function readFailure(err: unknown): ApiError {
  if (err instanceof ChannelReadError)
    return new ApiError(err.kind === "gone" ? 422 : err.kind === "garbage" ? 502 : 503, err.message);
  throw err;
}

export async function connectChannel(user: Caller, typed: string, now = new Date()): Promise<ChannelDTO> {
  let input;
  try {
    input = parseChannelInput(typed);
  } catch (err) {
    if (err instanceof ChannelInputError) throw badRequest(err.message);
    throw err;
  }
  const limit = limitOf(user);
  let found: ApiChannel | null = null;
  if (input.kind === "handle") {
    if (!youtubeKeySet()) throw badRequest(CHANNEL_INPUT_MESSAGES.handleNeedsKey);
    found = await lookUp({ handle: input.handle });
    if (!found) throw new ApiError(422, handleNotFound(input.handle));
  } else if (youtubeKeySet()) {
    let lookedUp = true;
    try {
      found = await lookUp({ id: input.channelId });
    } catch (err) {
      // An id needs no lookup: when it can't be made, the feed alone still reads the channel.
      if (!(err instanceof ApiError && err.status === 503)) throw err;
      lookedUp = false;
    }
    if (lookedUp && !found) throw new ApiError(422, READ_MESSAGES.gone(input.channelId));
  }
  const channelId = found?.channelId ?? (input.kind === "id" ? input.channelId : "");
  const existing = await db.creatorChannel.findUnique({ where: { userId_channelId: { userId: user.id, channelId } } });
  if (existing) return channelDTO(existing);
  if ((await db.creatorChannel.count({ where: { userId: user.id } })) >= limit)
    throw new ApiError(403, channelLimitMessage(user.subscriptionTier), { limit: apiLimit(limit) });

  let read: ChannelRead;
  try {
    read = await readChannel(channelId, found ? found.uploads : youtubeKeySet() ? uploadsOf(channelId) : null);
  } catch (err) {
    throw readFailure(err);
  }
  const row = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`;
    const again = await tx.creatorChannel.findUnique({ where: { userId_channelId: { userId: user.id, channelId } } });
    if (again) return again;
    if ((await tx.creatorChannel.count({ where: { userId: user.id } })) >= limit)
      throw new ApiError(403, channelLimitMessage(user.subscriptionTier), { limit: apiLimit(limit) });
    const created = await tx.creatorChannel.create({
      data: {
        userId: user.id,
        channelId,
        handle: found?.handle ?? (input.kind === "handle" ? input.handle : null),
        title: found?.title ?? read.title ?? channelId,
      },
    });
    await saveRead(tx, created.id, read, now);
    return tx.creatorChannel.findUniqueOrThrow({ where: { id: created.id } });
  });
  log.info("channel_connected", { userId: user.id, videos: read.videos.length, units: read.units + (found ? 1 : 0) });
  return channelDTO(row);
}

/**
 * Reads the channel again. A failed read keeps every stored video and records the message (a
 * channel deleted or made private, a feed answering garbage) for the page to show.
 */
export async function refreshChannel(row: ChannelRow, now = new Date()): Promise<ChannelRow> {
  const apiDue = !row.apiReadAt || now.getTime() - row.apiReadAt.getTime() > STALE_AFTER_MS;
  let read: ChannelRead;
  try {
    read = await readChannel(row.channelId, youtubeKeySet() && apiDue ? uploadsOf(row.channelId) : null);
  } catch (err) {
    if (!(err instanceof ChannelReadError)) throw err;
    await saveReadError(row.id, err.message);
    return { ...row, readError: err.message };
  }
  await db.$transaction((tx) => saveRead(tx, row.id, read, now));
  log.info("channel_read", { channelRef: row.id, videos: read.videos.length, units: read.units });
  return db.creatorChannel.findUniqueOrThrow({ where: { id: row.id } });
}

export const isStale = (row: ChannelRow, now = new Date()) =>
  !row.readAt || now.getTime() - row.readAt.getTime() > STALE_AFTER_MS;

export async function disconnectChannel(user: Caller, id: string): Promise<{ success: true }> {
  const { count } = await db.creatorChannel.deleteMany({ where: { id, userId: user.id } });
  if (count === 0) throw notFound("Channel not found");
  return { success: true };
}
