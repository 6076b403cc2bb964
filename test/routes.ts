// The /api route files on disk, as the security suites and the in-process server see them.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { RouteSpec } from "@/lib/http/route";

export type RouteFile = { template: string; segments: string[]; file: string; rank: number[] };
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

const APP_API = join(process.cwd(), "app", "api");

/** Every app/api/**\/route.ts, most specific first (static beats [param] beats [...catchAll]). */
export function apiRouteFiles(dir = APP_API): RouteFile[] {
  const out: RouteFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...apiRouteFiles(full));
    else if (entry.name === "route.ts") {
      const segments = ["api", ...relative(APP_API, dir).split(sep).filter(Boolean)].filter((s) => !/^\(.*\)$/.test(s));
      const rank = segments.map((s) => (s.startsWith("[...") ? 2 : s.startsWith("[") ? 1 : 0));
      out.push({ template: "/" + segments.join("/"), segments, file: full, rank });
    }
  }
  return out.sort((a, b) => {
    for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
      const d = (a.rank[i] ?? -1) - (b.rank[i] ?? -1);
      if (d) return d;
    }
    return b.segments.length - a.segments.length;
  });
}

type Handler = ((...args: never[]) => unknown) & { spec?: RouteSpec };

/** Each exported method handler of each route file, with the spec route() attached (if any). */
export function apiHandlers() {
  return apiRouteFiles().flatMap((r) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(r.file) as Record<string, Handler | undefined>;
    return METHODS.flatMap((method) => {
      const handler = mod[method];
      return typeof handler === "function" ? [{ ...r, method, spec: handler.spec }] : [];
    });
  });
}

/** The concrete path for a template, filling each [param] from `fill`. */
export function pathFor(template: string, fill: (name: string) => string): string {
  return template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => encodeURIComponent(fill(name)));
}
