// Slot filling for the writers' templates. One pass, so text inside a value (a video title, a
// creator's niche) is never read as a slot; a template with a slot the facts lack gives null.
import type { Facts } from "./facts";

export function fill(template: string, facts: Facts): string | null {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, name: string) => {
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
  return { core: core.trim(), extras: extra.split(" || ").map((e) => e.trim()).filter(Boolean) };
}

const extraOf = (extras: string[], facts: Facts) => {
  for (const e of extras) {
    const filled = fill(e, facts);
    if (filled !== null) return filled;
  }
  return null;
};

/** The line filled: null when its core can't be said; an extension only when asked for and sayable. */
export function sayLine(line: string, facts: Facts, withExtra: boolean): string | null {
  const { core, extras } = lineParts(line);
  const c = fill(core, facts);
  if (c === null) return null;
  const e = withExtra ? extraOf(extras, facts) : null;
  return e ? `${c} ${e}` : c;
}

/** Whether one of the line's extensions could be said with these facts. */
export const hasExtra = (line: string, facts: Facts) => extraOf(lineParts(line).extras, facts) !== null;
