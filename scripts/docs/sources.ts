// `npm run docs:sources`: rewrites the README's source table from the source registry.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withSourcesTable } from "../../lib/trends/sources/registry-doc";

const file = path.resolve(process.cwd(), "README.md");
const before = readFileSync(file, "utf8");
const after = withSourcesTable(before);
if (after === before) console.log("README.md source table is current");
else {
  writeFileSync(file, after);
  console.log("README.md source table rewritten from lib/trends/sources/registry.ts");
}
