// Units of time and time zones shared across domains (retention dates, trend windows, the
// creator's own time zone that the daily brief and its settings form both read).
export const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_TIME_ZONE = "UTC";
export const TIME_ZONE_MAX = 64;

/** A time zone name the runtime knows (IANA, e.g. "Pacific/Honolulu", or "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > TIME_ZONE_MAX) return false;
  // Names only: no "+13:00" offsets (they ignore daylight saving) and nothing else Intl accepts.
  if (!/^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Whole seconds from `now` to the next UTC midnight (at least 1), when daily allowances start again. */
export function secondsToUtcMidnight(now: Date): number {
  return Math.max(
    1,
    Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - +now) / 1000),
  );
}
