// Import boundaries between the modules of lib/ (one folder, one module), checked by
// `npm run lint:deps` in CI. The arrows point one way: the language kernel (lib/language) stands
// alone; the niche table (lib/niches) builds on the kernel only; the writers (lib/generation) on
// both and nothing else, so the trend engine, the model path and the API import the writers and
// never the other way round. Type-only imports count: a type is a dependency too.
//
// The rules are about the code that ships: tests are left out of the cruise, because a test may
// drive the trend engine to feed the writers (lib/generation's reads-right and writing-quality
// suites do) without the writers depending on the engine.
//
// Folder cycles: the kernel, the niche table and the writers are outside any; the other lib/
// folders (auth, http, gdpr, billing, brief, trends, ai, usage, admin, schemas, client, email and
// the files at lib/'s top) still import one another in a circle, so the folder rule covers the
// three that are out of it, to keep them out. Module cycles are forbidden everywhere.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "language-kernel-stands-alone",
      comment:
        "lib/language (inflection, plurals, noun phrases, cleaning, seeded randomness) imports nothing from the rest of the repository: npm packages and Node only.",
      severity: "error",
      from: { path: "^lib/language/" },
      to: { pathNot: "^(lib/language/|node_modules/)", dependencyTypesNot: ["core"] },
    },
    {
      name: "niche-table-reads-only-the-kernel",
      comment: "lib/niches (the one niche table) may import the language kernel and itself.",
      severity: "error",
      from: { path: "^lib/niches/" },
      to: { pathNot: "^(lib/(language|niches)/|node_modules/)", dependencyTypesNot: ["core"] },
    },
    {
      name: "writers-read-only-kernel-and-niches",
      comment:
        "lib/generation may import the language kernel, the niche table and itself. What it needs from the trend engine or the API (a scored trend, a script request) is its own input type, defined in lib/generation/types.ts.",
      severity: "error",
      from: { path: "^lib/generation/" },
      to: { pathNot: "^(lib/(language|niches|generation)/|node_modules/)", dependencyTypesNot: ["core"] },
    },
    {
      name: "no-folder-cycle-through-kernel-niches-writers",
      comment: "No import cycle between folders passes through the kernel, the niche table or the writers.",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/(language|niches|generation)(/|$)" },
      to: { circular: true },
    },
    {
      name: "no-circular",
      comment:
        "No module imports itself through others, inside the kernel or anywhere else, type imports included. No cycle is recorded as known (.dependency-cruiser-known-violations.json is empty): a topic's kind type lives in the language kernel, so formats/types.ts and kind.ts both import it from there.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "^node_modules/" },
    exclude: { path: "\\.test\\.tsx?$|^lib/generated/|^\\.next" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
