// Beat timing and the plain-text rendering of a script. Times are whole seconds so cues read
// cleanly ("[0:03-0:11]") and captions line up with them exactly.
import { PLATFORMS } from "./platforms";
import { spokenWordCount, WORDS_PER_SECOND } from "./spoken";
import type { ScriptBeat } from "./types";

export const HOOK_SECONDS = 3;
/** Most words a hook can carry in its 3 seconds (delivered a little faster than the body). */
export const HOOK_MAX_WORDS = 8;
/** Breath between beats: cuts, a look to camera, a text pop-in. */
export const BEAT_PAUSE_S = 0.4;
export const MIN_BEAT_S = 1;
/** The product's own window (no platform chosen): 60-90 seconds. */
export const [MIN_TOTAL_S, MAX_TOTAL_S] = PLATFORMS.default.window;

export type BeatDraft = Omit<ScriptBeat, "start" | "end">;

/** Natural length of a beat: its spoken words at 2.5 w/s plus a pause, rounded to a whole second. */
export function beatSeconds(draft: BeatDraft, isOpeningHook: boolean): number {
  const words = spokenWordCount(draft.text);
  if (isOpeningHook && words <= HOOK_MAX_WORDS) return HOOK_SECONDS;
  const natural = Math.round(words / WORDS_PER_SECOND + BEAT_PAUSE_S);
  return Math.max(isOpeningHook ? HOOK_SECONDS : MIN_BEAT_S, natural);
}

/** Lays beats end to end from 0:00, no gaps, no overlaps. */
export function timeBeats(drafts: BeatDraft[]): ScriptBeat[] {
  let t = 0;
  return drafts.map((d, i) => {
    const start = t;
    t += beatSeconds(d, i === 0 && d.label === "HOOK");
    const beat: ScriptBeat = { label: d.label, start, end: t, text: d.text, onScreen: d.onScreen, broll: d.broll };
    if (d.direction) beat.direction = d.direction;
    return beat;
  });
}

export const totalSeconds = (beats: ScriptBeat[]) => (beats.length ? beats[beats.length - 1].end : 0);

export const toDraft = (b: BeatDraft): BeatDraft =>
  b.direction
    ? { label: b.label, text: b.text, onScreen: b.onScreen, broll: b.broll, direction: b.direction }
    : { label: b.label, text: b.text, onScreen: b.onScreen, broll: b.broll };

/** 75 -> "1:15". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Cue labels as a reader wants them: numbered points, and a hook that runs past 0:03 marked as such. */
export function beatHeadings(beats: ScriptBeat[]): string[] {
  let point = 0;
  let hook = 0;
  return beats.map((b) => {
    if (b.label === "POINT") return `POINT ${++point}`;
    if (b.label === "HOOK") return hook++ === 0 ? "HOOK" : "HOOK (cont.)";
    return b.label;
  });
}

/** The script as plain text: a cue line, the spoken line, then on-screen text and B-roll. */
export function renderScriptText(beats: ScriptBeat[]): string {
  const headings = beatHeadings(beats);
  return beats
    .map((b, i) =>
      [
        `[${formatClock(b.start)}-${formatClock(b.end)}] ${headings[i]}`,
        b.text,
        b.onScreen ? `On-screen: ${b.onScreen}` : "",
        b.broll ? `B-roll: ${b.broll}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n\n");
}
