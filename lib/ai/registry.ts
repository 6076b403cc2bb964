// Which models a request may use: the tier's primary and backup from ai_model_config (read on
// every request, so an admin's change applies to the next call), behind two switches: a
// provider must be configured (OPENAI_API_KEY or OPENAI_BASE_URL) and the kill switch (env
// AI_DISABLED or app_settings "ai_disabled") must be off.
import "server-only";
import { env } from "@/env";
import { db } from "@/lib/db";
import { DEFAULT_MODELS } from "@/lib/ai/model-defaults";
import type { Tier } from "@/lib/plans";

export const KILL_SWITCH_KEY = "ai_disabled";

export type ModelPlan =
  | { enabled: true; models: string[] }
  | { enabled: false; reason: "not_configured" | "disabled" | "inactive" | "no_model"; models: [] };

export function providerConfigured(): boolean {
  return Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
}

/** The admin switch: true, "true", 1 or { disabled: true } / { value: true } all mean off. */
export function switchedOff(value: unknown): boolean {
  if (value === true || value === 1 || value === "true" || value === "1") return true;
  if (value && typeof value === "object") {
    const v = value as Record<string, unknown>;
    return switchedOff(v.disabled) || switchedOff(v.value) || v.enabled === false;
  }
  return false;
}

export async function modelPlan(tier: Tier): Promise<ModelPlan> {
  if (!providerConfigured()) return { enabled: false, reason: "not_configured", models: [] };
  if (env.AI_DISABLED) return { enabled: false, reason: "disabled", models: [] };
  const [config, setting] = await Promise.all([
    db.aiModelConfig.findUnique({ where: { tier } }),
    db.appSetting.findUnique({ where: { key: KILL_SWITCH_KEY } }),
  ]);
  if (setting && switchedOff(setting.value)) return { enabled: false, reason: "disabled", models: [] };
  if (config?.status === "inactive") return { enabled: false, reason: "inactive", models: [] };
  const primary = (config?.primary ?? DEFAULT_MODELS[tier].primary).trim();
  const backup = (config ? config.backup : DEFAULT_MODELS[tier].backup)?.trim() || null;
  const models = [primary, backup].filter((m, i, all): m is string => Boolean(m) && all.indexOf(m) === i);
  if (models.length === 0) return { enabled: false, reason: "no_model", models: [] };
  return { enabled: true, models };
}
