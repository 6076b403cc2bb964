// Reading the JSON out of a model's answer. Strict structured output gives bare JSON, but many local
// models (and OpenAI-compatible servers that ignore response_format) wrap it: a sentence of
// preamble, then a ```json fenced block, sometimes a closing remark. The JSON inside is the answer;
// only an answer that holds no readable JSON at all is unusable, and the reason says which way.
import { parsePartialJson } from "ai";
import { OutputRejected } from "./provider";

const FENCE = /```[a-zA-Z]*[^\S\n]*\n?/;

/**
 * The part of the answer that is JSON: a fenced block's body, else from the first brace on (to the
 * last closing bracket once the answer is `complete`, dropping a closing remark).
 */
export function jsonPart(answer: string, complete = true): string {
  const fence = FENCE.exec(answer);
  // A fence that opens after the JSON began is part of a string inside it, not a wrapper.
  const brace = answer.search(/[{[]/);
  if (fence && (brace === -1 || fence.index < brace)) {
    const body = answer.slice(fence.index + fence[0].length);
    // The closing fence starts a line; backticks inside a JSON string can't.
    const end = body.search(/\n[^\S\n]*```/);
    return (end === -1 ? body : body.slice(0, end)).trim();
  }
  if (brace === -1) return "";
  const json = answer.slice(brace);
  if (!complete) return json;
  // A remark after the object ("Hope this helps!") ends at the last closing bracket.
  const last = Math.max(json.lastIndexOf("}"), json.lastIndexOf("]"));
  return (last === -1 ? json : json.slice(0, last + 1)).trim();
}

/** What a partly written answer already holds (undefined until its JSON begins). */
export async function partialAnswer(answer: string): Promise<unknown> {
  const json = jsonPart(answer, false);
  if (!json) return undefined;
  return (await parsePartialJson(json)).value;
}

/** The whole answer's JSON; throws OutputRejected naming what was wrong with it. */
export async function completeAnswer(answer: string): Promise<unknown> {
  const json = jsonPart(answer);
  if (!json) {
    throw new OutputRejected(
      `no JSON in the answer: ${answer.slice(0, 80)}`,
      answer.trim() ? "an answer with no JSON in it" : "an empty answer",
    );
  }
  try {
    return JSON.parse(json);
  } catch (err) {
    const partial = await parsePartialJson(json);
    // A repairable prefix means the JSON was cut off; anything else is not JSON at all.
    const cut = partial.state === "repaired-parse";
    throw new OutputRejected(
      `unreadable JSON (${(err as Error).message})`,
      cut ? "an answer that broke off before its JSON ended" : "an answer whose JSON could not be read",
    );
  }
}
