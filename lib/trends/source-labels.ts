// Names of the live sources as stored and as a creator reads them. Pure: shared by scoring,
// the service and the dashboard's server-built DTOs.
import type { SignalItem } from "./types";

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

/** Where one item was found, as a card shows it: "Reddit r/Pottery", "Google News", an import's file. */
export function evidenceLabel(item: Pick<SignalItem, "source" | "via">): string | null {
  if (item.source === "reddit" && item.via?.startsWith("r/")) return `Reddit ${item.via}`;
  if (item.source === "mastodon" && item.via?.startsWith("#")) return `Mastodon ${item.via}`;
  if (item.source === "lemmy" && item.via?.startsWith("!")) return `Lemmy ${item.via}`;
  if (isLiveSource(item.source)) return LIVE_SOURCE_LABELS[item.source];
  if (item.source.startsWith("import:")) return item.source.slice(7) || "Import";
  return null;
}
