// Connecting, listing, re-reading and disconnecting a creator's channels: their own (role "own")
// and the competitors they watch (role "competitor"), each role with its own limit. Every query is
// scoped by the caller's id (another creator's channel is simply not found). A channel is resolved
// and read before anything is written, so a bad input or a failed read stores nothing; the
// number connected is checked again under a lock on the creator's row, so two connects sent at
// once can't pass the plan's limit.
import "server-only";
import { isAdmin, type SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { ApiError, badRequest, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { apiLimit, channelLimit, competitorLimit, PLANS, UNLIMITED_STORED, type Tier } from "@/lib/plans";
import { SourceError } from "@/lib/trends/sources/fetch";
import { ChannelInputError, CHANNEL_INPUT_MESSAGES, parseChannelInput } from "./input";
import { ChannelReadError, READ_MESSAGES, readChannel, UPLOAD_PAGES, WATCHED_PAGES, type ChannelRead } from "./read";
import { joinCreatorChannels } from "./niches";
import { saveRead, saveReadError } from "./store";
import type { ChannelDTO, ChannelListDTO, ChannelRole } from "./types";
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

export function channelLimitMessage(tier: Tier, role: ChannelRole = "own"): string {
  if (role === "competitor")
    return `Your ${PLANS[tier].name} plan watches up to ${competitorLimit(tier)} competitor channels. Remove one, or upgrade your plan to watch more.`;
  const n = channelLimit(tier);
  return `Your ${PLANS[tier].name} plan connects ${n === 1 ? "1 YouTube channel" : `up to ${n} YouTube channels`}. Disconnect one, or upgrade your plan to connect more.`;
}

/** A channel already kept under the other role: it is either theirs or one they watch, not both. */
export const ROLE_TAKEN: Record<ChannelRole, string> = {
  own: "You watch that channel as a competitor. Remove it from the channels you watch to connect it as yours.",
  competitor: "That's one of your own connected channels, so it can't also be a channel you watch.",
};

export const limitOf = (user: Caller, role: ChannelRole = "own") =>
  isAdmin(user)
    ? UNLIMITED_STORED
    : role === "own"
      ? channelLimit(user.subscriptionTier)
      : competitorLimit(user.subscriptionTier);
const uploadsOf = (channelId: string) => `UU${channelId.slice(2)}`;
const pagesOf = (role: string) => (role === "competitor" ? WATCHED_PAGES : UPLOAD_PAGES);

export async function toDTOs(rows: ChannelRow[]): Promise<ChannelDTO[]> {
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
    role: r.role === "competitor" ? "competitor" : "own",
    url: `https://www.youtube.com/channel/${r.channelId}`,
    connectedAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
    readError: r.readError,
    videos: { short: countOf(r.id, "short"), long: countOf(r.id, "long") },
    readWith: youtubeKeySet() ? "api" : "feed",
  }));
}

export const channelDTO = async (row: ChannelRow) => (await toDTOs([row]))[0];

/** The caller's channels of one role, oldest first. */
export const channelsOf = (user: Pick<Caller, "id">, role: ChannelRole) =>
  db.creatorChannel.findMany({ where: { userId: user.id, role }, orderBy: { createdAt: "asc" } });

export async function connectedChannels(user: Caller): Promise<ChannelListDTO> {
  const rows = await channelsOf(user, "own");
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

export async function connectChannel(
  user: Caller,
  typed: string,
  now = new Date(),
  role: ChannelRole = "own",
): Promise<ChannelDTO> {
  let input;
  try {
    input = parseChannelInput(typed);
  } catch (err) {
    if (err instanceof ChannelInputError) throw badRequest(err.message);
    throw err;
  }
  const limit = limitOf(user, role);
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
  if (existing && existing.role !== role) throw new ApiError(409, ROLE_TAKEN[role]);
  if (existing) return channelDTO(existing);
  const full = () => new ApiError(403, channelLimitMessage(user.subscriptionTier, role), { limit: apiLimit(limit) });
  if ((await db.creatorChannel.count({ where: { userId: user.id, role } })) >= limit) throw full();

  let read: ChannelRead;
  try {
    read = await readChannel(
      channelId,
      found ? found.uploads : youtubeKeySet() ? uploadsOf(channelId) : null,
      pagesOf(role),
    );
  } catch (err) {
    throw readFailure(err);
  }
  const row = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`;
    const again = await tx.creatorChannel.findUnique({ where: { userId_channelId: { userId: user.id, channelId } } });
    if (again && again.role !== role) throw new ApiError(409, ROLE_TAKEN[role]);
    if (again) return again;
    if ((await tx.creatorChannel.count({ where: { userId: user.id, role } })) >= limit) throw full();
    const created = await tx.creatorChannel.create({
      data: {
        userId: user.id,
        channelId,
        role,
        handle: found?.handle ?? (input.kind === "handle" ? input.handle : null),
        title: found?.title ?? read.title ?? channelId,
      },
    });
    await saveRead(tx, created.id, read, now);
    return tx.creatorChannel.findUniqueOrThrow({ where: { id: created.id } });
  });
  log.info("channel_connected", {
    userId: user.id,
    role,
    videos: read.videos.length,
    units: read.units + (found ? 1 : 0),
  });
  // It joins the channel sets of the creator's niches; the connect stands if that fails.
  await joinCreatorChannels(user.id, undefined, now).catch((err) =>
    log.warn("niche_channels_join_failed", { error: String(err?.message ?? err).slice(0, 200) }),
  );
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
    read = await readChannel(
      row.channelId,
      youtubeKeySet() && apiDue ? uploadsOf(row.channelId) : null,
      pagesOf(row.role),
    );
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
