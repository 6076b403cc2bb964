// What the trend and script writers share: which models a request may use (or why none), the
// events a streaming caller hears, and the truthful account of who wrote the result.
import "server-only";
import type { JSONSchema7 } from "ai";
import { OFFLINE_ENGINE } from "@/lib/dto";
import type { Tier } from "@/lib/plans";
import { log } from "@/lib/log";
import { holdTokens, settleTokens, withinBudget } from "./budget";
import { runChain } from "./chain";
import { reasonOf, whoIs, type Failure } from "./provider";
import { modelPlan } from "./registry";
import { streamJson } from "./stream-json";

export { OFFLINE_ENGINE };

export type FallbackNotice = { from: string; to: string; reason: string };

export type WriterEvents<D> = {
  /** Writing starts with this model (null: the offline engine writes it). */
  start?: (model: string | null) => void;
  /** The model's words so far. */
  draft?: (draft: D) => void;
  /** A model failed; `to` (a model id or the offline engine) starts over. */
  fallback?: (notice: FallbackNotice) => void;
};

export type Written<T> = {
  value: T;
  /** The model id that wrote it, or OFFLINE_ENGINE. */
  generatedBy: string;
  /** Why the tier's model did not write it, in plain words; null when it did (or none is set up). */
  fallbackReason: string | null;
  failures: Failure[];
};

const PLAN_REASONS = {
  not_configured: null,
  disabled: "AI writing is switched off by the admin",
  inactive: "AI writing is switched off for your plan",
  no_model: "no AI model is set for your plan",
} as const;

const BUDGET_SPENT = "today's AI allowance for your account is used up";

export type Models = { models: string[] } | { models: null; reason: string | null };

/** The tier's models, unless AI is off or the user's daily token budget is spent. */
export async function modelsFor(tier: Tier, userId: string): Promise<Models> {
  const plan = await modelPlan(tier);
  if (!plan.enabled) return { models: null, reason: PLAN_REASONS[plan.reason] };
  if (!(await withinBudget(userId))) return { models: null, reason: BUDGET_SPENT };
  return { models: plan.models };
}

/** The notice for a failed model and the one taking over. */
export function fallbackNotice(failure: Failure, next: string | null): FallbackNotice {
  return { from: failure.model, to: next ?? OFFLINE_ENGINE, reason: failure.reason };
}

/**
 * Who wrote it and why not the tier's model: the backup's result still names the primary's failure,
 * and an answer kept in part says what it lacked (`shortfall`).
 */
export function outcome<T>(value: T, generatedBy: string, failures: Failure[], shortfall?: string): Written<T> {
  const reasons = [reasonOf(failures), shortfall].filter(Boolean);
  return { value, generatedBy, fallbackReason: reasons.length ? reasons.join(", and ") : null, failures };
}

/** The model's answer made into the result; `shortfall` names what of it could not be kept. */
export type Finished<T> = { value: T; shortfall?: string };

/** A string field of a partial answer, cut to its limit ("" when it isn't a string yet). */
export const partialText = (v: unknown, max: number) => (typeof v === "string" ? v.slice(0, max) : "");

export type WriteRequest<T, D> = {
  purpose: "trends" | "script";
  tier: Tier;
  userId: string;
  signal: AbortSignal;
  events?: WriterEvents<D[]>;
  /** The offline engine's result: written when no model can. */
  offline: () => T;
  system: string;
  /** Built only when a model will write (the offline path never needs it). */
  prompt: () => string;
  /** The structured-output schema sent with the request. */
  schema: JSONSchema7;
  name: string;
  maxOutputTokens: number;
  /** What a partial answer already holds, for `events.draft`. */
  drafts: (partial: unknown) => D[];
  /**
   * A gate a model call must pass besides the budget (a per-script cap): called only when a model
   * would write, it refuses by throwing, and the request then fails with its error.
   */
  admit?: () => Promise<void>;
  /**
   * The model's whole answer (JSON as it came, unchecked) as the result; `who` names the model
   * for a shortfall's reason. Throws OutputRejected when nothing of it can be used.
   */
  finish: (answer: unknown, who: string) => Finished<T>;
};

/**
 * The tier's models write it (primary, then backup), streamed to `events`, every attempt charged
 * to the user's daily token budget (held before, settled after); the offline engine writes it when AI is off for this request
 * or every model failed. Says truthfully who wrote it and why not the tier's model.
 */
export async function writeWithModels<T, D>(r: WriteRequest<T, D>): Promise<Written<T>> {
  const { events } = r;
  const plan = await modelsFor(r.tier, r.userId);
  const offline = (reason: string | null): Written<T> => {
    events?.start?.(null);
    return { value: r.offline(), generatedBy: OFFLINE_ENGINE, fallbackReason: reason, failures: [] };
  };
  if (!plan.models) return offline(plan.reason);
  const prompt = r.prompt();
  // The most the attempts can cost, held before any starts: a token is at least a character of the
  // prompt, and the answer at most maxOutputTokens. Settled below with what they really used.
  const hold = await holdTokens(r.userId, plan.models.length * (r.system.length + prompt.length + r.maxOutputTokens));
  if (!hold) return offline(BUDGET_SPENT);
  let used = 0;
  try {
    await r.admit?.();
    events?.start?.(plan.models[0]);
    const result = await runChain({
      purpose: r.purpose,
      models: plan.models,
      signal: r.signal,
      onFallback: (failure, next) => events?.fallback?.(fallbackNotice(failure, next)),
      onTokens: async (tokens) => {
        used += tokens;
      },
      attempt: async (model, ctx) => {
        const answer = await streamJson({
          model,
          system: r.system,
          prompt,
          schema: r.schema,
          name: r.name,
          maxOutputTokens: r.maxOutputTokens,
          signal: ctx.signal,
          deadline: ctx.deadline,
          onPartial:
            events?.draft &&
            ((partial) => {
              const drafts = r.drafts(partial);
              if (drafts.length) events.draft!(drafts);
            }),
        });
        return { ...answer, value: r.finish(answer.value, whoIs(model, ctx.isBackup)) };
      },
    });
    return "model" in result
      ? outcome(result.value.value, result.model, result.failures, result.value.shortfall)
      : outcome(r.offline(), OFFLINE_ENGINE, result.failures);
  } finally {
    // Every attempt is charged, a failed or cancelled one too; a refused or failed request gives
    // back what it held. The budget's bookkeeping never turns a written answer into a failure.
    await settleTokens(hold, used).catch((err) =>
      log.warn("ai_tokens_not_settled", { error: String((err as Error)?.message ?? err).slice(0, 200) }),
    );
  }
}
