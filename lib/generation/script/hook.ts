// The opening: a hook said in its first 3 seconds, carried into a second HOOK beat when longer.
import { leansOnNext, opensClause } from "@/lib/language/parts-of-speech";
import { spokenWordCount, truncateToSpokenWords } from "../spoken";
import { endSentence, stripTerminal } from "../text";
import { truncateGraphemes } from "@/lib/language/clean";
import { type BeatDraft, HOOK_MAX_WORDS } from "../timing";

const HOOK_TAIL_MAX_WORDS = 10;
// The topic's own spaces, held while the hook is cut: "Keychron Q0… …Max" is no way to say a name.
const HELD = "\u00a0";
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A hook longer than 3 seconds keeps its first clause in 0:00-0:03 and carries on in a second HOOK
 * beat, never cutting inside the topic.
 */
export function splitHook(hook: string, topic = ""): { head: string; tail: string } {
  if (spokenWordCount(hook) <= HOOK_MAX_WORDS) return { head: hook, tail: "" };
  const name = topic.trim();
  const held = name.includes(" ") ? hook.replace(new RegExp(escapeRe(name), "gi"), (m) => m.replace(/ /g, HELD)) : hook;
  const tokens = held.split(" ");
  let count = 0;
  let lastFit = 0;
  let lastNatural = 0;
  for (let i = 0; i < tokens.length; i++) {
    count += spokenWordCount(tokens[i]);
    if (count > HOOK_MAX_WORDS) break;
    lastFit = i + 1;
    const next = tokens[i + 1] ?? "";
    if (count >= 2 && (/[,.!?:;—–]$/.test(tokens[i]) || opensClause(next))) lastNatural = i + 1;
  }
  let cut = lastNatural || lastFit || 1;
  // No natural break: at least don't end the 3-second line on "how" or "the".
  for (let k = 0; !lastNatural && k < 3 && cut > 2 && leansOnNext(tokens[cut - 1]); k++) cut--;
  // A one-word tail ("…days.") reads like a glitch; hand it a word or two when the head can spare
  // them, without leaving the head on "a" or "the". A short whole sentence ("Honest results.") is fine.
  const words = (from: number, to?: number) => spokenWordCount(tokens.slice(from, to).join(" "));
  const sentenceEnd = /[.!?]$/.test(tokens[cut - 1] ?? "");
  while (!sentenceEnd && cut > 1 && cut < tokens.length && words(cut) < 2 && words(0, cut - 1) >= 3) cut--;
  while (cut > 2 && cut < tokens.length && leansOnNext(tokens[cut - 1])) cut--;
  const said = (from: number, to?: number) => tokens.slice(from, to).join(" ").replaceAll(HELD, " ");
  return { head: said(0, cut), tail: said(cut) };
}

export function hookDrafts(hook: string, shots: string[], title: string): BeatDraft[] {
  const { head, tail } = splitHook(hook, title);
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
