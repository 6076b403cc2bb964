// POST /api/develop-script: one script = one unit of the monthly script quota, refunded if the
// script can't be made or the creator leaves. An idea id, when given, must be the caller's
// (checked before anything is reserved or written).
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { offlineScript } from "@/lib/ai/offline/engine";
import { writeScript, type DraftBeat } from "@/lib/ai/script";
import type { WriterEvents } from "@/lib/ai/writer";
import { db, Prisma } from "@/lib/db";
import type { DevelopScriptResponseDTO, ScriptStreamEvent } from "@/lib/dto";
import { notFound } from "@/lib/http/errors";
import { log } from "@/lib/log";
import type { DevelopScriptBody } from "@/lib/schemas/trends";
import { refund, reserve } from "@/lib/usage/quota";

export type DevelopScriptResult = DevelopScriptResponseDTO & { generatedBy: string; scriptId: string };

export type DevelopOptions = {
  /** Aborts when the creator leaves: the model call is cut, nothing is stored, the unit is refunded. */
  signal?: AbortSignal;
  /** A streaming caller hears the beats as they are written. */
  emit?: (event: ScriptStreamEvent) => void;
};

function scriptEvents(emit: DevelopOptions["emit"]): WriterEvents<DraftBeat[]> | undefined {
  if (!emit) return undefined;
  return {
    start: (model) => emit({ type: "start", model }),
    draft: (beats) => emit({ type: "draft", beats }),
    fallback: (notice) => emit({ type: "fallback", ...notice }),
  };
}

export async function developScriptForUser(user: SessionUser, body: DevelopScriptBody, opts: DevelopOptions = {}): Promise<DevelopScriptResult> {
  if (body.ideaId) {
    const idea = await db.videoIdea.findFirst({ where: { id: body.ideaId, trend: { userId: user.id } }, select: { id: true } });
    if (!idea) {
      log.warn("idea_not_owned", { userId: user.id });
      throw notFound("Idea not found");
    }
  }
  const reservation = await reserve(user.id, "scripts");
  const signal = opts.signal ?? new AbortController().signal;
  try {
    const input = { hook: body.hook, outline: body.outline, trendTitle: body.trendTitle, niche: body.niche };
    const { value: script, generatedBy, fallbackReason } = await writeScript({
      input,
      offline: () => offlineScript(input),
      tier: reservation.tier,
      userId: user.id,
      signal,
      events: scriptEvents(opts.emit),
    });
    signal.throwIfAborted();
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
        fallbackReason,
      },
      select: { id: true },
    });
    return {
      script: script.text,
      beats: script.beats.map((b) => ({ label: b.label, start: b.start, end: b.end, text: b.text, onScreen: b.onScreen, broll: b.broll })),
      durationS: script.durationS,
      usage: { used: reservation.used, limit: reservation.limit, tier: reservation.tier },
      generatedBy,
      fallbackReason,
      scriptId: row.id,
    };
  } catch (err) {
    await refund(reservation).catch((e) => log.error("quota_refund_failed", { userId: user.id, error: String(e?.message ?? e).slice(0, 200) }));
    // The idea was deleted between the check and the insert.
    if ((err as { code?: string })?.code === "P2003") throw notFound("Idea not found");
    throw err;
  }
}
