// The daily brief's part of the GDPR data export: followed niches, settings, and each day's
// brief with what it held and what happened to the digest email. Scoped to the one user.
import "server-only";
import { db } from "@/lib/db";
import type { BriefContent } from "./types";
import { dateString } from "./zone";

type DeliveredNiche = { nicheKey: string; niche: string; briefId: string };

export async function briefExport(userId: string) {
  const [settings, follows, deliveries] = await Promise.all([
    db.briefSettings.findUnique({ where: { userId } }),
    db.nicheFollow.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.briefDelivery.findMany({ where: { userId }, orderBy: { briefDate: "asc" } }),
  ]);
  const briefIds = deliveries.flatMap((d) => ((d.niches as DeliveredNiche[] | null) ?? []).map((n) => n.briefId));
  const briefs = new Map(
    (await db.nicheBrief.findMany({ where: { id: { in: briefIds } }, select: { id: true, content: true } })).map(
      (b) => [b.id, b.content as BriefContent | null],
    ),
  );
  return {
    settings: settings && {
      timeZone: settings.timeZone,
      digestEmail: settings.digestEmail,
      lastSeenAt: settings.lastSeenAt?.toISOString() ?? null,
      nextBriefDate: dateString(settings.nextBriefDate),
    },
    followedNiches: follows.map((f) => ({ niche: f.niche, followedAt: f.createdAt.toISOString() })),
    briefs: deliveries.map((d) => ({
      date: dateString(d.briefDate),
      niches: ((d.niches as DeliveredNiche[] | null) ?? []).map((n) => {
        const c = briefs.get(n.briefId);
        return {
          niche: n.niche,
          trends: c?.trends.map((t) => t.name) ?? [],
          hooks: c?.hooks.map((h) => h.text) ?? [],
          idea: c?.idea?.hook ?? null,
          empty: c?.empty ?? null,
        };
      }),
      digestEmail: { status: d.digest, reason: d.digestReason, at: d.completedAt?.toISOString() ?? null },
    })),
  };
}
