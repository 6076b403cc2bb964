// Trend and script requests: shared by the dashboard forms and the route handlers.
import "./zod-setup";
import { z } from "zod";
import { SCRIPT_LIMITS } from "@/lib/generation/limits";
import { PLATFORM_IDS } from "@/lib/generation/platforms";
import { BEAT_LABELS } from "@/lib/generation/types";
import { cleanText } from "@/lib/language/clean";
import { TOPIC_KINDS } from "@/lib/language/kind";
import { sanitizeNiche } from "@/lib/niches";

/** Raw text longer than this is refused outright; the kept niche is capped at NICHE_MAX_CHARS. */
export const NICHE_RAW_MAX = 500;

// PostgreSQL text cannot hold NUL or unpaired surrogates: refuse them rather than alter the text.
const storable = (v: string) => !v.includes("\u0000") && v.isWellFormed();

/** A niche as typed: invisible characters stripped, whitespace collapsed, capped at 60 characters. */
export const nicheField = z
  .string({ error: "Niche is required" })
  .max(NICHE_RAW_MAX, `Niche must be at most ${NICHE_RAW_MAX} characters`)
  .transform((v) => sanitizeNiche(v))
  .pipe(z.string().min(1, "Niche is required"));

export const generateTrendsSchema = z.object({ niche: nicheField }).strict();
export type GenerateTrendsInput = z.input<typeof generateTrendsSchema>;

export const clearTrendsSchema = z.object({ niche: nicheField }).strict();
export type ClearTrendsInput = z.input<typeof clearTrendsSchema>;

/** The [niche] path segment of GET /api/trends/{niche}. */
export const nicheParamsSchema = z.object({ niche: nicheField });

/** GET /api/trends/{niche}/{trendId}/evidence */
export const trendEvidenceParamsSchema = z.object({
  niche: nicheField,
  trendId: z.string().trim().min(1).max(100, "Unknown trend"),
});

const text = (label: string, max: number, required: boolean) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine(storable, `${label} contains characters that are not allowed`)
    .refine((v) => !required || v.trim().length > 0, `${label} is required`);

/**
 * The topic a script is about, as its trend or idea stored it ("deload week"): cleaned like the
 * trend title it comes with (invisible characters out, one line), and naming something in words.
 */
const topicField = text("Topic", SCRIPT_LIMITS.topic, true)
  .transform((v) => cleanText(v, SCRIPT_LIMITS.topic))
  .refine((v) => /[\p{L}\p{N}]/u.test(v), "Topic must name the trend in words");

export const developScriptSchema = z
  .object({
    hook: text("Hook", SCRIPT_LIMITS.hook, true),
    outline: text("Outline", SCRIPT_LIMITS.outline, false),
    trendTitle: text("Trend title", SCRIPT_LIMITS.trendTitle, false),
    topic: topicField.optional(),
    kind: z.enum(TOPIC_KINDS, { error: "Unknown topic kind" }).optional(),
    niche: nicheField,
    ideaId: z.string().trim().min(1).max(SCRIPT_LIMITS.ideaId, "Unknown idea").optional(),
    platform: z.enum(PLATFORM_IDS, { error: "Unknown platform" }).optional(),
  })
  .strict()
  // A stored idea's topic is read next to it on the server; any other idea (the daily brief's) names its own.
  .refine((b) => b.ideaId !== undefined || b.topic !== undefined, { message: "Topic is required", path: ["topic"] });
export type DevelopScriptInput = z.input<typeof developScriptSchema>;
export type DevelopScriptBody = z.output<typeof developScriptSchema>;

/** One beat as the creator edited it; timings are never taken from the client, they follow the words. */
export const beatEditSchema = z
  .object({
    label: z.enum(BEAT_LABELS, { error: "Unknown beat label" }),
    text: text("Spoken text", SCRIPT_LIMITS.beatText, false),
    onScreen: text("On-screen text", SCRIPT_LIMITS.onScreen, false),
    broll: text("B-roll", SCRIPT_LIMITS.broll, false),
    direction: text("Direction", SCRIPT_LIMITS.direction, false).optional(),
  })
  .strict();

const beatsField = z
  .array(beatEditSchema)
  .min(1, "A script needs at least one beat")
  .max(SCRIPT_LIMITS.beats, `A script has at most ${SCRIPT_LIMITS.beats} beats`);

/** PATCH /api/scripts/{scriptId}: the script's beats after the creator's edits. */
export const saveScriptSchema = z.object({ beats: beatsField }).strict();
export type SaveScriptBody = z.output<typeof saveScriptSchema>;

/** POST /api/scripts/{scriptId}/regenerate-beat: the current beats, which one to rewrite, and which alternative. */
export const regenerateBeatSchema = z
  .object({
    beats: beatsField,
    index: z
      .number()
      .int()
      .min(0)
      .max(SCRIPT_LIMITS.beats - 1),
    variant: z.number().int().min(0).max(1000).optional(),
  })
  .strict()
  .refine((b) => b.index < b.beats.length, { message: "No such beat", path: ["index"] });
export type RegenerateBeatBody = z.output<typeof regenerateBeatSchema>;

export const scriptParamsSchema = z.object({
  scriptId: z.string().trim().min(1).max(SCRIPT_LIMITS.ideaId, "Unknown script"),
});
// Optional here so a signed-out caller hears 401 before any validation; the handler requires it.
export const scriptsQuerySchema = z
  .object({ ideaId: z.string().trim().min(1).max(SCRIPT_LIMITS.ideaId, "Unknown idea").optional() })
  .strict();
