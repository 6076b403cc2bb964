// SubRip captions from the timed beats. Broadcast convention: at most 2 lines of 42 characters
// per caption; a beat's time is shared among its captions by how many words each one says.
import { spokenWordCount } from "@/lib/generation/spoken";
import type { ScriptBeat } from "@/lib/generation/types";

export const SRT_LINE_CHARS = 42;
export const SRT_LINES = 2;

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
const graphemes = (s: string) => Array.from(segmenter.segment(s), (g) => g.segment);

/** Wraps text into captions of up to 2 lines x 42 characters; overlong tokens (URLs) are hard-split. */
export function captionChunks(text: string, width = SRT_LINE_CHARS, lines = SRT_LINES): string[][] {
  const words = text
    // Stage directions in brackets aren't captioned; a creator's "[your ...]" line is, until it's written.
    .replace(/\[(?!your\b)[^\]]*\]/gi, " ")
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => {
      const g = graphemes(w);
      if (g.length <= width) return [w];
      const parts: string[] = [];
      for (let i = 0; i < g.length; i += width) parts.push(g.slice(i, i + width).join(""));
      return parts;
    });
  const out: string[] = [];
  let line = "";
  for (const w of words) {
    const candidate = line ? `${line} ${w}` : w;
    if (graphemes(candidate).length <= width) line = candidate;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line) out.push(line);
  const chunks: string[][] = [];
  for (let i = 0; i < out.length; i += lines) chunks.push(out.slice(i, i + lines));
  return chunks;
}

function srtTime(ms: number): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)},${pad(ms % 1000, 3)}`;
}

export function toSrt(beats: ScriptBeat[]): string {
  const cues: string[] = [];
  let lastEnd = 0;
  for (const beat of beats) {
    const chunks = captionChunks(beat.text);
    if (!chunks.length) continue;
    const startMs = Math.round(beat.start * 1000);
    const endMs = Math.round(beat.end * 1000);
    const weights = chunks.map((c) => Math.max(1, spokenWordCount(c.join(" "))));
    const sum = weights.reduce((a, b) => a + b, 0);
    let acc = 0;
    let prev = Math.max(startMs, lastEnd);
    chunks.forEach((chunk, i) => {
      acc += weights[i];
      // Each cue gets at least 1 ms so times stay strictly increasing even for absurd inputs.
      const end =
        i === chunks.length - 1
          ? Math.max(endMs, prev + 1)
          : Math.max(prev + 1, Math.round(startMs + ((endMs - startMs) * acc) / sum));
      cues.push(`${cues.length + 1}\n${srtTime(prev)} --> ${srtTime(end)}\n${chunk.join("\n")}`);
      prev = end;
    });
    lastEnd = prev;
  }
  return cues.length ? `${cues.join("\n\n")}\n` : "";
}
