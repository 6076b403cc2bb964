// One attempt with one model: the answer is always streamed (also for callers that want a single
// JSON answer), because only a stream shows whether the model is working: the watchdog judges it
// by its first token and the gaps between chunks. The partial JSON goes to `onPartial` as it grows
// (throttled); at the end the whole answer's JSON is handed back for the caller to check.
//
// The request carries the structured-output schema, but the answer is read here rather than by
// the SDK: the SDK only passes text on once it parses as JSON, so a model that opens with a
// sentence and a ```json fence looked silent (no first token) and its answer was thrown away.
import "server-only";
import { jsonSchema as jsonSchemaOf, Output, streamText, type JSONSchema7 } from "ai";
import type { TokenUsage } from "./calls";
import { completeAnswer, partialAnswer } from "./answer-json";
import { chatModel, MAX_RETRIES } from "./provider";
import { aiLimits, Watchdog } from "./timeouts";

/** At most this often a partial answer is parsed and handed on. */
export const PARTIAL_EVERY_MS = 150;

export type StreamJsonArgs = {
  model: string;
  system: string;
  prompt: string;
  /** The structured-output schema sent with the request. */
  schema: JSONSchema7;
  name: string;
  maxOutputTokens: number;
  /** The creator's request: aborting it cuts the provider call. */
  signal: AbortSignal;
  /** Epoch ms: the overall cap of the report or script. */
  deadline: number;
  onPartial?: (partial: unknown) => void;
};

export type StreamJsonResult<T> = { value: T; usage: TokenUsage; firstTokenMs: number | null };

/**
 * Structured output on the wire, plain text in the stream: every chunk reaches the caller whether
 * or not the text so far parses, and the complete text is returned as it came.
 */
function structuredText(schema: JSONSchema7, name: string) {
  return {
    ...Output.object({ schema: jsonSchemaOf(schema), name }),
    parsePartialOutput: async ({ text }: { text: string }) => ({ partial: text }),
    parseCompleteOutput: async ({ text }: { text: string }) => text,
  };
}

/** An attempt that failed still used tokens; the chain records them. */
export class AttemptFailed extends Error {
  constructor(
    readonly cause: unknown,
    readonly usage: TokenUsage,
    readonly firstTokenMs: number | null,
  ) {
    super(String((cause as Error)?.message ?? cause));
    this.name = "AttemptFailed";
  }
}

const estimate = (chars: number) => Math.ceil(chars / 4);

/** One attempt; `value` is the answer's JSON, unchecked (the caller knows what it asked for). */
export async function streamJson(a: StreamJsonArgs): Promise<StreamJsonResult<unknown>> {
  const started = Date.now();
  const watchdog = new Watchdog(aiLimits(), a.deadline, a.signal);
  let text = "";
  let firstTokenMs: number | null = null;
  let reported: TokenUsage | null = null;
  let lastPartial = 0;
  let finished = false;
  const partial = async (force: boolean) => {
    if (!a.onPartial || (!force && Date.now() - lastPartial < PARTIAL_EVERY_MS)) return;
    lastPartial = Date.now();
    const value = await partialAnswer(text);
    if (value !== undefined) a.onPartial(value);
  };
  const result = streamText({
    model: chatModel(a.model),
    system: a.system,
    prompt: a.prompt,
    output: structuredText(a.schema, a.name),
    maxRetries: MAX_RETRIES,
    maxOutputTokens: a.maxOutputTokens,
    temperature: 0.7,
    abortSignal: watchdog.signal,
    // Errors arrive as stream parts below; the SDK's default handler would only print them.
    onError: () => undefined,
  });
  try {
    for await (const part of result.fullStream) {
      if (part.type === "text-delta" || part.type === "reasoning-delta") {
        if (!part.text) continue;
        watchdog.tick();
        if (part.type === "reasoning-delta") continue;
        firstTokenMs ??= Date.now() - started;
        text += part.text;
        await partial(false);
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        break;
      } else if (part.type === "finish") {
        const u = part.totalUsage;
        if (u.inputTokens !== undefined || u.outputTokens !== undefined)
          reported = { input: u.inputTokens ?? 0, output: u.outputTokens ?? 0, estimated: false };
      }
    }
    if (watchdog.signal.aborted) throw watchdog.signal.reason;
    await partial(true);
    const value = await completeAnswer(text);
    finished = true;
    return {
      value,
      usage: reported ?? {
        input: estimate(a.system.length + a.prompt.length),
        output: estimate(text.length),
        estimated: true,
      },
      firstTokenMs,
    };
  } catch (err) {
    // A timer that fired or the creator leaving explains an abort better than the SDK's error.
    const cause = watchdog.fired ?? (a.signal.aborted ? a.signal.reason : err);
    const usage = reported ?? {
      input: firstTokenMs === null ? 0 : estimate(a.system.length + a.prompt.length),
      output: estimate(text.length),
      estimated: true,
    };
    throw new AttemptFailed(cause, usage, firstTokenMs);
  } finally {
    // Leaving early (a bad chunk, a timeout) must also close the connection to the provider.
    watchdog.stop(!finished);
  }
}
