// The contract every live source implements, and small helpers shared by the adapters.
import type { NicheMatcher } from "../core/niche";
import type { SignalItem } from "../core/types";
import type { RateLimit } from "./fetch";

export type LiveContext = {
  /** The niche as the creator typed it (sanitised): what the sources are asked for. */
  niche: string;
  matcher: NicheMatcher;
  now: Date;
  /** The refresh round's deadline. */
  signal: AbortSignal;
};

/** Items found, and what went wrong on the way without sinking the whole source (a missing subreddit). */
export type LiveResult = { items: SignalItem[]; warnings?: string[]; skipped?: string };

export interface LiveSource {
  /** Stored in niche_signals.source and api_source_status.source. */
  readonly name: string;
  /** How the creator sees it on a trend card. */
  readonly label: string;
  /** The provider's published request limit (or a polite one where none is published). */
  readonly limit: RateLimit;
  /** Seconds between two fetches of this source for one niche (longer for metered APIs). */
  readonly intervalS: number;
  /**
   * The source whose discovery this one reads (the channel feeds read the channels a YouTube
   * search found): when both are due, this one starts once that one has finished, in the same round.
   */
  readonly after?: string;
  /** Throws a SourceError when nothing could be read. */
  fetch(ctx: LiveContext): Promise<LiveResult>;
}

/** Outcome of one source in one refresh round (stored on niche_refresh, shown in meta). */
export type SourceOutcome = {
  name: string;
  ok: boolean;
  items: number;
  /** Not asked this round: fetched recently enough, paused, or over its budget. */
  skipped?: boolean;
  error?: string;
  at: string;
  okAt?: string;
};

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

/** A live item's time fields from one timestamp; null when it isn't a date. */
export function timeOf(value: string | number | Date): { observedAt: Date; publishedAt: Date } | null {
  const day = utcDay(value);
  return day ? { observedAt: day, publishedAt: new Date(value) } : null;
}

/** Base URL of a source: its env override (a local stand-in) or the provider's. */
export const baseOf = (override: string | undefined, fallback: string) => (override ?? fallback).replace(/\/+$/, "");

// A NUL (Postgres refuses it in text: 22P05) and a surrogate half without its pair (refused in
// JSON input: 22P02). Either one in a single title used to sink a whole batch of items.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text Postgres will take: no NUL, no lone surrogate, at most `max` code points. Cuts between
 * code points, so an emoji at the limit is dropped whole rather than split in half.
 */
export function storableText(s: string, max: number): string {
  const clean = s.replace(UNSTORABLE, "");
  if (clean.length <= max) return clean;
  let out = "";
  let n = 0;
  for (const ch of clean) {
    if (n++ === max) break;
    out += ch;
  }
  return out;
}

/** Titles and names from the outside world: one line, storable, bounded. */
export const clip = (s: unknown, max: number) =>
  typeof s === "string" ? storableText(s.replace(/\s+/g, " ").trim(), max).trim() : "";

// A language tag as sources send them: letters, then subtags of letters and digits ("pt-BR").
const LANG_TAG = /^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8}){0,5}$/;

/** A source's declared language as the item's `lang`, or nothing when it sends no readable tag. */
export const langOf = (tag: unknown): { lang: string } | Record<string, never> =>
  typeof tag === "string" && LANG_TAG.test(tag.trim()) ? { lang: tag.trim() } : {};

/**
 * What a creator is told about a source that failed: short, public, by cause. The raw error
 * (provider text, database errors) goes to the log and the admin's status tab only.
 */
export function publicSourceError(kind: string, status?: number): string {
  if (kind === "budget") return "over its budget until the reset";
  if (kind === "rate_limited" || status === 429) return "asked to slow down";
  if (kind === "http" && (status === 401 || status === 403)) return "sign-in refused";
  if (kind === "timeout") return "didn't answer in time";
  return "couldn't be read just now";
}
