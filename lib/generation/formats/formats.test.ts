// The catalogue itself: enough formats and frames for a varied report, and every sentence a
// script can say tied to its trend, so two scripts of one report can't share one.
import { readdirSync } from "node:fs";
import path from "node:path";
import { FORMATS, recogniseFormat } from ".";
import { lineParts, resolveGrammar } from "../template";

const TREND_SLOT = /\{(?:topic|Topic|theTopic|TheTopic|t1|t2|c1|c2|C1|C2|c1s|C1s|c2s|C2s|v1|v2)(?::\w+)?\}/;
// (The check strips the creator's marked lines first, as the report-level check does.)
const sentences = (template: string) =>
  template
    .replace(/\[your [^\]]*\][.,!?]?/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 5);

// Adding a format is its file in this folder and its line in FORMATS: a file left out of the
// catalogue would never be offered, so the folder and the catalogue must agree.
it("offers every format file in this folder, each once", async () => {
  const files = readdirSync(__dirname).filter((f) => f.endsWith(".ts") && !/\.test\.ts$|^(index|types)\.ts$/.test(f));
  const inFiles = await Promise.all(
    files.map(async (f) =>
      Object.values((await import(path.join(__dirname, f))) as Record<string, unknown>).filter(
        (v): v is { id: string } => typeof v === "object" && v !== null && "id" in v && "hooks" in v,
      ),
    ),
  );
  expect(inFiles.map((found) => found.length)).toEqual(files.map(() => 1));
  expect(new Set(FORMATS.map((f) => f.id)).size).toBe(FORMATS.length);
  expect(
    inFiles
      .flat()
      .map((f) => f.id)
      .sort(),
  ).toEqual(FORMATS.map((f) => f.id).sort());
});

it("has enough formats for a varied report, each with at least three hook frames and three directions", () => {
  expect(FORMATS.length).toBeGreaterThanOrEqual(12);
  const frames = FORMATS.flatMap((f) => f.hooks.map((h) => h.id));
  expect(new Set(frames).size).toBe(frames.length);
  for (const f of FORMATS) {
    expect(f.hooks.length).toBeGreaterThanOrEqual(3);
    expect(f.steps.length).toBeGreaterThanOrEqual(3);
    for (const s of f.steps) expect(s.lines.length).toBeGreaterThanOrEqual(2);
  }
});

it("ties every sentence of five words or more to its trend", () => {
  const lines = [
    ...FORMATS.flatMap((f) => f.steps.flatMap((s) => s.lines)),
    ...FORMATS.flatMap((f) => [...f.setups, ...f.payoffs, ...f.ctas.map((c) => c.text)]),
  ];
  const loose = lines.flatMap((l) => {
    const { core, extras } = lineParts(l);
    return [core, ...extras].flatMap(sentences).filter((s) => !TREND_SLOT.test(s));
  });
  expect(loose).toEqual([]);
});

it("recognises each format from its own directions, whatever the topic", () => {
  for (const f of FORMATS) {
    const steps = f.steps.map((s) =>
      resolveGrammar(s.direction, false).replace(/\{\w+\}/g, "zone 2 cardio (with [brackets] & $1)"),
    );
    expect(recogniseFormat(steps)?.format.id).toBe(f.id);
  }
  expect(recogniseFormat(["The mistake", "The fix", "The result"])).toBeNull();
});
