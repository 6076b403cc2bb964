// POST /api/develop-script: one script = one unit of the monthly script quota, refunded if the
// script can't be made or the creator leaves before any finished beat was streamed to them. An idea id, when given, must be the caller's
// (checked before anything is reserved or written); its trend's evidence is what the writer may
// say (titles, channels, counts), and nothing of another user's idea is ever read.
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { writeScript, type DraftBeat } from "@/lib/ai/script";
import { OFFLINE_ENGINE, type WriterEvents } from "@/lib/ai/writer";
import { db, Prisma } from "@/lib/db";
import type { DevelopScriptResponseDTO, ScriptStreamEvent } from "@/lib/dto";
import { offlineScript } from "@/lib/generation/offline";
import { captionFor, postHashtags, renderScript, type PostMeta } from "@/lib/generation/publish";
import { DEFAULT_PLATFORM } from "@/lib/generation/platforms";
import { spokenTopic } from "@/lib/generation/topic";
import type { DevelopedScript, ScriptEvidence, ScriptRequest } from "@/lib/generation/types";
import { badRequest, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import type { DevelopScriptBody } from "@/lib/schemas/trends";
import { refund, reserve } from "@/lib/usage/quota";
import { beatDTO, ideaEvidence } from "./script-dto";

export type DevelopScriptResult = DevelopScriptResponseDTO & { generatedBy: string; scriptId: string };

/** What goes out with the video: the writer's own, or (for a model's script) made the same way. */
export function postMetaFor(request: ScriptRequest, script: DevelopedScript): PostMeta {
  const platform = request.platform ?? DEFAULT_PLATFORM;
  const hashtags =
    script.hashtags ??
    postHashtags(platform, request.evidence?.hashtags ?? [], spokenTopic(request.topic), request.niche);
  return { platform, hashtags, caption: script.caption ?? captionFor(platform, request.hook, hashtags) };
}

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

export async function developScriptForUser(
  user: SessionUser,
  body: DevelopScriptBody,
  opts: DevelopOptions = {},
): Promise<DevelopScriptResult> {
  let evidence: ScriptEvidence | null = null;
  let topic = body.topic;
  let kind = body.kind;
  if (body.ideaId) {
    const found = await ideaEvidence(user.id, body.ideaId);
    if (!found) {
      log.warn("idea_not_owned", { userId: user.id });
      throw notFound("Idea not found");
    }
    evidence = found.evidence;
    // The stored idea's own topic and kind, whatever the request says they are.
    if (found.topic) [topic, kind] = [found.topic, found.kind];
  }
  if (!topic) throw badRequest("Topic is required");
  const request: ScriptRequest = {
    hook: body.hook,
    outline: body.outline,
    trendTitle: body.trendTitle,
    topic,
    kind,
    niche: body.niche,
    platform: body.platform ?? DEFAULT_PLATFORM,
    evidence,
  };
  const reservation = await reserve(user.id, "scripts");
  const signal = opts.signal ?? new AbortController().signal;
  // Once a finished beat has gone out on the stream the caller has content: leaving before the
  // end no longer gives the unit back (reading the beats and hanging up made scripts free).
  let delivered = false;
  const emit: DevelopOptions["emit"] =
    opts.emit &&
    ((event) => {
      if (event.type === "draft" && event.beats.some((b) => b.complete)) delivered = true;
      opts.emit!(event);
    });
  try {
    const {
      value: script,
      generatedBy,
      fallbackReason,
    } = await writeScript({
      input: request,
      offline: () => offlineScript(request),
      tier: reservation.tier,
      userId: user.id,
      signal,
      events: scriptEvents(emit),
    });
    signal.throwIfAborted();
    const meta = postMetaFor(request, script);
    const text = renderScript(script.beats, meta);
    const row = await db.script.create({
      data: {
        userId: user.id,
        ideaId: body.ideaId ?? null,
        niche: body.niche,
        trendTitle: body.trendTitle,
        topic,
        kind: kind ?? null,
        hook: body.hook,
        outline: body.outline,
        content: text,
        beats: script.beats.map(beatDTO) as unknown as Prisma.InputJsonValue,
        durationS: script.durationS,
        model: generatedBy,
        platform: meta.platform,
        caption: meta.caption,
        hashtags: meta.hashtags,
        fallbackReason,
      },
      select: { id: true },
    });
    return {
      script: text,
      beats: script.beats.map(beatDTO),
      durationS: script.durationS,
      usage: { used: reservation.used, limit: reservation.limit, tier: reservation.tier },
      generatedBy,
      fallbackReason,
      scriptId: row.id,
      ...meta,
      offline: generatedBy === OFFLINE_ENGINE,
    };
  } catch (err) {
    if (signal.aborted && delivered) {
      log.info("script_left_after_content", { userId: user.id });
      throw err;
    }
    await refund(reservation).catch((e) =>
      log.error("quota_refund_failed", { userId: user.id, error: String(e?.message ?? e).slice(0, 200) }),
    );
    // The idea was deleted between the check and the insert.
    if ((err as { code?: string })?.code === "P2003") throw notFound("Idea not found");
    throw err;
  }
}
