// Slot filling for the writers' templates. One pass, so text inside a value (a video title, a
// creator's niche) is never read as a slot; a template with a slot the facts lack gives null.
import { agreePlural, limitMentions, type Mentions } from "./agree";
import type { Facts } from "./facts";

const plural = (facts: Facts) => facts.number === "plural";

/** The template filled; a verb whose subject is a plural topic agrees with it. */
export function fill(template: string, facts: Facts): string | null {
  let missing = false;
  const out = (plural(facts) ? agreePlural(template) : template).replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = facts[name];
    if (v === undefined || v === "") missing = true;
    return v ?? "";
  });
  return missing ? null : out;
}

/**
 * A line's core and its extensions: " ++ " separates the core from what the writer adds only to
 * reach length, " || " separates alternative extensions (the first sayable one is used).
 */
export function lineParts(line: string): { core: string; extras: string[] } {
  const [core, extra = ""] = line.split(" ++ ");
  return {
    core: core.trim(),
    extras: extra
      .split(" || ")
      .map((e) => e.trim())
      .filter(Boolean),
  };
}

const extraOf = (extras: string[], facts: Facts, budget?: Mentions) => {
  for (const e of extras) {
    const left = { left: budget?.left ?? Infinity };
    const filled = fill(budget ? limitMentions(e, left, plural(facts)) : e, facts);
    if (filled === null) continue;
    if (budget) budget.left = left.left;
    return filled;
  }
  return null;
};

/**
 * The line filled: null when its core can't be said; an extension only when asked for and
 * sayable. With a budget, the topic is named once at most (and only while the budget lasts),
 * and said as "it"/"them" or left out after that.
 */
export function sayLine(line: string, facts: Facts, withExtra: boolean, budget?: Mentions, perLine = 1): string | null {
  const { core, extras } = lineParts(line);
  const local = budget ? { left: Math.min(perLine, budget.left) } : undefined;
  const c = fill(local ? limitMentions(core, local, plural(facts)) : core, facts);
  if (c === null) return null;
  const e = withExtra ? extraOf(extras, facts, local) : null;
  if (budget && local) budget.left -= Math.min(perLine, budget.left) - local.left;
  return e ? `${c} ${e}` : c;
}

/** Whether one of the line's extensions could be said with these facts. */
export const hasExtra = (line: string, facts: Facts) => extraOf(lineParts(line).extras, facts) !== null;
