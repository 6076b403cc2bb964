// Each rule of `npm run lint:deps` fails on an import planted in a small tree of its own (a temp
// folder with the repository's rules, tsconfig and packages), and a tree without one passes.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const ROOT = join(__dirname, "..");
let dir = "";

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "check-deps-"));
  for (const f of [".dependency-cruiser.cjs", ".dependency-cruiser-known-violations.json", "tsconfig.json"])
    copyFileSync(join(ROOT, f), join(dir, f));
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes each file (an import of each path listed, and one export) and runs the check over the tree. */
function check(files: Record<string, string[]>): { ok: boolean; out: string } {
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    const lines = imports.map((to, i) => `import { v as v${i} } from "@/${to.replace(/\.tsx?$/, "")}";`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\nexport const v = [${imports.map((_, i) => `v${i}`)}];\n`);
  }
  const roots = [...new Set(Object.keys(files).map((f) => f.split("/")[0]))].filter((r) => !r.includes("."));
  const tsx = join(ROOT, "node_modules", ".bin", "tsx");
  try {
    return {
      ok: true,
      out: execFileSync(tsx, [join(ROOT, "scripts/check-deps.ts"), ...roots], { cwd: dir, encoding: "utf8" }),
    };
  } catch (err) {
    return { ok: false, out: String((err as { stdout?: string }).stdout) };
  }
}

describe("npm run lint:deps", () => {
  it("passes a tree whose folders build one way", () => {
    const res = check({ "lib/a/x.ts": [], "lib/a/sub/y.ts": ["lib/a/x.ts"], "lib/b/z.ts": ["lib/a/sub/y.ts"] });
    expect(res).toMatchObject({ ok: true });
  }, 60_000);

  it("fails a cycle between a folder's own files and its subfolder", () => {
    expect(check({ "lib/a/x.ts": [], "lib/a/sub/y.ts": ["lib/a/x.ts"] })).toMatchObject({ ok: true });
    // No module imports itself through others: only the folders close a loop.
    const planted = check({ "lib/a/top.ts": ["lib/a/sub/y.ts"] });
    expect(planted.ok).toBe(false);
    expect(planted.out).not.toMatch(/no-circular/);
    expect(planted.out).toMatch(/no-folder-subfolder-cycle: lib\/a <-> lib\/a\/sub/);
  }, 60_000);

  it.each(["components", "app"])(
    "fails a cycle between two folders of %s/",
    (root) => {
      const res = check({
        [`${root}/p/a.ts`]: [`${root}/q/b.ts`],
        [`${root}/q/b.ts`]: [`${root}/p/c.ts`],
        [`${root}/p/c.ts`]: [],
      });
      expect(res.ok).toBe(false);
      expect(res.out).toMatch(new RegExp(`no-folder-cycle: ${root}/[pq]`));
    },
    60_000,
  );

  it.each([
    ["components/p/form.ts", "app/p/actions.ts"],
    ["lib/p/start.ts", "auth.ts"],
    ["lib/p/start.ts", "auth.config.ts"],
  ])(
    "fails %s importing %s",
    (from, to) => {
      const res = check({ [to]: [], [from]: [to] });
      expect(res.ok).toBe(false);
      expect(res.out).toContain(`nothing-below-imports-the-app-or-root-auth: ${from} -> ${to}`);
    },
    60_000,
  );
});
