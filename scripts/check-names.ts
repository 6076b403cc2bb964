// npm run lint:names: lists every exported name that more than one module of lib/ or components/
// defines (a re-export is not a definition). One name, one meaning, one definition: a newcomer who
// imports DAY_MS or SESSION_NOT_FOUND should get the one there is. app/ is left out, where Next's
// conventions (GET, POST, dynamic, metadata, default) repeat in every route and page by design.
// Names still duplicated on purpose are listed in ALLOWED with the reason; an allowed name that is
// no longer duplicated is reported too, so the list only shrinks.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ROOTS = ["lib", "components"];
const SKIP = /(\.test\.tsx?|\.d\.ts)$|\/generated\//;
const DEFINITION =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** Exported names defined twice on purpose, each with why (and whose area it is in). */
const ALLOWED: Record<string, string> = {};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !SKIP.test(path) ? [path] : [];
  });
}

const root = process.cwd();
const definedIn = new Map<string, Set<string>>();
for (const file of ROOTS.flatMap((r) => files(join(root, r)))) {
  for (const match of readFileSync(file, "utf8").matchAll(DEFINITION)) {
    const modules = definedIn.get(match[1]) ?? new Set<string>();
    modules.add(relative(root, file));
    definedIn.set(match[1], modules);
  }
}

const duplicated = [...definedIn].filter(([, modules]) => modules.size > 1).sort(([a], [b]) => a.localeCompare(b));
const unexpected = duplicated.filter(([name]) => !(name in ALLOWED));
const stale = Object.keys(ALLOWED).filter((name) => !duplicated.some(([d]) => d === name));

for (const [name, modules] of duplicated) {
  const note = ALLOWED[name] ? ` (allowed: ${ALLOWED[name]})` : "";
  console.log(`${name}${note}\n  ${[...modules].join("\n  ")}`);
}
for (const name of stale) console.log(`${name}: allowed as a duplicate, but defined once now; remove it from ALLOWED`);
if (unexpected.length || stale.length) {
  console.error(`\n${unexpected.length} exported name(s) defined in more than one module of ${ROOTS.join("/, ")}/.`);
  process.exit(1);
}
console.log(
  duplicated.length
    ? `No exported name of ${ROOTS.join("/, ")}/ is defined in two modules but the ${duplicated.length} allowed above.`
    : `No exported name of ${ROOTS.join("/, ")}/ is defined in two modules.`,
);
