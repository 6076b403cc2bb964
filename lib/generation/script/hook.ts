// The opening: a hook said in its first 3 seconds, carried into a second HOOK beat when longer.
import { spokenWordCount, truncateToSpokenWords } from "../spoken";
import { endSentence, stripTerminal, truncateGraphemes } from "../text";
import { type BeatDraft, HOOK_MAX_WORDS } from "../timing";

const HOOK_TAIL_MAX_WORDS = 10;
const FUNCTION_WORD = /^(how|what|why|to|the|a|an|of|for|with|your|my|and|or|in|on|at|that|this|is|are|you|it)$/i;

/** A hook longer than 3 seconds keeps its first clause in 0:00-0:03 and carries on in a second HOOK beat. */
export function splitHook(hook: string): { head: string; tail: string } {
  if (spokenWordCount(hook) <= HOOK_MAX_WORDS) return { head: hook, tail: "" };
  const tokens = hook.split(" ");
  let count = 0;
  let lastFit = 0;
  let lastNatural = 0;
  for (let i = 0; i < tokens.length; i++) {
    count += spokenWordCount(tokens[i]);
    if (count > HOOK_MAX_WORDS) break;
    lastFit = i + 1;
    const next = tokens[i + 1] ?? "";
    if (
      count >= 2 &&
      (/[,.!?:;—–]$/.test(tokens[i]) || /^(and|but|so|because|if|when|that|who|which|while|until|or|—|–)$/i.test(next))
    )
      lastNatural = i + 1;
  }
  let cut = lastNatural || lastFit || 1;
  // No natural break: at least don't end the 3-second line on "how" or "the".
  for (let k = 0; !lastNatural && k < 3 && cut > 2 && FUNCTION_WORD.test(tokens[cut - 1]); k++) cut--;
  // A one-word tail ("…days.") reads like a glitch; hand it a word or two when the head can spare
  // them, without leaving the head on "a" or "the". A short whole sentence ("Honest results.") is fine.
  const words = (from: number, to?: number) => spokenWordCount(tokens.slice(from, to).join(" "));
  const sentenceEnd = /[.!?]$/.test(tokens[cut - 1] ?? "");
  while (!sentenceEnd && cut > 1 && cut < tokens.length && words(cut) < 2 && words(0, cut - 1) >= 3) cut--;
  while (cut > 2 && cut < tokens.length && FUNCTION_WORD.test(tokens[cut - 1])) cut--;
  return { head: tokens.slice(0, cut).join(" "), tail: tokens.slice(cut).join(" ") };
}

export function hookDrafts(hook: string, shots: string[], title: string): BeatDraft[] {
  const { head, tail } = splitHook(hook);
  const spokenTail = tail ? truncateToSpokenWords(tail, HOOK_TAIL_MAX_WORDS) : "";
  const first: BeatDraft = {
    label: "HOOK",
    text: spokenTail ? `${stripTerminal(head)}…` : endSentence(head),
    onScreen: truncateGraphemes(stripTerminal(head), 60),
    broll: shots[0] ?? "",
  };
  if (!spokenTail) return [first];
  return [
    first,
    {
      label: "HOOK",
      text: endSentence(`…${spokenTail}`),
      onScreen: truncateGraphemes(title, 60),
      broll: shots[1] ?? shots[0] ?? "",
    },
  ];
}
