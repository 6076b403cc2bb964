import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// These packages ship ESM only: let SWC transform them like our own code.
const ESM_ONLY = [
  "@electric-sql/pglite",
  "next-auth",
  "@auth",
  "jose",
  "oauth4webapi",
  "ai",
  "@ai-sdk",
  "@standard-schema",
  "@opentelemetry",
  "eventsource-parser",
  "@tanstack",
  "zod",
  "n2words",
  "p-retry",
  "is-network-error",
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY.join("|")})/)`];

const common = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/test/empty-module.cjs" },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/\\.next", "/.scratch/"],
  modulePathIgnorePatterns: ["<rootDir>/\\.next", "<rootDir>/.data/"],
};

// Two projects: server code (node; integration tests get their own database per file) and
// client components (jsdom).
async function project(config) {
  const resolved = await createJestConfig(config)();
  const transform = {
    "/node_modules/@electric-sql/pglite/.+\\.c?js$": "<rootDir>/test/pglite-transform.cjs",
    ...resolved.transform,
  };
  return { ...resolved, transform, transformIgnorePatterns };
}

const server = await project({
  ...common,
  displayName: "server",
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts"],
});

const client = await project({
  ...common,
  displayName: "client",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/test/setup-dom.ts"],
});

const config = {
  projects: [server, client],
  // globalSetup must sit at the top level (jest ignores it inside projects).
  globalSetup: "<rootDir>/test/global-setup.ts",
  globalTeardown: "<rootDir>/test/global-teardown.ts",
  // 2 cores: PGlite instances are CPU- and memory-hungry.
  maxWorkers: 2,
  testTimeout: 30000,
};

export default config;
