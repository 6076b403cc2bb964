// Script development: the tier's model writes the beats when available, else the offline
// builder. Timing is never the model's: cues come from the spoken words (lib/generation/timing),
// and a model script that doesn't land in 60-90 s counts as malformed output.
import "server-only";
import { generateText, Output } from "ai";
import { offlineScript } from "@/lib/generation/offline";
import type { Tier } from "@/lib/plans";
import { formatClock, MAX_TOTAL_S, MIN_TOTAL_S, renderScriptText, timeBeats, totalSeconds } from "@/lib/generation/timing";
import type { DevelopedScript, ScriptRequest } from "@/lib/generation/types";
import { spendTokens, withinBudget } from "./budget";
import { SCRIPT_SYSTEM, scriptPrompt } from "./prompts";
import { MAX_RETRIES, OutputRejected, runChain, type Failure } from "./provider";
import { modelPlan } from "./registry";
import { aiScriptSchema, outputSchema, type AiScript } from "./schemas";
import { OFFLINE_ENGINE } from "./trends";

const SCRIPT_MAX_OUTPUT_TOKENS = 2500;

export type ScriptInput = ScriptRequest;
export type WrittenScript = { script: DevelopedScript; generatedBy: string; failures: Failure[] };

export function scriptFromBeats(out: AiScript): DevelopedScript {
  const beats = timeBeats(out.beats.map((b) => ({ label: b.label, text: b.text, onScreen: b.onScreen, broll: b.broll })));
  const total = totalSeconds(beats);
  if (total < MIN_TOTAL_S || total > MAX_TOTAL_S) throw new OutputRejected(`script runs ${total} s, outside ${MIN_TOTAL_S}-${MAX_TOTAL_S} s`);
  return {
    hook: beats[0].text,
    beats,
    cta: beats[beats.length - 1].text,
    durationS: total,
    text: `${renderScriptText(beats)}\n\nRuntime: ${formatClock(total)}`,
  };
}

export async function writeScript(input: ScriptInput, ctx: { tier: Tier; userId: string }): Promise<WrittenScript> {
  const plan = await modelPlan(ctx.tier);
  const offline = () => offlineScript(input);
  if (!plan.enabled || !(await withinBudget(ctx.userId))) return { script: offline(), generatedBy: OFFLINE_ENGINE, failures: [] };
  const schema = outputSchema(aiScriptSchema);
  const result = await runChain(
    plan.models,
    async (model, abortSignal) => {
      const r = await generateText({
        model,
        system: SCRIPT_SYSTEM,
        prompt: scriptPrompt(input),
        output: Output.object({ schema, name: "video_script" }),
        maxRetries: MAX_RETRIES,
        maxOutputTokens: SCRIPT_MAX_OUTPUT_TOKENS,
        temperature: 0.7,
        abortSignal,
      });
      return { value: scriptFromBeats(r.output), tokens: r.totalUsage?.totalTokens ?? r.usage?.totalTokens ?? 0 };
    },
    "script",
  );
  if (result.value === null) return { script: offline(), generatedBy: OFFLINE_ENGINE, failures: result.failures };
  await spendTokens(ctx.userId, result.tokens);
  return { script: result.value, generatedBy: result.model, failures: result.failures };
}
