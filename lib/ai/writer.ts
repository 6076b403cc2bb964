// What the trend and script writers share: which models a request may use (or why none), the
// events a streaming caller hears, and the truthful account of who wrote the result.
import "server-only";
import { OFFLINE_ENGINE } from "@/lib/dto";
import type { Tier } from "@/lib/plans";
import { withinBudget } from "./budget";
import { reasonOf, type Failure } from "./provider";
import { modelPlan } from "./registry";

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

export type Models = { models: string[] } | { models: null; reason: string | null };

/** The tier's models, unless AI is off or the user's daily token budget is spent. */
export async function modelsFor(tier: Tier, userId: string): Promise<Models> {
  const plan = await modelPlan(tier);
  if (!plan.enabled) return { models: null, reason: PLAN_REASONS[plan.reason] };
  if (!(await withinBudget(userId))) return { models: null, reason: "today's AI allowance for your account is used up" };
  return { models: plan.models };
}

/** The notice for a failed model and the one taking over. */
export function fallbackNotice(failure: Failure, next: string | null): FallbackNotice {
  return { from: failure.model, to: next ?? OFFLINE_ENGINE, reason: failure.reason };
}

/** Who wrote it and why not the tier's model: the backup's result still names the primary's failure. */
export function outcome<T>(value: T, generatedBy: string, failures: Failure[]): Written<T> {
  return { value, generatedBy, fallbackReason: reasonOf(failures), failures };
}
