// Model prices per 1M input and output tokens (USD). An admin's price for a model id
// (ai_model_prices, set on the AI Models tab) wins over the list price of the well-known ids;
// a model with neither has no estimate rather than a made-up one.
import "server-only";
import { db } from "@/lib/db";

export type Price = { inputPerM: number; outputPerM: number };

/** List prices of the suggested ids (provider price pages); local models cost nothing per token. */
export const LIST_PRICES: Readonly<Record<string, Price>> = {
  "gpt-5": { inputPerM: 1.25, outputPerM: 10 },
  "gpt-5-mini": { inputPerM: 0.25, outputPerM: 2 },
  "gpt-4.1": { inputPerM: 2, outputPerM: 8 },
  "gpt-4.1-mini": { inputPerM: 0.4, outputPerM: 1.6 },
  "gpt-4o": { inputPerM: 2.5, outputPerM: 10 },
  "gpt-4o-mini": { inputPerM: 0.15, outputPerM: 0.6 },
  "llama3.1:8b": { inputPerM: 0, outputPerM: 0 },
  "qwen2.5:7b": { inputPerM: 0, outputPerM: 0 },
};

export const listPrice = (model: string): Price | null =>
  Object.hasOwn(LIST_PRICES, model) ? LIST_PRICES[model] : null;

/** The price of each model id asked for (null: unknown). */
export async function pricesOf(models: string[]): Promise<Map<string, Price | null>> {
  const ids = [...new Set(models)];
  const rows = ids.length ? await db.aiModelPrice.findMany({ where: { model: { in: ids } } }) : [];
  const saved = new Map(
    rows.map((r) => [r.model, { inputPerM: Number(r.inputPerM), outputPerM: Number(r.outputPerM) }]),
  );
  return new Map(ids.map((m) => [m, saved.get(m) ?? listPrice(m)]));
}

export function costUsd(price: Price, inputTokens: number, outputTokens: number): number {
  return (inputTokens * price.inputPerM + outputTokens * price.outputPerM) / 1_000_000;
}

const dollars = (n: number) => `$${n.toFixed(n > 0 && n < 0.1 ? 3 : 2)}`;

/** "$0.15 / $0.60 per 1M tokens" (input / output), "Free (local model)", or unknown. */
export function formatPrice(price: Price | null): string {
  if (!price) return "Unknown (set its price on the AI Models tab)";
  if (price.inputPerM === 0 && price.outputPerM === 0) return "Free (no per-token charge)";
  return `${dollars(price.inputPerM)} / ${dollars(price.outputPerM)} per 1M tokens`;
}
