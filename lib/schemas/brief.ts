// Daily-brief requests: follow / unfollow, the settings card and the unsubscribe link.
import "./zod-setup";
import { z } from "zod";
import { isTimeZone, TIME_ZONE_MAX } from "@/lib/time";
import { nicheField } from "./trends";

export const TIME_ZONE_MESSAGE = "Choose a time zone from the list";

const timeZone = z
  .string({ error: TIME_ZONE_MESSAGE })
  .max(TIME_ZONE_MAX, TIME_ZONE_MESSAGE)
  .refine(isTimeZone, TIME_ZONE_MESSAGE);

/** The browser's zone rides along with a first follow; a zone it doesn't know just falls back to UTC. */
export const followSchema = z.object({ niche: nicheField, timeZone: z.string().max(200).optional() }).strict();
export type FollowInput = z.input<typeof followSchema>;

export const unfollowSchema = z.object({ niche: nicheField }).strict();

export const briefSettingsSchema = z
  .object({ timeZone: timeZone.optional(), digestEmail: z.boolean().optional() })
  .strict()
  .refine((v) => v.timeZone !== undefined || v.digestEmail !== undefined, "Nothing to update");
export type BriefSettingsBody = z.output<typeof briefSettingsSchema>;

export const UNSUBSCRIBE_TOKEN_MAX = 200;
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1, "Invalid unsubscribe link").max(UNSUBSCRIBE_TOKEN_MAX, "Invalid unsubscribe link"),
});
