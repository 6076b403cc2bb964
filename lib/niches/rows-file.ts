// The table's list of rows (rows.ts) is written from the files of presets/ by `npm run niches:rows`,
// so adding a preset is its row file and its tests: nothing lists the presets by hand, and
// niches.test.ts fails while rows.ts is not what this writes.

/** A row file's exported name: its file name in camelCase ("van-life.ts" -> vanLife). */
export const rowName = (file: string): string =>
  file.replace(/\.ts$/, "").replace(/-(\p{L})/gu, (_, c: string) => c.toUpperCase());

/** The text of rows.ts for the files of presets/ (tests and other files are left out), in name order. */
export function rowsFile(files: readonly string[]): string {
  const rows = files
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => f.slice(0, -3))
    .sort();
  return [
    "// Written by `npm run niches:rows` from the row files of lib/niches/presets/, one per preset: do not",
    "// edit. index.ts orders the rows and derives NicheKey from their keys.",
    ...rows.map((f) => `import { ${rowName(f)} } from "./presets/${f}";`),
    "",
    "export const ROWS = {",
    ...rows.map((f) => `  ${rowName(f)},`),
    "};",
    "",
  ].join("\n");
}
