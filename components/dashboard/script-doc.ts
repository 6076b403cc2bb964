// The script as the modal holds it: beats (what the creator edits), where it will be posted, and
// who wrote it. Its text, captions and teleprompter are always derived from the beats, so Copy,
// Download, .srt and the teleprompter show the creator's edits the moment they're typed.
import type { DevelopScriptResponseDTO, ScriptBeatDTO, ScriptDTO } from "@/lib/dto";
import { DEFAULT_PLATFORM, platformOf, type PlatformId } from "@/lib/generation/platforms";
import { renderScript } from "@/lib/generation/publish";
import { fillInsOf } from "@/lib/generation/spoken";
import { beatHeadings } from "@/lib/generation/timing";
import { BEAT_LABELS, type BeatLabel, type ScriptBeat } from "@/lib/generation/types";
import { isUnlimited } from "@/lib/plans";
import { slugify } from "./download";

export type ScriptDoc = {
  id: string | null;
  beats: ScriptBeat[];
  platform: PlatformId;
  caption: string;
  hashtags: string[];
  offline: boolean;
  /** Who wrote it, and why not the plan's model when it wasn't. */
  generatedBy?: string;
  fallbackReason: string | null;
};

const LABELS = new Set<string>(BEAT_LABELS);

// The wire type is a plain string; anything unexpected is spoken body text.
export const toBeats = (beats: ScriptBeatDTO[]): ScriptBeat[] =>
  beats.map((b) => ({ ...b, label: LABELS.has(b.label) ? (b.label as BeatLabel) : "POINT" }));

export function docFromResponse(res: DevelopScriptResponseDTO | ScriptDTO): ScriptDoc {
  return {
    id: "id" in res ? res.id : (res.scriptId ?? null),
    beats: toBeats(res.beats),
    platform: platformOf(res.platform ?? DEFAULT_PLATFORM).id,
    caption: res.caption ?? "",
    hashtags: res.hashtags ?? [],
    offline: res.offline ?? false,
    generatedBy: res.generatedBy,
    fallbackReason: res.fallbackReason ?? null,
  };
}

export const scriptText = (doc: ScriptDoc) =>
  renderScript(doc.beats, { platform: doc.platform, caption: doc.caption, hashtags: doc.hashtags });

/** The lines left for the creator, with the beat each one is in ("POINT 2"). */
export function markedLines(beats: ScriptBeat[]): { heading: string; line: string }[] {
  const headings = beatHeadings(beats);
  return beats.flatMap((b, i) => fillInsOf(b.text).map((line) => ({ heading: headings[i], line })));
}

export function usageNote(usage: { used: number; limit: number; tier: string }): string {
  const limit = isUnlimited(usage.limit) ? "Unlimited" : String(usage.limit);
  return `Scripts Generated: ${usage.used}/${limit} this month (${usage.tier})`;
}

export function scriptFileName(trendTitle: string): string {
  return `${slugify(trendTitle)}-script.txt`;
}

export function captionsFileName(trendTitle: string): string {
  return `${slugify(trendTitle)}-captions.srt`;
}
