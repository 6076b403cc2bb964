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
// Folder cycles: none between any folders of lib/, components/ or app/, nor between a folder's
// own files and its subfolders (`npm run lint:deps` runs scripts/check-deps.ts, which checks that
// over this cruise). The layers of lib/, bottom up: the kernel, the niche
// table and the writers; the files at lib/'s top (database, errors, time, the rate limiter, plans,
// log, source status); request facts (lib/request), schemas, the client helpers, email, what the law asks us to
// keep (lib/compliance: audit trail, retention); auth and usage; the domains (billing, trends, ai,
// brief, video-scripts, support, gdpr, admin); and lib/http, the route wrapper over them all.
// dependency-cruiser reads a folder and its parent as one family, so a cycle between lib/'s top
// files and a subfolder would pass the folder rule unseen: the top files have a rule of their own.

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
      name: "no-folder-cycle",
      comment:
        "No import cycle between folders of lib/, components/ or app/: each folder builds on the ones below it and is never imported back by them. (A cycle between a folder and its own subfolders is scripts/check-deps.ts's to find: this rule reads a folder with its subfolders.)",
      severity: "error",
      scope: "folder",
      from: { path: "^(lib|components|app)(/|$)" },
      to: { circular: true },
    },
    {
      name: "nothing-below-imports-the-app-or-root-auth",
      comment:
        "app/ (pages, routes, the server actions' endpoints) and the root Auth.js files (auth.ts, auth.config.ts, proxy.ts) are the top: lib/ and components/ never import them. What a component or a lib module needs from there moves down.",
      severity: "error",
      from: { path: "^(lib|components)/" },
      to: { path: "^(app/|(auth|auth\\.config|proxy)\\.ts$)" },
    },
    {
      name: "lib-top-files-stay-at-the-bottom",
      comment:
        "The files at lib/'s top (db, errors, time, rate-limit, plans, log, source-status, dto) are what every folder builds on; from lib/'s folders they may import only the generated Prisma client, the kernel, the niche table and the writers.",
      severity: "error",
      from: { path: "^lib/[^/]+$" },
      to: { path: "^lib/[^/]+/", pathNot: "^lib/(generated|language|niches|generation)/" },
    },
    {
      name: "no-circular",
      comment:
        "No module imports itself through others, inside the kernel or anywhere else, type imports included. No cycle is recorded as known (.dependency-cruiser-known-violations.json is empty): a topic's kind type lives in the language kernel, and what kinds a format fits in lib/generation/kind.ts, which formats/types.ts imports and never the other way.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "^node_modules/" },
    exclude: { path: "\\.test\\.tsx?$|^lib/generated/|^\\.next" },
    // A worktree that shares another checkout's node_modules through a symlink reads its packages
    // under their own name (node_modules/...), as a checkout with its own node_modules does.
    preserveSymlinks: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
