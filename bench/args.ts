// The benches' command-line flags (`--runs=5`, `--niche="van life"`, `--json`), read with Node's
// own parser; a bench's other arguments are its own.
import { parseArgs } from "node:util";

const { values } = parseArgs({ args: process.argv.slice(2), strict: false, allowPositionals: true });

/** The value of `--name=value`, if given. */
export function flag(name: string): string | undefined {
  const v = values[name];
  return typeof v === "string" ? v : undefined;
}

/** Whether `--name` was given on its own. */
export const isSet = (name: string): boolean => values[name] === true;
