import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".scratch/**",
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "lib/generated/**",
      ".data/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
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
    // Schemas live in lib/schemas, whose modules set zod up for the browser's CSP
    // first (lib/schemas/zod-setup.ts). Pages and components use them; type-only imports are fine.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: "Define the schema in lib/schemas (see lib/schemas/zod-setup.ts).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
];

export default config;
