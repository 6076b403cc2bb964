// Connected-channel requests: what the creator pastes to connect one, and a channel's id in paths.
import "./zod-setup";
import { z } from "zod";
import { CHANNEL_INPUT_MAX, MESSAGES } from "@/lib/channels/input";
import { nicheField } from "./trends";

export const connectChannelSchema = z
  .object({
    channel: z
      .string({ error: MESSAGES.empty })
      .trim()
      .min(1, MESSAGES.empty)
      .max(CHANNEL_INPUT_MAX, `Paste at most ${CHANNEL_INPUT_MAX} characters: the channel's URL, @handle or id`),
  })
  .strict();
export type ConnectChannelInput = z.input<typeof connectChannelSchema>;

export const channelParamsSchema = z.object({ id: z.string().trim().min(1).max(64, "Channel not found") });

export const channelFitQuerySchema = z.object({ niche: nicheField });
