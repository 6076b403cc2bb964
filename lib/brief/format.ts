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

/** The numbers behind a trend, in one line a creator can say aloud. */
export function evidenceLine(t: Pick<BriefTrend, "growthPct" | "recentDays" | "channels" | "engagement">): string {
  const parts: string[] = [];
  if (t.growthPct >= 1) parts.push(`mentions up ${Math.round(t.growthPct)}% in ${plural(t.recentDays, "day")}`);
  if (t.channels > 0) parts.push(`${plural(t.channels, "channel")} posting`);
  if (t.engagement) parts.push(t.engagement);
  const line = parts.join(" · ");
  return line ? line[0].toUpperCase() + line.slice(1) : "";
}

/** "Curated Examples" is sample data, said plainly; live and imported sources by name. */
export function sourceText(source: string): string {
  if (source === "Curated Examples") return "Source: curated examples (sample data, not live)";
  if (source === "API") return "Source: live YouTube and Reddit data";
  return `Source: ${source}`;
}

/** "Fitness", "Fitness and Sourdough", "Fitness, Sourdough and 2 more". */
export function nicheList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  if (names.length === 3) return `${names[0]}, ${names[1]} and ${names[2]}`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
}

/** "Tuesday, March 10" for a "YYYY-MM-DD" date (the date itself, never shifted by a zone). */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The honest empty brief's headline. */
export function noSignalsText(niche: string): string {
  return `No live signals for "${niche}" yet`;
}

export const NO_SIGNALS_DETAIL =
  "Nothing in today's signals is about this niche, so there is nothing honest to brief you on. We look again every morning, and the brief fills in as soon as creators start posting about it.";
