// npm run lint:deps: the import rules of .dependency-cruiser.cjs, and the one rule they cannot
// state. dependency-cruiser reads a folder together with its subfolders (lib/trends holds
// lib/trends/sources), so a cycle between a folder's own files and a subfolder of it (a file of
// lib/trends importing lib/trends/sources, which imports lib/trends back) is invisible to its
// folder rule. Here each folder is its own files only, and no cycle may join a folder to a folder
// below it: none is excused. Run from a checkout's root; the folders to read are the arguments.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";

type Dependency = { resolved: string; coreModule: boolean; couldNotResolve: boolean };
type Module = { source: string; dependencies: Dependency[] };
type Violation = { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] };
type Cruise = { modules: Module[]; summary: { violations: Violation[] } };

function cruise(roots: string[]): Cruise {
  const bin = join("node_modules", ".bin", "depcruise");
  const args = ["--config", ".dependency-cruiser.cjs", "--ignore-known", "--output-type", "json", ...roots];
  try {
    return JSON.parse(execFileSync(bin, args, { encoding: "utf8", maxBuffer: 1 << 30 }));
  } catch (err) {
    // depcruise exits non-zero when a rule is broken; its report is still on stdout.
    const out = (err as { stdout?: string }).stdout;
    if (!out) throw err;
    return JSON.parse(out);
  }
}

/** Strongly connected groups of folders (Tarjan), each of two or more. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      group.push(w);
      if (w === v) break;
    }
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Cycles that join a folder to one of its own subfolders, each with the imports that close it. */
function folderCycles(modules: Module[]): { folders: string[]; imports: string[] }[] {
  const edges = new Map<string, Set<string>>();
  const sample = new Map<string, string>();
  for (const m of modules) {
    const from = dirname(m.source);
    if (m.source.startsWith("node_modules/") || from === ".") continue;
    for (const d of m.dependencies) {
      const to = dirname(d.resolved);
      if (d.coreModule || d.couldNotResolve || d.resolved.startsWith("node_modules/") || to === "." || to === from)
        continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
      if (!sample.has(`${from} ${to}`)) sample.set(`${from} ${to}`, `${m.source} -> ${d.resolved}`);
    }
  }
  const nested = (group: string[]) => group.some((a) => group.some((b) => b.startsWith(`${a}/`)));
  return cycles(edges)
    .filter(nested)
    .map((folders) => ({
      folders,
      imports: [...sample]
        .filter(([k]) => folders.includes(k.split(" ")[0]) && folders.includes(k.split(" ")[1]))
        .map(([, v]) => v),
    }));
}

function main() {
  const roots = process.argv.slice(2);
  const result = cruise(roots.length ? roots : ["lib", "app", "components", "scripts", "bench"]);
  let errors = 0;
  for (const v of result.summary.violations) {
    errors++;
    const via = v.cycle ? `\n      ${v.cycle.map((c) => c.name).join(" ->\n      ")}` : ` -> ${v.to}`;
    console.log(`  error ${v.rule.name}: ${v.from}${via}`);
  }
  for (const c of folderCycles(result.modules)) {
    errors++;
    console.log(`  error no-folder-subfolder-cycle: ${c.folders.join(" <-> ")}\n      ${c.imports.join("\n      ")}`);
  }
  console.log(errors ? `\nx ${errors} dependency violations` : "\n✔ no dependency violations found");
  process.exit(errors ? 1 : 0);
}

main();
