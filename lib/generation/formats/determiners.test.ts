// Every line of every format, read as written: {theTopic} brings its own article ("the winter
// league", "keycaps"), so no line may put a determiner or a possessive in front of it. "Give your
// quickest {theTopic} win" read "Give your quickest the hobby win" for a singular topic.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const DIR = path.join(process.cwd(), "lib/generation/formats");
const DOUBLED = /\b(the|your|my|a|an|our|their|this|these)\}?( [a-z-]+)? \{theTopic(?::\w+)?\}/gi;

it("puts no determiner before a topic that brings its own article", () => {
  const found = readdirSync(DIR)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .flatMap((f) => [...readFileSync(path.join(DIR, f), "utf8").matchAll(DOUBLED)].map((m) => `${f}: ${m[0]}`))
    // "this with {theTopic}", "that about {theTopic}": a pronoun and a preposition, not a determiner.
    .filter((hit) => !/\b(this|these) (with|about|from|is|on|in|for)\b/i.test(hit));
  expect(found).toEqual([]);
});
