// The developed script as the client holds it: the API response shaped as lib/scripts'
// DevelopedScript so the hook and CTA can be regenerated locally, plus its file names and notes.
import type { DevelopScriptResponseDTO } from "@/lib/dto";
import { isUnlimited } from "@/lib/plans";
import type { DevelopedScript, ScriptBeat } from "@/lib/trends/types";
import { slugify } from "./download";

const LABELS = new Set<ScriptBeat["label"]>(["HOOK", "SETUP", "POINT", "PAYOFF", "CTA"]);

export function toDevelopedScript(res: Pick<DevelopScriptResponseDTO, "script" | "beats" | "durationS">, hook: string): DevelopedScript {
  const beats: ScriptBeat[] = res.beats.map((b) => ({
    ...b,
    // The wire type is a plain string; anything unexpected is spoken body text.
    label: LABELS.has(b.label as ScriptBeat["label"]) ? (b.label as ScriptBeat["label"]) : "POINT",
  }));
  const cta = [...beats].reverse().find((b) => b.label === "CTA");
  return { hook, beats, cta: cta?.text ?? "", durationS: res.durationS, text: res.script };
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
