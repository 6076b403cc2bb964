// Trend and script requests: shared by the dashboard forms and the route handlers.
import "./zod-setup";
import { z } from "zod";
import { NICHE_MAX_CHARS, sanitizeNiche } from "@/lib/trends/text";

export { NICHE_MAX_CHARS };

/** Raw text longer than this is refused outright; the kept niche is capped at NICHE_MAX_CHARS. */
export const NICHE_RAW_MAX = 500;
export const SCRIPT_LIMITS = { hook: 300, outline: 4000, trendTitle: 200, ideaId: 64 } as const;

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

const text = (label: string, max: number, required: boolean) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine(storable, `${label} contains characters that are not allowed`)
    .refine((v) => !required || v.trim().length > 0, `${label} is required`);

export const developScriptSchema = z
  .object({
    hook: text("Hook", SCRIPT_LIMITS.hook, true),
    outline: text("Outline", SCRIPT_LIMITS.outline, false),
    trendTitle: text("Trend title", SCRIPT_LIMITS.trendTitle, false),
    niche: nicheField,
    ideaId: z.string().trim().min(1).max(SCRIPT_LIMITS.ideaId, "Unknown idea").optional(),
  })
  .strict();
export type DevelopScriptInput = z.input<typeof developScriptSchema>;
export type DevelopScriptBody = z.output<typeof developScriptSchema>;
