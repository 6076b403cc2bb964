// The Big List of Naughty Strings (test/fixtures/payloads, MIT; see the README there).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export const BLNS: string[] = JSON.parse(
  readFileSync(resolve(process.cwd(), "test/fixtures/payloads/blns.json"), "utf8"),
);

/**
 * Strings no UTF-8 text can hold (unpaired UTF-16 surrogates), which a JSON body can still spell
 * as "\ud800". PostgreSQL refuses them in jsonb and alters them in text, so every JSON text field
 * must refuse them with a 400. (Not in BLNS's JSON file, and no URL can carry them: body fields only.)
 */
export const LONE_SURROGATES: string[] = [
  "\ud800",
  "\udfff",
  "a\ud83d",
  "\ude00b",
  "x\udc00\ud800y",
  "emoji cut \ud83d in half",
];
