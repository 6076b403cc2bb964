// The one wrapper every route handler goes through: origin check, session, zod parsing of
// params/query/body, and mapping of errors to responses.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { appUrl } from "@/env";
import { isAdmin, userFromRequest, type SessionUser } from "@/lib/auth/current-user";
import { log } from "@/lib/log";
import { countingQueries, countQueries } from "@/lib/query-count";
import { ApiError, badRequest, forbidden, unauthorized, validationError } from "./errors";

type Access = "public" | "user" | "admin";
type RouteArgs = { params?: Promise<Record<string, string | string[]>> };
const MAX_BODY_BYTES = 256 * 1024;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type RouteContext<B, Q, P, U> = {
  req: NextRequest;
  body: B;
  query: Q;
  params: P;
  user: U;
  ip: string;
};

type Options<B, Q, P, A extends Access> = {
  access: A;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Reject a foreign Origin on mutating calls (default true; the Stripe webhook opts out). */
  sameOrigin?: boolean;
};

type UserFor<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;
type Handler<B, Q, P, A extends Access> = (ctx: RouteContext<B, Q, P, UserFor<A>>) => Promise<Response | object>;

export function clientIp(req: NextRequest): string {
  return req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || "local";
}

function originAllowed(req: NextRequest): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return true; // not a browser cross-site request (browsers always send Origin on POST)
  return origin === new URL(appUrl()).origin || origin === req.nextUrl.origin;
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new ApiError(413, "Request body too large");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Invalid JSON body");
  }
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

export function errorResponse(err: unknown, req?: NextRequest): Response {
  if (err instanceof ApiError) {
    return NextResponse.json({ message: err.message, ...err.extra }, { status: err.status, headers: err.headers });
  }
  // The caller hung up (the work was aborted with it): nobody reads this answer.
  if ((err as Error)?.name === "AbortError" && req?.signal.aborted) return new Response(null, { status: 499 });
  const code = (err as { code?: string })?.code;
  const text = String((err as Error)?.message ?? err);
  if (code === "P2002") return NextResponse.json({ message: "Already exists" }, { status: 409 });
  if (code === "P2025") return NextResponse.json({ message: "Not found" }, { status: 404 });
  if (/ECONNREFUSED|ETIMEDOUT|P1001|P1002|DatabaseNotReachable|Can't reach database server|Connection terminated|too many clients/i.test(text)) {
    log.error("db_unavailable", { path: req?.nextUrl.pathname, code });
    return NextResponse.json({ message: "Service temporarily unavailable. Please try again shortly." }, { status: 503 });
  }
  log.error("unhandled_error", { path: req?.nextUrl.pathname, code, error: text.slice(0, 500) });
  return NextResponse.json({ message: "Internal server error" }, { status: 500 });
}

export function route<B = unknown, Q = unknown, P = unknown, A extends Access = Access>(
  opts: Options<B, Q, P, A>,
  handler: Handler<B, Q, P, A>,
) {
  const run = async (req: NextRequest, ctx?: RouteArgs): Promise<Response> => {
    try {
      if (MUTATING.has(req.method) && opts.sameOrigin !== false && !originAllowed(req)) {
        log.warn("foreign_origin_blocked", { path: req.nextUrl.pathname, origin: req.headers.get("origin") });
        throw forbidden("Cross-origin request blocked");
      }
      const params = parse(opts.params, (await ctx?.params) ?? {});
      const query = parse(opts.query, Object.fromEntries(req.nextUrl.searchParams));
      const user = opts.access === "public" ? await userFromRequest(req).catch(() => null) : await userFromRequest(req);
      if (opts.access !== "public" && !user) throw unauthorized();
      if (opts.access === "admin" && !isAdmin(user)) {
        log.warn("admin_forbidden", { path: req.nextUrl.pathname, userId: user?.id });
        throw forbidden("Admin access required");
      }
      const body = opts.body ? parse(opts.body, await readJson(req)) : (undefined as B);
      const result = await handler({ req, body, query, params, user: user as UserFor<A>, ip: clientIp(req) });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (err) {
      return errorResponse(err, req);
    }
  };
  // With QUERY_COUNTS=1 (npm run bench, query-count tests) each answer says how many queries it took.
  const handle = async (req: NextRequest, ctx?: RouteArgs) => {
    if (!countingQueries()) return run(req, ctx);
    const { result, queries } = await countQueries(() => run(req, ctx));
    try {
      result.headers.set("x-query-count", String(queries));
    } catch {
      // immutable headers (a redirect): no count
    }
    return result;
  };
  // The declared access and schemas travel with the handler so the security suites can generate
  // their cases from the route files themselves (lib/http/*-matrix.test.ts).
  return Object.assign(handle, { spec: { access: opts.access, body: opts.body, query: opts.query, params: opts.params } });
}

export type RouteSpec = { access: Access; body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
