// The contract every signal source implements: given a niche, the signal items it can offer.
import type { NicheMatcher } from "../niche";
import type { SignalItem } from "../types";

export type SourceContext = { niche: string; matcher: NicheMatcher; now: Date };

export type SourceOutcome = {
  name: string;
  items: SignalItem[];
  ok: boolean;
  /** Served from api_cache without calling the service. */
  cached?: boolean;
  error?: string;
};

export interface TrendSource {
  readonly name: "snapshot" | "youtube" | "reddit";
  collect(ctx: SourceContext): Promise<SourceOutcome>;
}

/** JSON-safe form of a signal item (api_cache stores JSON). */
export type StoredItem = Omit<SignalItem, "observedAt"> & { observedAt: string };

export const toStored = (it: SignalItem): StoredItem => ({ ...it, observedAt: it.observedAt.toISOString() });
export const fromStored = (it: StoredItem): SignalItem => ({ ...it, observedAt: new Date(it.observedAt) });

/** UTC midnight of the day a timestamp falls on. */
export function utcDay(value: string | number | Date): Date | null {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** A count from an API field that may be a string ("7920"), a number or missing. */
export function count(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}
