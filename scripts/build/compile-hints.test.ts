// The post-build compile hints: only the manifest's root main chunks get the line, once, first.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addCompileHints, COMPILE_HINT } from "./compile-hints";

function fakeBuild(rootMainFiles: unknown) {
  const dist = mkdtempSync(join(tmpdir(), "hints-"));
  mkdirSync(join(dist, "static", "chunks"), { recursive: true });
  writeFileSync(
    join(dist, "build-manifest.json"),
    JSON.stringify({ rootMainFiles, polyfillFiles: ["static/chunks/polyfill.js"] }),
  );
  for (const name of ["react-dom.js", "router.js", "page.js", "polyfill.js"]) {
    writeFileSync(join(dist, "static", "chunks", name), `(globalThis.TURBOPACK||[]).push(["${name}"]);\n`);
  }
  writeFileSync(join(dist, "outside.js"), "secret();\n");
  return { dist, read: (name: string) => readFileSync(join(dist, "static", "chunks", name), "utf8") };
}

describe("addCompileHints", () => {
  it("puts the hint on the first line of each root main chunk and nowhere else", () => {
    const { dist, read } = fakeBuild([
      "static/chunks/react-dom.js",
      "static/chunks/router.js",
      "static/chunks/styles.css",
    ]);
    expect(addCompileHints(dist)).toEqual(["static/chunks/react-dom.js", "static/chunks/router.js"]);
    expect(read("react-dom.js")).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push(["react-dom.js"]);\n`);
    expect(read("router.js").split("\n")[0]).toBe(COMPILE_HINT);
    expect(read("page.js")).not.toContain(COMPILE_HINT);
    expect(read("polyfill.js")).not.toContain(COMPILE_HINT);
  });

  it("changes nothing when run a second time", () => {
    const { dist, read } = fakeBuild(["static/chunks/react-dom.js"]);
    addCompileHints(dist);
    const once = read("react-dom.js");
    expect(addCompileHints(dist)).toEqual([]);
    expect(read("react-dom.js")).toBe(once);
  });

  it("never writes outside the build's static folder, whatever the manifest says", () => {
    const { dist } = fakeBuild(["../outside.js", "outside.js", 42, null]);
    expect(addCompileHints(dist)).toEqual([]);
    expect(readFileSync(join(dist, "outside.js"), "utf8")).toBe("secret();\n");
  });

  it("says what to do when there is no build", () => {
    expect(() => addCompileHints(mkdtempSync(join(tmpdir(), "no-build-")))).toThrow(/run `next build` first/);
  });
});
