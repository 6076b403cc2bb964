// Connected-channel requests: what the creator pastes to connect one, and a channel's id in paths.
import "./zod-setup";
import { z } from "zod";
import { SCRIPT_LIMITS } from "@/lib/generation/limits";
import { nicheField } from "./trends";

/** The most a creator may paste: a channel URL with its tail fits many times over. */
export const CHANNEL_INPUT_MAX = 300;
export const CHANNEL_INPUT_EMPTY = "Enter the channel's @handle, its URL or its channel id (UC…).";

export const connectChannelSchema = z
  .object({
    channel: z
      .string({ error: CHANNEL_INPUT_EMPTY })
      .trim()
      .min(1, CHANNEL_INPUT_EMPTY)
      .max(CHANNEL_INPUT_MAX, `Paste at most ${CHANNEL_INPUT_MAX} characters: the channel's URL, @handle or id`),
  })
  .strict();
export type ConnectChannelInput = z.input<typeof connectChannelSchema>;

export const channelParamsSchema = z.object({ id: z.string().trim().min(1).max(64, "Channel not found") });

export const channelFitQuerySchema = z.object({ niche: nicheField });

export const FILMED_VIDEO_EMPTY =
  "Paste the video's link (youtube.com/watch?v=…, youtu.be/… or youtube.com/shorts/…) or its id.";
/** A video's link with a playlist and a timestamp on its tail still fits. */
export const FILMED_VIDEO_MAX = 300;

/** POST /api/ideas/[ideaId]/filmed: the upload the idea became, as pasted or picked. */
export const filmedVideoSchema = z
  .object({
    video: z
      .string({ error: FILMED_VIDEO_EMPTY })
      .trim()
      .min(1, FILMED_VIDEO_EMPTY)
      .max(FILMED_VIDEO_MAX, `Paste at most ${FILMED_VIDEO_MAX} characters: the video's link or its id`),
  })
  .strict();
export type FilmedVideoInput = z.input<typeof filmedVideoSchema>;

export const ideaParamsSchema = z.object({
  ideaId: z.string().trim().min(1).max(SCRIPT_LIMITS.ideaId, "Unknown idea"),
});
