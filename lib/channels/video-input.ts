// What a creator may paste to say which upload an idea became: a watch?v= link, a youtu.be/ link,
// a /shorts/ (or /live/, /embed/) link, or the 11-character video id itself. Anything else is
// refused here, before the database is asked. No server imports: the dialog checks with it too.
import { FILMED_VIDEO_EMPTY } from "@/lib/schemas/channels";
import { YOUTUBE_HOSTS } from "./input";

/** YouTube video ids: 11 characters of letters, digits, - and _. */
export const VIDEO_ID = /^[\w-]{11}$/;

export const VIDEO_INPUT_MESSAGES = {
  empty: FILMED_VIDEO_EMPTY,
  notVideo:
    "That isn't a link to a YouTube video. Paste the video's link (youtube.com/watch?v=…, youtu.be/… or youtube.com/shorts/…) or its 11-character id.",
  notUpload: "That video isn't one of your connected channel's uploads yet. Refresh your channel and try again.",
  noChannel: "Connect your YouTube channel first: a filmed idea is linked to one of its uploads.",
} as const;

export class VideoInputError extends Error {}

function fromUrl(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be" || host === "www.youtu.be") return parts[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (parts[0] === "watch") return url.searchParams.get("v");
  if (["shorts", "live", "embed", "v"].includes(parts[0] ?? "")) return parts[1] ?? null;
  return null;
}

/** The video id in what the creator pasted; a VideoInputError says what is wrong. */
export function parseVideoInput(typed: string): string {
  const text = typed.trim();
  if (!text) throw new VideoInputError(VIDEO_INPUT_MESSAGES.empty);
  if (VIDEO_ID.test(text)) return text;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  if (!/^https?:\/\/[\w.-]+\//i.test(withScheme) || !URL.canParse(withScheme))
    throw new VideoInputError(VIDEO_INPUT_MESSAGES.notVideo);
  const id = fromUrl(new URL(withScheme));
  if (!id || !VIDEO_ID.test(id)) throw new VideoInputError(VIDEO_INPUT_MESSAGES.notVideo);
  return id;
}
