// `npm run niches:rows`: rewrites lib/niches/rows.ts, the niche table's list of rows, from the row
// files of lib/niches/presets/. Run it after adding or removing a preset's row file.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rowsFile } from "../lib/niches/rows-file";

const dir = path.resolve(process.cwd(), "lib/niches");
const file = path.join(dir, "rows.ts");
const after = rowsFile(readdirSync(path.join(dir, "presets")));
const before = existsSync(file) ? readFileSync(file, "utf8") : "";
if (after === before) console.log("lib/niches/rows.ts is current");
else {
  writeFileSync(file, after);
  console.log("lib/niches/rows.ts rewritten from lib/niches/presets/");
}
