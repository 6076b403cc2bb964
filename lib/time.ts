// Units of time and time zones shared across domains (retention dates, trend windows, the
// creator's own time zone that the daily brief and its settings form both read). Day arithmetic
// goes through date-fns in UTC: a server's own zone never moves a window by an hour at a
// daylight-saving change.
import { tz } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";

/** One day in milliseconds, for fractional ages and day numbers (whole days: `daysBefore`, `daysAfter`). */
export const DAY_MS = 24 * 60 * 60 * 1000;

const inUtc = { in: tz("UTC") };

/** The moment `days` whole days after `date`. */
export function daysAfter(date: Date, days: number): Date {
  return new Date(+addDays(date, days, inUtc));
}

/** The moment `days` whole days before `date` (the start of a window that ends at `date`). */
export function daysBefore(date: Date, days: number): Date {
  return daysAfter(date, -days);
}

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
  const midnight = startOfDay(addDays(now, 1, inUtc), inUtc);
  return Math.max(1, Math.ceil((+midnight - +now) / 1000));
}
