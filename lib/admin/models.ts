// AI Models tab: the model per tier (ai_model_config, which the trend engine reads on every
// request, so a change applies to the next generation), each model's status, and the price per
// 1M input and output tokens of the models in use (ai_model_prices, or the list price).
import "server-only";
import { env } from "@/env";
import { db } from "@/lib/db";
import type { AiModelConfig, ApiSourceStatus } from "@/lib/generated/prisma/client";
import { SUGGESTED_MODELS } from "@/lib/ai/model-defaults";
import { formatPrice, pricesOf, type Price } from "@/lib/ai/pricing";
import { KILL_SWITCH_KEY, providerConfigured, switchedOff } from "@/lib/ai/registry";
import type { CurrentModelsDTO, ModelStatus, TierModelDTO } from "@/lib/admin/dto";
import { writeAdminAudit, type Actor } from "@/lib/admin/audit";
import type { Tier } from "@/lib/plans";

export function aiProviderConfigured(killSwitch = false): { configured: boolean; detail: string } {
  if (env.AI_DISABLED)
    return { configured: false, detail: "AI_DISABLED is set: the offline engine answers every request." };
  if (killSwitch)
    return { configured: false, detail: "The AI kill switch is on: the offline engine answers every request." };
  if (providerConfigured()) {
    return {
      configured: true,
      detail: env.OPENAI_BASE_URL ? `OpenAI-compatible endpoint at ${new URL(env.OPENAI_BASE_URL).host}` : "OpenAI API",
    };
  }
  return {
    configured: false,
    detail: "No OPENAI_API_KEY or OPENAI_BASE_URL: the offline engine answers every request.",
  };
}

/**
 * inactive: no provider, the kill switch, or the tier switched off: the offline engine answers.
 * error: the row was marked failing, or the provider's latest recorded outcome ("openai" in
 * api_source_status, written by the engine after every call as "<model>: <error>" and by the API
 * Status check) failed after this tier's model was last changed, naming this tier's model, or
 * down without naming another tier's model (a bad key or an unreachable endpoint fails them all).
 * active: otherwise.
 */
export function modelStatus(
  row: AiModelConfig,
  provider: ApiSourceStatus | null,
  ctx: { available: boolean; otherModels: string[] },
): { status: ModelStatus; detail: string } {
  if (!ctx.available) return { status: "inactive", detail: "No AI provider in use (offline engine)" };
  if (row.status === "inactive") return { status: "inactive", detail: "Switched off for this tier" };
  if (row.status === "error") return { status: "error", detail: "The last call with this model failed" };
  const failing =
    provider && (provider.status === "down" || provider.status === "degraded") && provider.lastCheck >= row.updatedAt;
  if (failing) {
    const msg = provider.errorMessage ?? "";
    const names = (m: string | null) => Boolean(m && msg.startsWith(`${m}:`));
    if (names(row.primary) || names(row.backup) || (provider.status === "down" && !ctx.otherModels.some(names))) {
      return { status: "error", detail: msg || `AI provider ${provider.status}` };
    }
  }
  return { status: "active", detail: "Serving requests" };
}

export async function currentModels(): Promise<CurrentModelsDTO> {
  const [rows, provider, killSwitch] = await Promise.all([
    db.aiModelConfig.findMany(),
    db.apiSourceStatus.findUnique({ where: { source: "openai" } }),
    db.appSetting.findUnique({ where: { key: KILL_SWITCH_KEY } }),
  ]);
  const prices = await pricesOf(rows.flatMap((r) => [r.primary, r.backup]).filter((m): m is string => Boolean(m)));
  const providerInfo = aiProviderConfigured(Boolean(killSwitch && switchedOff(killSwitch.value)));
  const config: Partial<Record<Tier, TierModelDTO>> = {};
  for (const row of rows) {
    const mine = new Set([row.primary, row.backup]);
    const otherModels = rows
      .flatMap((r) => [r.primary, r.backup])
      .filter((m): m is string => Boolean(m) && !mine.has(m));
    const { status, detail } = modelStatus(row, provider, { available: providerInfo.configured, otherModels });
    const price = prices.get(row.primary) ?? null;
    config[row.tier] = {
      primary: row.primary,
      backup: row.backup,
      cost: formatPrice(price),
      price,
      backupPrice: row.backup ? (prices.get(row.backup) ?? null) : null,
      status,
      statusDetail: detail,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    };
  }
  return { config, suggested: SUGGESTED_MODELS, provider: providerInfo };
}

type UpdateModel = {
  tier: Tier;
  primary: string;
  backup: string | null;
  price?: Price | null;
  backupPrice?: Price | null;
};

export async function updateModel(
  actor: Actor,
  input: UpdateModel,
): Promise<{
  success: true;
  tier: Tier;
  config: { primary: string; backup: string | null; cost: string; price: Price | null };
}> {
  const result = await db.$transaction(async (tx) => {
    const before = await tx.aiModelConfig.findUnique({ where: { tier: input.tier } });
    const row = await tx.aiModelConfig.upsert({
      where: { tier: input.tier },
      create: {
        tier: input.tier,
        primary: input.primary,
        backup: input.backup,
        status: "active",
        updatedBy: actor.email,
      },
      // A new model starts clean (an error of the old one does not carry over); a tier switched
      // off stays off.
      update: {
        primary: input.primary,
        backup: input.backup,
        status: before?.status === "inactive" ? "inactive" : "active",
        updatedBy: actor.email,
      },
    });
    // A price belongs to the model id, so every tier using that model shares it.
    const priced = [
      [input.primary, input.price],
      [input.backup, input.backupPrice],
    ] as const;
    for (const [model, price] of priced) {
      if (!model || !price) continue;
      await tx.aiModelPrice.upsert({
        where: { model },
        create: { model, inputPerM: price.inputPerM, outputPerM: price.outputPerM, updatedBy: actor.email },
        update: { inputPerM: price.inputPerM, outputPerM: price.outputPerM, updatedBy: actor.email },
      });
    }
    await writeAdminAudit(tx, actor, {
      action: "update_model",
      targetEmail: null,
      before: before ? { tier: before.tier, primary: before.primary, backup: before.backup } : null,
      after: {
        tier: row.tier,
        primary: row.primary,
        backup: row.backup,
        price: input.price ?? undefined,
        backupPrice: input.backupPrice ?? undefined,
      },
    });
    return row;
  });
  const price = (await pricesOf([result.primary])).get(result.primary) ?? null;
  return {
    success: true as const,
    tier: result.tier,
    config: { primary: result.primary, backup: result.backup, cost: formatPrice(price), price },
  };
}
