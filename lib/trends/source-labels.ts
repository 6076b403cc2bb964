// Names of the live sources as stored and as a creator reads them. Pure: shared by scoring,
// the service and the dashboard's server-built DTOs.
import type { SignalItem } from "./core/types";

export const LIVE_SOURCE_LABELS: Record<string, string> = {
  reddit: "Reddit",
  googlenews: "Google News",
  hackernews: "Hacker News",
  mastodon: "Mastodon",
  lemmy: "Lemmy",
  bluesky: "Bluesky",
  youtube: "YouTube",
  "youtube-feed": "YouTube",
};

export const isLiveSource = (source: string) => Object.hasOwn(LIVE_SOURCE_LABELS, source);

/** The platform a live item was posted on, as a creator names it ("YouTube", "Reddit"); null for others. */
export const platformName = (source: string): string | null =>
  isLiveSource(source) ? LIVE_SOURCE_LABELS[source] : null;

/** Where one item was found, as a card shows it: "Reddit r/Pottery", "Google News", an import's file. */
export function evidenceLabel(item: Pick<SignalItem, "source" | "via">): string | null {
  if (item.source === "reddit" && item.via?.startsWith("r/")) return `Reddit ${item.via}`;
  if (item.source === "mastodon" && item.via?.startsWith("#")) return `Mastodon ${item.via}`;
  if (item.source === "lemmy" && item.via?.startsWith("!")) return `Lemmy ${item.via}`;
  if (isLiveSource(item.source)) return LIVE_SOURCE_LABELS[item.source];
  if (item.source.startsWith("import:")) return item.source.slice(7) || "Import";
  return null;
}

type Outcome = { name: string; ok: boolean; items: number; skipped?: boolean; error?: string };

const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * Which live sources answered the niche's latest round and which didn't, in words, for the note
 * that comes with a report: "From Reddit and Lemmy. Hacker News didn't answer (timed out after
 * 5000 ms)." Null when no live source was asked.
 */
export function sourcesLine(outcomes: Outcome[] | undefined): string | null {
  const asked = (outcomes ?? []).filter((o) => !(o.ok && o.skipped));
  if (asked.length === 0) return null;
  const name = (o: Outcome) => LIVE_SOURCE_LABELS[o.name] ?? o.name;
  const answered = [...new Set(asked.filter((o) => o.ok).map(name))];
  const failed = asked.filter((o) => !o.ok);
  const parts: string[] = [];
  if (answered.length) parts.push(`Live sources that answered: ${listOf(answered)}.`);
  if (failed.length === 1) parts.push(`${name(failed[0])} didn't answer (${failed[0].error ?? "no reason given"}).`);
  else if (failed.length > 1) parts.push(`${listOf([...new Set(failed.map(name))])} didn't answer.`);
  return parts.join(" ");
}

export type Reading = { read: string[]; widen: { source: string; credential: string; adds: string }[] };

/**
 * Which sources a report reads and what would widen it, in words: "Read: Hacker News, Mastodon,
 * Lemmy and Wikipedia. Adding a YouTube Data API key would add the niche's videos ..."
 */
export function readingLine({ read, widen }: Reading): string {
  const parts = [read.length ? `Read: ${listOf(read)}.` : "No live source is read."];
  for (const w of widen) parts.push(`Adding ${w.credential} would add ${w.adds}.`);
  return parts.join(" ");
}
