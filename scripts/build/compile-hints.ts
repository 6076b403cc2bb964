// Run by scripts/build/postbuild.ts (`npm run build`, after `next build`): marks the framework chunks every page loads (React
// DOM, the App Router, the Turbopack runtime and the client entry: the build manifest's
// rootMainFiles) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`.
//
// Why: nearly every function in those files runs while a page boots and hydrates. Without the
// hint V8 compiles each one lazily on the main thread when it is first called (React DOM alone:
// 30-50 ms on this machine's CPU, one long task); with it Chrome (136+) compiles them on a
// background thread while the file streams in. On the landing page that long task shrinks to
// ~15 ms and Lighthouse's total blocking time from ~150 ms to ~60 ms (BENCHMARKS.md). Other
// browsers read the line as a comment. Page and lazily loaded chunks are left alone: most of
// their functions never run on load, and eager compilation of those would only cost memory.
//
// The hint must be the file's first line, and Turbopack has no banner option, so the built files
// are edited in place; their content-hashed names don't change, which is harmless as long as
// subresource integrity (experimental.sri) stays off. Running it twice changes nothing.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Prepends the hint to each root main chunk of the build in `distDir`; returns the files changed. */
export function addCompileHints(distDir: string): string[] {
  const manifestPath = join(distDir, "build-manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run \`next build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { rootMainFiles?: unknown };
  const files = Array.isArray(manifest.rootMainFiles) ? manifest.rootMainFiles : [];
  const staticDir = resolve(distDir, "static");
  const changed: string[] = [];
  for (const file of files) {
    if (typeof file !== "string" || !file.endsWith(".js")) continue;
    const path = resolve(distDir, file);
    // The manifest is our own build output, but never write outside the static folder.
    if (relative(staticDir, path).startsWith("..")) continue;
    const code = readFileSync(path, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, `${COMPILE_HINT}\n${code}`);
    changed.push(file);
  }
  return changed;
}
