// Words the brief shows in the app and in the digest email: one place, so both read the same.
// Pure: shared by server and client code.
import type { BriefTrend } from "./types";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** How long the trend has been building: from the start of its current run of daily mentions. */
export function ageText(t: Pick<BriefTrend, "firstSeenDaysAgo" | "windowDays">): string {
  if (t.firstSeenDaysAgo === null) {
    const weeks = Math.floor(t.windowDays / 7);
    return weeks >= 1 ? `Around for ${plural(weeks, "week")}+` : `Around for ${plural(t.windowDays, "day")}+`;
  }
  if (t.firstSeenDaysAgo === 0) return "First spotted today";
  if (t.firstSeenDaysAgo === 1) return "First spotted yesterday";
  return `First spotted ${t.firstSeenDaysAgo} days ago`;
}

/** Whether the creator saw this trend in the niche's brief on the days before. */
export function streakText(streak: number): string {
  return streak <= 1 ? "New in your brief" : `Day ${streak} in your brief`;
}

/** The line under a trend's description: its reach, its age and whether it is new to the creator. */
export function metaLine(t: Pick<BriefTrend, "engagement" | "firstSeenDaysAgo" | "windowDays" | "streak">): string {
  return [t.engagement, ageText(t), streakText(t.streak)].filter(Boolean).join(" · ");
}

/** Where a niche's trends come from; "Curated Examples" is sample data, said plainly. */
export function sourceText(sources: string[]): string {
  const names = [...new Set(sources)].map((s) =>
    s === "Curated Examples"
      ? "curated examples (sample data, not live signals)"
      : s === "API"
        ? "live YouTube and Reddit data"
        : s,
  );
  return names.length ? `Based on ${names.join(" and ")}` : "";
}

/** "3 fresh hooks" when none was in a recent brief; otherwise say so. */
export function hooksHeading(hooks: { repeat: boolean }[]): string {
  return hooks.every((h) => !h.repeat) ? `${hooks.length} fresh hook${hooks.length === 1 ? "" : "s"}` : "Hooks to try";
}

export const REPEAT_NOTE = "also in an earlier brief";

/** "Fitness", "Fitness and Sourdough", "Fitness, Sourdough and 2 more". */
export function nicheList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}

/** "Tuesday, March 10" for a "YYYY-MM-DD" date (the date itself, never shifted by a zone). */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** A niche as a heading: "sourdough" -> "Sourdough" (presets are capitalised already). */
export function nicheHeading(niche: string): string {
  return niche.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** The honest empty brief's headline. */
export function noSignalsText(niche: string): string {
  return `No live signals for "${niche}" yet`;
}

export const NO_SIGNALS_DETAIL =
  "Nothing in today's signals is about this niche, so there is nothing honest to brief you on. We look again every morning, and the brief fills in as soon as creators start posting about it.";
