// The record of calls to AI models (ai_calls): one row per attempt with its tokens and outcome.
// The admin Overview sums today's tokens into an estimated cost; the API Status tab lists the
// provider's latest failures.
import "server-only";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { costUsd, pricesOf } from "./pricing";
import type { FailureKind } from "./provider";

export type CallOutcome = "ok" | "cancelled" | FailureKind;
export type TokenUsage = { input: number; output: number; estimated: boolean };
export type CallRecord = {
  purpose: "trends" | "script";
  model: string;
  outcome: CallOutcome;
  message?: string | null;
  usage: TokenUsage;
  firstTokenMs: number | null;
  durationMs: number;
};

const int = (n: number) => Math.max(0, Math.min(2_000_000_000, Math.round(n) || 0));

/** Never fails the generation it belongs to. */
export async function recordCall(r: CallRecord): Promise<void> {
  try {
    await db.aiCall.create({
      data: {
        purpose: r.purpose,
        model: r.model.slice(0, 200),
        outcome: r.outcome,
        message: r.message ? r.message.slice(0, 500) : null,
        inputTokens: int(r.usage.input),
        outputTokens: int(r.usage.output),
        estimated: r.usage.estimated,
        firstTokenMs: r.firstTokenMs === null ? null : int(r.firstTokenMs),
        durationMs: int(r.durationMs),
      },
    });
  } catch (err) {
    log.warn("ai_call_record_failed", { error: String((err as Error)?.message ?? err).slice(0, 200) });
  }
}

export const RECENT_FAILURES = 10;
const NOT_FAILURES = ["ok", "cancelled"];

export type RecentFailure = { model: string; kind: string; purpose: string; message: string | null; at: string };

export async function recentFailures(limit = RECENT_FAILURES): Promise<RecentFailure[]> {
  const rows = await db.aiCall.findMany({
    where: { outcome: { notIn: NOT_FAILURES } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { model: true, outcome: true, purpose: true, message: true, createdAt: true },
  });
  return rows.map((r) => ({
    model: r.model,
    kind: r.outcome,
    purpose: r.purpose,
    message: r.message,
    at: r.createdAt.toISOString(),
  }));
}

export type ModelUsage = {
  model: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
};
export type UsageSummary = {
  since: string;
  tokens: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  unpriced: string[];
  byModel: ModelUsage[];
};

/** Tokens per model since `since` (the Overview: since midnight UTC) and their estimated cost. */
export async function usageSince(since: Date): Promise<UsageSummary> {
  const groups = await db.aiCall.groupBy({
    by: ["model"],
    where: { createdAt: { gte: since } },
    _sum: { inputTokens: true, outputTokens: true },
    _count: { _all: true },
    orderBy: { model: "asc" },
  });
  const prices = await pricesOf(groups.map((g) => g.model));
  const byModel = groups.map((g): ModelUsage => {
    const input = g._sum.inputTokens ?? 0;
    const output = g._sum.outputTokens ?? 0;
    const price = prices.get(g.model) ?? null;
    return {
      model: g.model,
      calls: g._count._all,
      inputTokens: input,
      outputTokens: output,
      costUsd: price ? costUsd(price, input, output) : null,
    };
  });
  const inputTokens = byModel.reduce((n, m) => n + m.inputTokens, 0);
  const outputTokens = byModel.reduce((n, m) => n + m.outputTokens, 0);
  return {
    since: since.toISOString(),
    tokens: inputTokens + outputTokens,
    inputTokens,
    outputTokens,
    costUsd: byModel.reduce((n, m) => n + (m.costUsd ?? 0), 0),
    unpriced: byModel.filter((m) => m.costUsd === null && m.inputTokens + m.outputTokens > 0).map((m) => m.model),
    byModel,
  };
}
