// The Big List of Naughty Strings, read from ../shared beside the project (never copied in).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export const BLNS: string[] = JSON.parse(readFileSync(resolve(process.cwd(), "../shared/data/payloads/blns.json"), "utf8"));
