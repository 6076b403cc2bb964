import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { env } from "./env";
import { AUTH_QUERY_IN_URL, devOrigins } from "./lib/http/dev-server";
import { securityHeaders } from "./lib/http/security-headers";

// Importing env validates the environment at build and start: a bad value fails fast.
void env;

const nextConfig: NextConfig = {
  // Separate build folders let several builds/browser runs share one checkout (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite loads its .wasm/.data files beside its own module: keep it out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  poweredByHeader: false,
  // proxy.ts rewrites "/" to the dashboard. The proxy otherwise sees its request on a normalized
  // origin (localhost) that differs from the server's own when it listens on a named host
  // (`next start -H ...`), and Next then forwards the rewrite over HTTP to itself: a second request
  // per signed-in "/" (BENCHMARKS.md). Un-normalized, the rewrite stays inside the server.
  skipProxyUrlNormalize: true,
  // Opt-in for local builds while teammates' work in progress doesn't type-check yet; CI never
  // sets it (and runs `npm run typecheck` on its own as well).
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  images: { unoptimized: true },
  // Stamped into the server at each build (and each start of the dev server): a stored trend pick
  // (lib/trends/stored-pick.ts) is read only by the build that made it.
  env: { TRENDS_ENGINE_BUILD: String(Date.now()) },
  logging: {
    // The dev request log never shows a query string of the account pages; the server-function
    // log would print an action's arguments (a form's state), so it stays off.
    incomingRequests: { ignore: [AUTH_QUERY_IN_URL] },
    serverFunctions: false,
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

// `next dev` only: serve its own resources to every address of this machine (production builds
// never read allowedDevOrigins, and the list would be the build machine's anyway).
export default function config(phase: string): NextConfig {
  return phase === PHASE_DEVELOPMENT_SERVER ? { ...nextConfig, allowedDevOrigins: devOrigins() } : nextConfig;
}
