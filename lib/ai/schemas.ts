// Bounded output schemas for the model. The model only writes words: titles, descriptions, hooks,
// outlines and script beats. Every number a trend shows (confidence, views, growth, potential)
// comes from the scored evidence, so none of them is in these schemas.
//
// The model is sent a JSON Schema without string-length keywords (not every strict
// structured-output implementation supports them, and an unsupported keyword fails the whole
// call), built for the request: a report's schema asks for exactly its trends, by id. The answer
// is read leniently (lib/ai/answer-json.ts) and checked item by item against the zod schemas,
// caps included, so one bad trend costs only that trend.
import type { JSONSchema7 } from "ai";
import { z } from "zod";
import { BEAT_LABELS } from "@/lib/generation/types";
import { readableText } from "@/lib/language/clean";

export const AI_LIMITS = {
  title: 90,
  description: 400,
  hook: 200,
  outline: 600,
  beatText: 400,
  onScreen: 80,
  broll: 160,
} as const;

// What is stored is what the output check read (readableText: NFKC, no invisible characters), so
// no zero-width character or fullwidth dot hides in it; control characters but line breaks go too.
const clean = (s: string) => readableText(s).replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "");
const text = (min: number, max: number) => z.string().transform(clean).pipe(z.string().trim().min(min).max(max));

export const aiIdeaSchema = z.object({ hook: text(5, AI_LIMITS.hook), outline: text(10, AI_LIMITS.outline) }).strict();

const trendFields = {
  title: text(3, AI_LIMITS.title),
  description: text(10, AI_LIMITS.description),
  ideas: z.array(aiIdeaSchema).length(3),
};

/** One trend of an answer, read on its own: a bad one costs only itself. */
export const aiTrendSchema = z.object({ id: z.number().int().min(0), ...trendFields }).strict();
export type AiTrend = z.infer<typeof aiTrendSchema>;

/** What the model is asked for: exactly `count` trends, each id one of the request's. */
export function trendsRequestSchema(count: number) {
  const ids = Array.from({ length: count }, (_, i) => i);
  const trend = z.object({ id: z.literal(ids), ...trendFields }).strict();
  return z.object({ trends: z.array(trend).length(count) }).strict();
}

// The beat names are the script model's (lib/generation/types.ts); passed on for the model writer.
export { BEAT_LABELS };

export const aiBeatSchema = z
  .object({
    label: z.enum(BEAT_LABELS),
    text: text(2, AI_LIMITS.beatText),
    onScreen: text(0, AI_LIMITS.onScreen),
    broll: text(0, AI_LIMITS.broll),
  })
  .strict();

export const aiScriptSchema = z
  .object({ beats: z.array(aiBeatSchema).min(5).max(9) })
  .strict()
  .refine((s) => s.beats[0]?.label === "HOOK", "the first beat must be the HOOK")
  .refine((s) => s.beats[s.beats.length - 1]?.label === "CTA", "the last beat must be the CTA")
  .refine((s) => s.beats.some((b) => b.label === "POINT"), "a script needs at least one POINT");
export type AiScript = z.infer<typeof aiScriptSchema>;

const LENGTH_KEYWORDS = new Set(["minLength", "maxLength", "$schema"]);

function stripLengths(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripLengths);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => !LENGTH_KEYWORDS.has(k))
      .map(([k, v]) => [k, stripLengths(v)]),
  );
}

/** The model-facing JSON Schema: structure from zod; the answer is read and validated by the caller. */
export function wireSchema(schema: z.ZodType): JSONSchema7 {
  return stripLengths(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })) as JSONSchema7;
}

/** A failed parse in a few words: where and what ("ideas: Too small: expected array to have >=3 items"). */
export function issuesOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 2)
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}
