// "Each morning" in the creator's own time zone. Pure: shared by the scheduler, the API and the UI.
//
// The rule: a creator's brief for local date D becomes available at BRIEF_HOUR:00 on D in their
// time zone and stays "today's brief" until BRIEF_HOUR:00 on D+1. Before that hour the Today
// section still shows D-1's brief. Dates travel as "YYYY-MM-DD" strings (local calendar dates,
// stored as PostgreSQL DATE), instants as Date.
import { TZDateMini } from "@date-fns/tz";

export const BRIEF_HOUR = 6;
const pad = (n: number, w = 2) => String(n).padStart(w, "0");

function wallClock(now: Date, timeZone: string) {
  const d = new TZDateMini(now.getTime(), timeZone);
  return { date: `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, hour: d.getHours() };
}

/** The calendar date at `now` in the zone. */
export function localDate(now: Date, timeZone: string): string {
  return wallClock(now, timeZone).date;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The date of the brief a creator sees at `now`: today's from BRIEF_HOUR, yesterday's before. */
export function currentBriefDate(now: Date, timeZone: string): string {
  const { date, hour } = wallClock(now, timeZone);
  return hour >= BRIEF_HOUR ? date : addDays(date, -1);
}

/** The instant the brief for `date` becomes available in the zone (BRIEF_HOUR:00 local). */
export function briefAvailableAt(date: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(new TZDateMini(y, m - 1, d, BRIEF_HOUR, 0, 0, timeZone).getTime());
}

/**
 * The next brief to deliver: the day after the last one delivered, but never one dated before
 * the local calendar date (days missed while the scheduler was down are skipped, never caught up
 * in a burst of emails, and a creator who follows at 02:00 gets their first email at 06:00, not a
 * stale one at once). Due at BRIEF_HOUR:00 local of that date.
 */
export function nextBrief(now: Date, timeZone: string, lastDelivered: string | null): { date: string; at: Date } {
  const today = localDate(now, timeZone);
  const after = lastDelivered ? addDays(lastDelivered, 1) : today;
  const date = after > today ? after : today;
  return { date, at: briefAvailableAt(date, timeZone) };
}

/** A DATE column value for a "YYYY-MM-DD" date, and back. */
export const dateValue = (date: string) => new Date(`${date}T00:00:00Z`);
export const dateString = (value: Date) => value.toISOString().slice(0, 10);
