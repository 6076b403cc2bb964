// Connected-channel requests: what the creator pastes to connect one, and a channel's id in paths.
import "./zod-setup";
import { z } from "zod";
import { nicheField } from "./trends";

/** The most a creator may paste: a channel URL with its tail fits many times over. */
export const CHANNEL_INPUT_MAX = 300;
export const CHANNEL_INPUT_EMPTY = "Enter your channel's @handle, its URL or its channel id (UC…).";

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
