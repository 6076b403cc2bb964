// The creator's daily-brief settings (/settings): time zone and the email digest. A new zone
// reschedules the next brief at once; the per-day delivery row still guarantees one per date.
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { BriefSettingsBody } from "@/lib/schemas/brief";
import { ensureSettings } from "./follows";
import type { BriefSettingsDTO } from "./types";
import { DEFAULT_TIME_ZONE } from "@/lib/time";
import { BRIEF_HOUR, dateString, dateValue, nextBrief } from "./zone";

type Caller = Pick<SessionUser, "id" | "marketingConsent">;

/** Puts the creator's next brief on the first date not yet delivered, in their current zone. */
export async function reschedule(userId: string, timeZone: string, now = new Date()): Promise<void> {
  const last = await db.briefDelivery.findFirst({
    where: { userId },
    orderBy: { briefDate: "desc" },
    select: { briefDate: true },
  });
  const next = nextBrief(now, timeZone, last ? dateString(last.briefDate) : null);
  await db.briefSettings.updateMany({
    where: { userId },
    data: { nextBriefDate: dateValue(next.date), nextBriefAt: next.at },
  });
}

export async function briefSettings(user: Caller): Promise<BriefSettingsDTO> {
  const [settings, follows] = await Promise.all([
    db.briefSettings.findUnique({ where: { userId: user.id }, select: { timeZone: true, digestEmail: true } }),
    db.nicheFollow.count({ where: { userId: user.id } }),
  ]);
  return {
    timeZone: settings?.timeZone ?? DEFAULT_TIME_ZONE,
    digestEmail: settings?.digestEmail ?? true,
    marketingConsent: user.marketingConsent,
    availableHour: BRIEF_HOUR,
    follows,
  };
}

export async function updateBriefSettings(
  user: Caller,
  body: BriefSettingsBody,
  now = new Date(),
): Promise<BriefSettingsDTO> {
  await ensureSettings(user.id, body.timeZone, now);
  const before = await db.briefSettings.findUnique({ where: { userId: user.id }, select: { timeZone: true } });
  await db.briefSettings.update({
    where: { userId: user.id },
    data: {
      ...(body.timeZone !== undefined && { timeZone: body.timeZone }),
      ...(body.digestEmail !== undefined && { digestEmail: body.digestEmail }),
    },
  });
  if (body.timeZone !== undefined && body.timeZone !== before?.timeZone) await reschedule(user.id, body.timeZone, now);
  return briefSettings(user);
}
