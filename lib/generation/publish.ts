// What goes out with the video: the caption (or, on Shorts, the title) and the hashtags, sized to
// the platform, and the script's plain text with its footer. Client-safe: the script modal
// re-renders edited beats with the same code the server stores.
import { SCRIPT_LIMITS } from "./limits";
import { platformOf, type PlatformId } from "./platforms";
import { distinctTags, endSentence, writtenHashtag } from "./text";
import { cleanText, truncateGraphemes } from "@/lib/language/clean";
import { formatClock, renderScriptText, totalSeconds } from "./timing";
import type { ScriptBeat } from "./types";

export type PostMeta = { platform: PlatformId; caption: string; hashtags: string[] };

/** The trend's own tags first, then the topic and the niche, as many as the platform takes. */
export function postHashtags(platform: PlatformId, tags: string[], topic: string, niche: string): string[] {
  const all = [...(Array.isArray(tags) ? tags : []), topic, niche]
    .map((t) => writtenHashtag(String(t ?? ""), SCRIPT_LIMITS.hashtag))
    .filter((t) => t.length >= 2);
  return distinctTags(all)
    .slice(0, platformOf(platform).hashtags)
    .map((t) => `#${t}`);
}

/** The hook as the caption, with the hashtags inside it where the platform puts them there, within its limit. */
export function captionFor(platform: PlatformId, hook: string, hashtags: string[]): string {
  const p = platformOf(platform);
  const line = endSentence(cleanText(hook, SCRIPT_LIMITS.hook));
  if (!p.hashtagsInCaption) return truncateGraphemes(line, p.captionMax);
  const tags = hashtags.slice();
  while (tags.length && line.length + 1 + tags.join(" ").length > p.captionMax) tags.pop();
  return truncateGraphemes(tags.length ? `${line} ${tags.join(" ")}` : line, p.captionMax);
}

/** Cue lines, spoken lines, on-screen text and B-roll, then the runtime, platform, caption and hashtags. */
export function renderScript(beats: ScriptBeat[], meta: PostMeta): string {
  const p = platformOf(meta.platform);
  const lines = [`Runtime: ${formatClock(totalSeconds(beats))}`];
  if (p.id !== "default") lines.push(`Platform: ${p.label} (${formatClock(p.window[0])}-${formatClock(p.window[1])})`);
  if (meta.caption) lines.push(`${p.captionLabel}: ${meta.caption}`);
  if (meta.hashtags.length && !p.hashtagsInCaption) lines.push(`Hashtags: ${meta.hashtags.join(" ")}`);
  return `${renderScriptText(beats)}\n\n${lines.join("\n")}`;
}
