// The daily brief in the admin console: the Overview's numbers, and a test digest the admin
// sends to themself (their own followed niches, or Fitness when they follow none).
import "server-only";
import type { Actor } from "@/lib/admin/audit";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email/send";
import { nicheBrief } from "@/lib/brief/build";
import { renderDigest } from "@/lib/brief/digest";
import { followedNiche } from "@/lib/brief/follows";
import type { BriefStatsDTO } from "@/lib/brief/types";
import { currentBriefDate } from "@/lib/brief/zone";
import { DEFAULT_TIME_ZONE } from "@/lib/time";

export const TEST_DIGEST_NICHE = "Fitness";

export async function briefStats(now = new Date()): Promise<BriefStatsDTO> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [niches, followers, follows, built, digests] = await Promise.all([
    db.nicheFollow.groupBy({ by: ["nicheKey"] }).then((g) => g.length),
    db.nicheFollow.groupBy({ by: ["userId"] }).then((g) => g.length),
    db.nicheFollow.count(),
    db.nicheBrief.findMany({ where: { builtAt: { gte: midnight } }, select: { content: true } }),
    db.briefDelivery.groupBy({ by: ["digest"], where: { completedAt: { gte: midnight } }, _count: { _all: true } }),
  ]);
  const count = (...kinds: string[]) =>
    digests.filter((d) => kinds.includes(d.digest)).reduce((n, d) => n + d._count._all, 0);
  return {
    followedNiches: niches,
    followers,
    follows,
    briefsBuiltToday: built.length,
    emptyBriefsToday: built.filter((b) => Boolean((b.content as { empty?: string | null } | null)?.empty)).length,
    digestsToday: {
      sent: count("sent", "logged"),
      failed: count("failed", "bounced", "complained"),
      skipped: count("skipped"),
    },
    generatedAt: now.toISOString(),
  };
}

export async function sendTestDigest(
  actor: Actor,
  now = new Date(),
): Promise<{ success: boolean; message: string; error?: string; status: string }> {
  const [user, settings, follows] = await Promise.all([
    db.user.findUnique({ where: { id: actor.id }, select: { id: true, firstName: true } }),
    db.briefSettings.findUnique({ where: { userId: actor.id }, select: { timeZone: true } }),
    db.nicheFollow.findMany({
      where: { userId: actor.id },
      orderBy: { createdAt: "asc" },
      select: { nicheKey: true, niche: true },
    }),
  ]);
  const date = currentBriefDate(now, settings?.timeZone ?? DEFAULT_TIME_ZONE);
  const niches = follows.length ? follows : [followedNiche(TEST_DIGEST_NICHE)];
  const briefs = [];
  for (const n of niches)
    briefs.push({ niche: n.niche, content: (await nicheBrief(n.nicheKey, n.niche, date, now)).content });
  const digest = renderDigest({ id: actor.id, firstName: user?.firstName ?? null }, date, briefs);
  const sent = await sendEmail({
    to: actor.email,
    subject: `[Test] ${digest.subject}`,
    text: digest.text,
    html: digest.html,
    headers: digest.headers,
    kind: "daily-brief-test",
  });
  if (sent.status === "failed") {
    const row = await db.emailOutbox.findUnique({ where: { id: sent.id }, select: { error: true } });
    return {
      success: false,
      error: row?.error ?? "Sending the test digest failed",
      message: "Delivery failed",
      status: sent.status,
    };
  }
  const where =
    sent.status === "sent"
      ? `sent to ${actor.email}`
      : `written to the outbox for ${actor.email} (no email provider configured)`;
  return {
    success: true,
    status: sent.status,
    message: `Test digest (${niches.map((n) => n.niche).join(", ")}) ${where}`,
  };
}
