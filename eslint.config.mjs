import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".scratch/**", ".next/**", ".next-*/**", "node_modules/**", "lib/generated/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"],
  },
  {
    rules: {
      // Raw SQL must go through tagged templates ($queryRaw`...`), never string-built.
      "no-restricted-properties": [
        "error",
        { property: "$queryRawUnsafe", message: "Use the $queryRaw tagged template." },
        { property: "$executeRawUnsafe", message: "Use the $executeRaw tagged template." },
      ],
    },
  },
  {
    // One way to get zod's z in app code: lib/schemas/zod.ts (see there why). Tests run on the server only.
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["lib/schemas/zod.ts", "**/*.test.ts", "**/*.test.tsx", "test/**", "e2e/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: 'Import { z } from "@/lib/schemas/zod" (it keeps zod from probing eval under our CSP).', allowTypeImports: true }] },
      ],
    },
  },
];

export default config;
