// The Big List of Naughty Strings (test/fixtures/payloads, MIT; see the README there).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export const BLNS: string[] = JSON.parse(readFileSync(resolve(process.cwd(), "test/fixtures/payloads/blns.json"), "utf8"));
