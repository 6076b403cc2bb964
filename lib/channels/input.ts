// What a creator may paste to connect a channel: a handle (@name), a channel URL or a UC... id.
// A handle needs the Data API to become an id (there is no keyless way); everything else that is
// not a channel (a video's link, a playlist, another site) is refused here, before any request.
import { CHANNEL_INPUT_EMPTY } from "@/lib/schemas/channels";

export type ChannelInput = { kind: "id"; channelId: string } | { kind: "handle"; handle: string };

export const CHANNEL_ID = /^UC[\w-]{22}$/;
// YouTube handles: 3-30 letters, digits, underscores, hyphens and periods.
const HANDLE = /^[\p{L}\p{N}_.-]{3,30}$/u;
export const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);

export const CHANNEL_INPUT_MESSAGES = {
  empty: CHANNEL_INPUT_EMPTY,
  notYoutube:
    "That isn't a YouTube channel. Paste the channel's URL (youtube.com/@name or youtube.com/channel/UC…), its @handle or its channel id (UC…).",
  video:
    "That's a link to a video, not a channel. Paste the channel's URL instead (youtube.com/@name or youtube.com/channel/UC…).",
  playlist:
    "That's a link to a playlist, not a channel. Paste the channel's URL instead (youtube.com/@name or youtube.com/channel/UC…).",
  legacy:
    "That's an old-style channel address (youtube.com/c/… or /user/…), which can't be looked up. Open the channel and paste its address with the @handle, or its youtube.com/channel/UC… address.",
  handleNeedsKey:
    "Handles can only be looked up with the YouTube Data API, which isn't set up here. Paste the channel's URL instead (youtube.com/channel/UC…): on the channel's page, open its description, choose Share channel, then Copy channel ID.",
  badHandle: "That handle isn't valid: a YouTube handle is @ followed by 3 to 30 letters, digits, _, - or .",
} as const;

export class ChannelInputError extends Error {}

function fromPath(path: string): ChannelInput {
  const parts = path.split("/").filter(Boolean);
  const first = parts[0] ?? "";
  if (first === "channel" && CHANNEL_ID.test(parts[1] ?? "")) return { kind: "id", channelId: parts[1] };
  if (first.startsWith("@")) return handleOf(decodeURIComponent(first));
  if (["watch", "shorts", "live", "embed", "v"].includes(first))
    throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.video);
  if (first === "playlist") throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.playlist);
  if (first === "c" || first === "user") throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.legacy);
  throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.notYoutube);
}

function handleOf(raw: string): ChannelInput {
  const name = raw.replace(/^@/, "");
  if (!HANDLE.test(name)) throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.badHandle);
  return { kind: "handle", handle: `@${name}` };
}

/** What the creator typed, as a channel id or a handle; a ChannelInputError says what is wrong. */
export function parseChannelInput(typed: string): ChannelInput {
  const text = typed.trim();
  if (!text) throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.empty);
  if (CHANNEL_ID.test(text)) return { kind: "id", channelId: text };
  if (text.startsWith("@")) return handleOf(text);
  const looksLikeUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^[\w.-]+\.[a-z]{2,}\//i.test(text);
  if (looksLikeUrl) {
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    } catch {
      throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.notYoutube);
    }
    const host = url.hostname.toLowerCase();
    if (host === "youtu.be") throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.video);
    if (!["http:", "https:"].includes(url.protocol) || !YOUTUBE_HOSTS.has(host))
      throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.notYoutube);
    return fromPath(url.pathname);
  }
  if (/\s/.test(text)) throw new ChannelInputError(CHANNEL_INPUT_MESSAGES.notYoutube);
  // A bare name is taken as a handle without its @ ("mkbhd" is @mkbhd).
  return handleOf(text);
}
