// A creator's own script after it was written: reopened from its idea, edited beat by beat
// (timings always follow the words, never the client), and regenerated one beat at a time
// (by the plan's model when one is set up) while the rest keeps its words. Every read and write is
// scoped to the owner; another user's script is simply not found.
import "server-only";
import { rewriteBeatWithModel } from "@/lib/ai/beat";
import { hit } from "@/lib/rate-limit";
import type { SessionUser } from "@/lib/auth/current-user";
import { db, Prisma } from "@/lib/db";
import type { ScriptDTO } from "@/lib/dto";
import { platformOf } from "@/lib/generation/platforms";
import { renderScript } from "@/lib/generation/publish";
import { rewriteBeat } from "@/lib/generation/script";
import { cleanText } from "@/lib/language/clean";
import { timeBeats, totalSeconds, type BeatDraft } from "@/lib/generation/timing";
import type { ScriptBeat, ScriptRequest } from "@/lib/generation/types";
import { notFound, tooManyRequests } from "@/lib/errors";
import { log } from "@/lib/log";
import { secondsToUtcMidnight } from "@/lib/time";
import type { RegenerateBeatBody, SaveScriptBody } from "@/lib/schemas/trends";
import { beatDTO, ideaEvidence, SCRIPT_SELECT, scriptDTO, storedKind } from "./script-dto";

const NOT_FOUND = "Script not found";

async function owned(user: SessionUser, scriptId: string) {
  const row = await db.script.findFirst({ where: { id: scriptId, userId: user.id }, select: SCRIPT_SELECT });
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

// Edited text is kept as typed, minus invisible characters; the schema already bounds its length.
const draftOf = (b: SaveScriptBody["beats"][number]): BeatDraft => {
  const d: BeatDraft = {
    label: b.label,
    text: cleanText(b.text, 10_000, { multiline: true }),
    onScreen: cleanText(b.onScreen, 10_000),
    broll: cleanText(b.broll, 10_000),
  };
  const direction = cleanText(b.direction ?? "", 10_000);
  if (direction) d.direction = direction;
  return d;
};

async function store(
  user: SessionUser,
  row: Awaited<ReturnType<typeof owned>>,
  beats: ScriptBeat[],
): Promise<ScriptDTO> {
  const content = renderScript(beats, {
    platform: platformOf(row.platform).id,
    caption: row.caption,
    hashtags: row.hashtags,
  });
  const saved = await db.script.updateMany({
    where: { id: row.id, userId: user.id },
    data: {
      beats: beats.map(beatDTO) as unknown as Prisma.InputJsonValue,
      content,
      durationS: totalSeconds(beats),
      editedAt: new Date(),
    },
  });
  // Deleted between the read and the write.
  if (saved.count !== 1) throw notFound(NOT_FOUND);
  return scriptDTO({
    ...row,
    beats: beats.map(beatDTO),
    content,
    durationS: totalSeconds(beats),
    editedAt: new Date(),
  });
}

/** PATCH /api/scripts/{scriptId}: the creator's beats, re-timed from their words and saved. */
export async function saveScript(user: SessionUser, scriptId: string, body: SaveScriptBody): Promise<ScriptDTO> {
  const row = await owned(user, scriptId);
  return store(user, row, timeBeats(body.beats.map(draftOf)));
}

/**
 * Model rewrites of one script's beats per UTC day. A rewrite is charged no report unit, so without
 * a cap rewriting every beat of one stored script, again and again, would be new model-written
 * scripts for free; 20 is enough to rework each beat of a script once or twice.
 */
export const BEAT_REWRITES_PER_DAY = 20;

export const BEAT_REWRITES_MESSAGE = `You've had ${BEAT_REWRITES_PER_DAY} AI rewrites of this script's beats today, the most for one script in a day. You can still edit any beat yourself; AI rewrites for this script start again tomorrow.`;

/** Counts one model rewrite of the script today, refusing (429 until midnight UTC) past the cap. */
async function countModelRewrite(user: SessionUser, scriptId: string, now = new Date()): Promise<void> {
  const untilMidnight = secondsToUtcMidnight(now);
  const counted = await hit({
    key: `beat-rewrites:${user.id}:${scriptId}:${now.toISOString().slice(0, 10)}`,
    limit: BEAT_REWRITES_PER_DAY,
    windowS: untilMidnight,
  });
  if (counted.ok) return;
  log.warn("beat_rewrites_capped", { userId: user.id });
  throw tooManyRequests(BEAT_REWRITES_MESSAGE, untilMidnight);
}

/** POST /api/scripts/{scriptId}/regenerate-beat: one beat said another way, the others as the creator left them. */
export async function regenerateScriptBeat(
  user: SessionUser,
  scriptId: string,
  body: RegenerateBeatBody,
  signal: AbortSignal = new AbortController().signal,
): Promise<ScriptDTO> {
  const row = await owned(user, scriptId);
  const idea = row.ideaId ? await ideaEvidence(user.id, row.ideaId) : undefined;
  const request: ScriptRequest = {
    hook: row.hook,
    outline: row.outline,
    trendTitle: row.trendTitle,
    // The idea's stored topic, else the one the script was written about (a brief's idea has no
    // stored idea); the title only for a row the topic backfill hasn't reached.
    topic: idea?.topic ?? row.topic ?? row.trendTitle,
    kind: idea?.topic ? idea.kind : storedKind(row.kind),
    niche: row.niche,
    platform: platformOf(row.platform).id,
    evidence: idea?.evidence ?? null,
  };
  const beats = body.beats.map(draftOf);
  const written = await rewriteBeatWithModel({
    request,
    beats,
    index: body.index,
    offline: () => rewriteBeat(request, beats, body.index, body.variant ?? 0),
    tier: user.subscriptionTier,
    userId: user.id,
    signal,
    admit: () => countModelRewrite(user, scriptId),
  });
  signal.throwIfAborted();
  return store(user, row, timeBeats(written.value));
}

/** GET /api/scripts?ideaId=: the latest script the user developed from this idea, edits included. */
export async function latestScriptForIdea(user: SessionUser, ideaId: string): Promise<{ script: ScriptDTO | null }> {
  const row = await db.script.findFirst({
    where: { ideaId, userId: user.id },
    orderBy: { createdAt: "desc" },
    select: SCRIPT_SELECT,
  });
  return { script: row ? scriptDTO(row) : null };
}
