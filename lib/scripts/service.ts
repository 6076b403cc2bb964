// POST /api/develop-script: one script = one unit of the monthly script quota. An idea id, when
// given, must be the caller's (checked before anything is reserved or written).
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { writeScript } from "@/lib/ai/script";
import { db, Prisma } from "@/lib/db";
import type { DevelopScriptResponseDTO } from "@/lib/dto";
import { notFound } from "@/lib/http/errors";
import { log } from "@/lib/log";
import type { DevelopScriptBody } from "@/lib/schemas/trends";
import { refund, reserve } from "@/lib/usage/quota";

export type DevelopScriptResult = DevelopScriptResponseDTO & { generatedBy: string; scriptId: string };

export async function developScriptForUser(user: SessionUser, body: DevelopScriptBody): Promise<DevelopScriptResult> {
  if (body.ideaId) {
    const idea = await db.videoIdea.findFirst({ where: { id: body.ideaId, trend: { userId: user.id } }, select: { id: true } });
    if (!idea) {
      log.warn("idea_not_owned", { userId: user.id });
      throw notFound("Idea not found");
    }
  }
  const reservation = await reserve(user.id, "scripts");
  try {
    const { script, generatedBy } = await writeScript(
      { hook: body.hook, outline: body.outline, trendTitle: body.trendTitle, niche: body.niche },
      { tier: reservation.tier, userId: user.id },
    );
    const row = await db.script.create({
      data: {
        userId: user.id,
        ideaId: body.ideaId ?? null,
        niche: body.niche,
        trendTitle: body.trendTitle,
        hook: body.hook,
        content: script.text,
        beats: script.beats as unknown as Prisma.InputJsonValue,
        durationS: script.durationS,
        model: generatedBy,
      },
      select: { id: true },
    });
    return {
      script: script.text,
      beats: script.beats.map((b) => ({ label: b.label, start: b.start, end: b.end, text: b.text, onScreen: b.onScreen, broll: b.broll })),
      durationS: script.durationS,
      usage: { used: reservation.used, limit: reservation.limit, tier: reservation.tier },
      generatedBy,
      scriptId: row.id,
    };
  } catch (err) {
    await refund(reservation).catch((e) => log.error("quota_refund_failed", { userId: user.id, error: String(e?.message ?? e).slice(0, 200) }));
    // The idea was deleted between the check and the insert.
    if ((err as { code?: string })?.code === "P2003") throw notFound("Idea not found");
    throw err;
  }
}
