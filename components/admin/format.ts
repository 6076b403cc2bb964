// Display helpers of the admin screen (pure: shared by the tabs and their tests).
import type { Tier } from "@/lib/plans";

/** Amounts are shown in dollars: cents divided by 100. */
export function dollars(cents: number, currency = "usd"): string {
  const value = (cents / 100).toFixed(2);
  return currency.toLowerCase() === "usd" ? `$${value}` : `${value} ${currency.toUpperCase()}`;
}

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return "Never";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "Unknown" : d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

export function dateOnly(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "Unknown" : d.toLocaleDateString("en-US", { dateStyle: "medium" });
}

/** Stripe `created` (seconds) as a date. */
export const fromSeconds = (s: number) => dateTime(new Date(s * 1000).toISOString());

export const tierLabel = (tier: Tier | string) => tier.charAt(0).toUpperCase() + tier.slice(1);

const SOURCE_LABELS: Record<string, string> = {
  openai: "AI Provider (OpenAI)",
  youtube: "YouTube (video)",
  twitter: "X / Twitter (microblog)",
  instagram: "Instagram (photo-sharing)",
  tiktok: "TikTok (short-video)",
  reddit: "Reddit (trend signals, keyless)",
  googlenews: "Google News (trend signals, keyless)",
  hackernews: "Hacker News (trend signals, keyless)",
  mastodon: "Mastodon hashtags (trend signals, keyless)",
  "youtube-feed": "YouTube channel feeds (keyless)",
};

/** Known sources by name; any other source upper-cased. */
export function sourceLabel(source: string): string {
  return Object.hasOwn(SOURCE_LABELS, source) ? SOURCE_LABELS[source] : source.toUpperCase();
}

const FAILURE_KINDS: Record<string, string> = {
  rate_limited: "Rate limited (429)",
  server_error: "Server error (5xx)",
  unreachable: "Unreachable",
  first_token: "No first token in time",
  stalled: "Stalled mid-answer",
  too_slow: "Over the overall time cap",
  malformed: "Unusable output",
  rejected: "Request refused",
};

/** A failed AI call's kind in words. */
export const failureKind = (kind: string) => (Object.hasOwn(FAILURE_KINDS, kind) ? FAILURE_KINDS[kind] : kind);

/** 1234567 -> "1,234,567". */
export const withThousands = (n: number) => n.toLocaleString("en-US");

/** An estimated cost: cents where they matter, tenths of a cent for small sums. */
export function usd(amount: number): string {
  if (amount > 0 && amount < 0.01) return `$${amount.toFixed(4)}`;
  return `$${amount.toFixed(2)}`;
}
