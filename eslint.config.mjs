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
];

export default config;
