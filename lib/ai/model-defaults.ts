// Default AI model per tier (as the pricing FAQ promises: free and pro share one model,
// studio another, enterprise a top model). Admins change them in the AI Models tab; the seed writes these once.
import type { Tier } from "@/lib/plans";

// Prices live in lib/ai/pricing.ts (list prices) and ai_model_prices (the admin's).
export type ModelConfig = { primary: string; backup: string | null };

export const DEFAULT_MODELS: Record<Tier, ModelConfig> = {
  free: { primary: "gpt-4o-mini", backup: null },
  pro: { primary: "gpt-4o-mini", backup: "gpt-4.1-mini" },
  studio: { primary: "gpt-4.1", backup: "gpt-4o" },
  enterprise: { primary: "gpt-5", backup: "gpt-4.1" },
};

/** Model ids the admin screen suggests. */
export const SUGGESTED_MODELS = [
  "gpt-5",
  "gpt-5-mini",
  "gpt-4.1",
  "gpt-4.1-mini",
  "gpt-4o",
  "gpt-4o-mini",
  "llama3.1:8b",
  "qwen2.5:7b",
];
